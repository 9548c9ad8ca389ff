import { describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/nights.ts';
import { planPastStays } from './history.ts';
import { createRng } from './prng.ts';
import type { PlannedStay } from './stays.ts';

const today = '2026-11-24';
const rooms = [
  { id: 'r1', physicalRoomId: 'p1', pricePoisha: 4_500_00, hasReviews: true },
  { id: 'r2', physicalRoomId: 'p2', pricePoisha: 9_000_00, hasReviews: false },
  { id: 'r3', physicalRoomId: 'p3', pricePoisha: 12_000_00, hasReviews: true },
];
const demoStay: PlannedStay = {
  roomId: 'r1',
  physicalRoomId: 'p1',
  userId: 'g',
  startDate: '2026-10-01',
  endDate: '2026-10-04',
  nights: 3,
  pricePerNightPoisha: 4_500_00,
  review: null,
};

describe('planPastStays', () => {
  const stays = planPastStays(rooms, ['a', 'b', 'c'], [demoStay], today, 500, createRng(1));

  it('plans the asked number of unreviewed stays, spread over every room', () => {
    expect(stays).toHaveLength(500);
    expect(stays.every((stay) => stay.review === null)).toBe(true);
    for (const room of rooms) expect(stays.filter((stay) => stay.roomId === room.id).length).toBeGreaterThanOrEqual(166);
  });

  it('never shares a day with another stay of the room, the demo stays included (edge days overlap)', () => {
    for (const room of rooms) {
      const ofRoom = [...stays, demoStay].filter((stay) => stay.roomId === room.id).sort((a, b) => a.startDate.localeCompare(b.startDate));
      for (let i = 1; i < ofRoom.length; i++) expect(ofRoom[i].startDate > ofRoom[i - 1].endDate).toBe(true);
    }
  });

  it('ends every stay before today and before the earliest demo stay of its room', () => {
    expect(stays.every((stay) => stay.endDate < today)).toBe(true);
    expect(stays.filter((stay) => stay.roomId === 'r1').every((stay) => stay.endDate < demoStay.startDate)).toBe(true);
  });

  it('keeps nights, dates and the room price consistent', () => {
    for (const stay of stays) {
      expect(addDays(stay.startDate, stay.nights)).toBe(stay.endDate);
      expect(stay.nights).toBeGreaterThanOrEqual(1);
      expect(stay.nights).toBeLessThanOrEqual(5);
      expect(stay.pricePerNightPoisha).toBe(rooms.find((room) => room.id === stay.roomId)!.pricePoisha);
    }
  });

  it('plans nothing when asked for none', () => {
    expect(planPastStays(rooms, [], [], today, 0, createRng(1))).toEqual([]);
  });
});
