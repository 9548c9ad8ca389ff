import { describe, expect, it } from 'vitest';
import { isRangeTaken, nearestFreeStay, staysOverlap } from './stay-overlap.ts';

const stay = (startDate: string, endDate: string) => ({ startDate, endDate });

describe('staysOverlap (inclusive of edge days, docs/product/rules.md#availability)', () => {
  it('overlaps when one stay contains the other', () => {
    expect(staysOverlap(stay('2026-12-01', '2026-12-10'), stay('2026-12-03', '2026-12-04'))).toBe(true);
    expect(staysOverlap(stay('2026-12-03', '2026-12-04'), stay('2026-12-01', '2026-12-10'))).toBe(true);
  });

  it('overlaps on partial overlap either side', () => {
    expect(staysOverlap(stay('2026-12-01', '2026-12-05'), stay('2026-12-04', '2026-12-08'))).toBe(true);
    expect(staysOverlap(stay('2026-12-04', '2026-12-08'), stay('2026-12-01', '2026-12-05'))).toBe(true);
  });

  it('counts a shared edge day as an overlap', () => {
    expect(staysOverlap(stay('2026-12-01', '2026-12-05'), stay('2026-12-05', '2026-12-07'))).toBe(true);
    expect(staysOverlap(stay('2026-12-05', '2026-12-07'), stay('2026-12-01', '2026-12-05'))).toBe(true);
  });

  it('does not overlap when a day lies between', () => {
    expect(staysOverlap(stay('2026-12-01', '2026-12-05'), stay('2026-12-06', '2026-12-07'))).toBe(false);
    expect(staysOverlap(stay('2026-12-06', '2026-12-07'), stay('2026-12-01', '2026-12-05'))).toBe(false);
  });

  it('compares only the date part of timestamps', () => {
    expect(staysOverlap(stay('2026-12-01T18:00:00Z', '2026-12-05T00:00:00Z'), stay('2026-12-05', '2026-12-06'))).toBe(true);
  });
});

describe('isRangeTaken', () => {
  it('ignores reservations whose cancellation was approved', () => {
    const reservations = [{ ...stay('2026-12-01', '2026-12-05'), c_status: 'approved' }];
    expect(isRangeTaken(stay('2026-12-02', '2026-12-03'), reservations)).toBe(false);
  });

  it('counts processing and declined cancellations as still reserved', () => {
    for (const c_status of ['processing', 'declined', null]) {
      expect(isRangeTaken(stay('2026-12-02', '2026-12-03'), [{ ...stay('2026-12-01', '2026-12-05'), c_status }])).toBe(true);
    }
  });

  it('is free when there are no reservations', () => {
    expect(isRangeTaken(stay('2026-12-02', '2026-12-03'), [])).toBe(false);
  });
});

describe('nearestFreeStay', () => {
  const taken = [{ startDate: '2026-12-10', endDate: '2026-12-12' }];
  it('moves a refused stay to the nearest free dates of the same length, later first', () => {
    expect(nearestFreeStay({ startDate: '2026-12-11', endDate: '2026-12-13' }, taken, '2026-12-01')).toEqual({
      startDate: '2026-12-13',
      endDate: '2026-12-15',
    });
    expect(nearestFreeStay({ startDate: '2026-12-12', endDate: '2026-12-13' }, taken, '2026-12-01')).toEqual({
      startDate: '2026-12-13',
      endDate: '2026-12-14',
    });
  });
  it('never suggests a stay that starts before today', () => {
    expect(nearestFreeStay({ startDate: '2026-12-10', endDate: '2026-12-11' }, taken, '2026-12-10')).toEqual({
      startDate: '2026-12-13',
      endDate: '2026-12-14',
    });
  });
  it('ignores approved cancellations', () => {
    expect(
      nearestFreeStay({ startDate: '2026-12-10', endDate: '2026-12-11' }, [{ ...taken[0], c_status: 'approved' }], '2026-12-01'),
    ).toEqual({ startDate: '2026-12-11', endDate: '2026-12-12' });
  });
});

describe('with same-day turnover (HOTEL_SAME_DAY_TURNOVER)', () => {
  const TURNOVER = true;
  it('lets a check-out day be the next check-in day, either way round', () => {
    expect(staysOverlap(stay('2026-12-01', '2026-12-05'), stay('2026-12-05', '2026-12-07'), TURNOVER)).toBe(false);
    expect(staysOverlap(stay('2026-12-05', '2026-12-07'), stay('2026-12-01', '2026-12-05'), TURNOVER)).toBe(false);
  });

  it('still refuses a shared night, a contained stay and the same stay', () => {
    expect(staysOverlap(stay('2026-12-01', '2026-12-05'), stay('2026-12-04', '2026-12-07'), TURNOVER)).toBe(true);
    expect(staysOverlap(stay('2026-12-01', '2026-12-10'), stay('2026-12-03', '2026-12-04'), TURNOVER)).toBe(true);
    expect(staysOverlap(stay('2026-12-01', '2026-12-02'), stay('2026-12-01', '2026-12-02'), TURNOVER)).toBe(true);
  });

  it('suggests the stay that starts on the blocking stay’s check-out day', () => {
    const taken = [stay('2026-12-10', '2026-12-12')];
    expect(isRangeTaken(stay('2026-12-12', '2026-12-13'), taken, TURNOVER)).toBe(false);
    expect(nearestFreeStay(stay('2026-12-11', '2026-12-13'), taken, '2026-12-01', TURNOVER)).toEqual(stay('2026-12-12', '2026-12-14'));
    // Without the setting the same refusal moves one day further.
    expect(nearestFreeStay(stay('2026-12-11', '2026-12-13'), taken, '2026-12-01')).toEqual(stay('2026-12-13', '2026-12-15'));
  });
});
