import { describe, expect, it } from 'vitest';
import { fromIsoDate, pickerLimits, toIsoDate } from './picker-dates.ts';

describe('toIsoDate', () => {
  it('reads the local calendar day, padded', () => {
    expect(toIsoDate(new Date(2025, 0, 5))).toBe('2025-01-05');
    expect(toIsoDate(new Date(2025, 11, 31, 23, 59))).toBe('2025-12-31');
  });

  it('keeps local midnight on the same day (where toISOString would go back a day east of UTC)', () => {
    const localMidnight = new Date(2025, 2, 1, 0, 0, 0, 0);
    expect(toIsoDate(localMidnight)).toBe('2025-03-01');
  });

  it('round-trips with fromIsoDate, including leap days and small years', () => {
    for (const iso of ['2024-02-29', '2025-01-01', '0099-07-04', '2045-12-31']) {
      const date = fromIsoDate(iso);
      expect(date).not.toBeNull();
      expect(toIsoDate(date!)).toBe(iso);
    }
  });
});

describe('fromIsoDate', () => {
  it('gives local midnight', () => {
    const date = fromIsoDate('2025-06-15')!;
    expect([date.getFullYear(), date.getMonth(), date.getDate(), date.getHours(), date.getMinutes()]).toEqual([2025, 5, 15, 0, 0]);
  });

  it('rejects non-date strings', () => {
    expect(fromIsoDate('15-06-2025')).toBeNull();
    expect(fromIsoDate('')).toBeNull();
  });
});

describe('pickerLimits', () => {
  it('spans 100 years back to 20 years ahead', () => {
    const { minDate, maxDate } = pickerLimits(new Date(2025, 4, 10, 15, 30));
    expect(toIsoDate(minDate)).toBe('1925-05-10');
    expect(toIsoDate(maxDate)).toBe('2045-05-10');
    expect(minDate.getHours()).toBe(0);
  });
});
