import { describe, expect, it } from 'vitest';
import { addDays, countNights, formatDayMonthYear, isIsoDate, parseDayMonthYear, toDayNumber } from './nights.ts';

describe('nights', () => {
  it('counts nights between check-in and check-out', () => {
    expect(countNights('2026-12-01', '2026-12-02')).toBe(1);
    expect(countNights('2026-12-01', '2026-12-08')).toBe(7);
    expect(countNights('2026-12-31', '2027-01-02')).toBe(2);
  });

  it('is 0 for same-day or reversed dates', () => {
    expect(countNights('2026-12-01', '2026-12-01')).toBe(0);
    expect(countNights('2026-12-05', '2026-12-01')).toBe(0);
  });

  it('counts across leap days and DST-observing months without drift', () => {
    expect(countNights('2028-02-28', '2028-03-01')).toBe(2);
    expect(countNights('2027-02-28', '2027-03-01')).toBe(1);
    expect(countNights('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('validates calendar dates', () => {
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2028-02-29')).toBe(true);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('26-01-01')).toBe(false);
    expect(() => toDayNumber('nope')).toThrow(RangeError);
    expect(() => countNights('2026-02-30', '2026-03-01')).toThrow(RangeError);
  });

  it('adds days and formats day-month-year', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(formatDayMonthYear('2026-12-05')).toBe('05-12-2026');
  });
});

describe('parseDayMonthYear', () => {
  it('reads a day the way screens print it, and says when it is none', () => {
    expect(parseDayMonthYear('05-12-2026')).toBe('2026-12-05');
    expect(parseDayMonthYear(' 5/1/2027 ')).toBe('2027-01-05');
    expect(parseDayMonthYear(formatDayMonthYear('2028-02-29'))).toBe('2028-02-29');
    expect(parseDayMonthYear('')).toBeNull();
    expect(parseDayMonthYear('31-02-2026')).toBeUndefined();
    expect(parseDayMonthYear('2026-12-05')).toBeUndefined();
  });
});
