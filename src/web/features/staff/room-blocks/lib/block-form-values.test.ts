import { describe, expect, it } from 'vitest';
import { blockFormDefaults } from './block-form-values.ts';

describe('blockFormDefaults', () => {
  it("takes the tape chart's room and dates from the query", () => {
    expect(blockFormDefaults(new URLSearchParams('physicalRoomId=abc&startDate=2026-12-01&endDate=2026-12-03'))).toEqual({
      physicalRoomId: 'abc',
      startDate: '2026-12-01',
      endDate: '2026-12-03',
      kind: 'maintenance',
      reason: '',
    });
  });

  it('blocks one night from a start without an end, and ignores malformed dates', () => {
    expect(blockFormDefaults(new URLSearchParams('startDate=2026-12-31'))).toMatchObject({
      startDate: '2026-12-31',
      endDate: '2027-01-01',
    });
    expect(blockFormDefaults(new URLSearchParams('startDate=31-12-2026&endDate=x'))).toMatchObject({
      physicalRoomId: '',
      startDate: null,
      endDate: null,
    });
  });
});
