import { describe, expect, it } from 'vitest';
import { planNoShowStay } from './no-show.ts';

describe('planNoShowStay (issue 28)', () => {
  const types = [
    { id: 'single', pricePoisha: 250_000 },
    { id: 'double', pricePoisha: 400_000 },
  ];
  const numbered = [
    { id: 's1', roomId: 'single' },
    { id: 'd1', roomId: 'double' },
    { id: 'd2', roomId: 'double' },
  ];

  it('plans a stay from yesterday to tomorrow in the second room of the type with the most rooms, paid in cash at the desk', () => {
    expect(planNoShowStay(types, numbered, { userId: 'u1', takenBy: 'a1' }, '2026-11-27')).toEqual({
      roomId: 'double',
      physicalRoomId: 'd2',
      userId: 'u1',
      startDate: '2026-11-26',
      endDate: '2026-11-28',
      nights: 2,
      pricePerNightPoisha: 400_000,
      review: null,
      desk: { takenBy: 'a1' },
    });
  });

  it('plans nothing when no type has a second room', () => {
    expect(planNoShowStay(types, numbered.slice(0, 2), { userId: 'u1', takenBy: 'a1' }, '2026-11-27')).toBeUndefined();
  });
});
