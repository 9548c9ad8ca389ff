import { dateMatchModifiers, type Matcher } from 'react-day-picker';
import { describe, expect, it } from 'vitest';
import { calendarDays } from './calendar-days.ts';
import { fromIsoDate } from '#web/lib/picker-dates.ts';

const TODAY = '2026-12-01';
const WINDOW = 730;
const booked = [{ startDate: '2026-12-10', endDate: '2026-12-12' }];

/** The days of December 2026 from `first` to `last` that `matchers` match. */
function matchedDays(matchers: Matcher[], first = 8, last = 14): number[] {
  const days: number[] = [];
  for (let d = first; d <= last; d += 1) {
    if (dateMatchModifiers(fromIsoDate(`2026-12-${String(d).padStart(2, '0')}`)!, matchers)) days.push(d);
  }
  return days;
}

describe('calendarDays: edge days overlap (the default)', () => {
  it('takes every day of a stay, check-in and check-out day included, in both calendars', () => {
    const days = calendarDays(booked, TODAY, null, WINDOW);
    expect(matchedDays(days.checkInTaken)).toEqual([10, 11, 12]);
    expect(matchedDays(days.checkInDisabled)).toEqual([10, 11, 12]);
    expect(matchedDays(days.checkOutTaken)).toEqual([10, 11, 12]);
  });

  it('ends check-out before the next stay begins', () => {
    const days = calendarDays(booked, TODAY, '2026-12-07', WINDOW);
    expect(matchedDays(days.checkOutDisabled, 6, 14)).toEqual([6, 7, 10, 11, 12, 13, 14]);
  });
});

describe('calendarDays with same-day turnover', () => {
  it('leaves the check-out day free to check in on and the check-in day free to check out on', () => {
    const days = calendarDays(booked, TODAY, null, WINDOW, true);
    expect(matchedDays(days.checkInTaken)).toEqual([10, 11]);
    expect(matchedDays(days.checkInDisabled)).toEqual([10, 11]);
    expect(matchedDays(days.checkOutTaken)).toEqual([11, 12]);
  });

  it('lets check-out be the next stay’s check-in day and nothing after it', () => {
    const days = calendarDays(booked, TODAY, '2026-12-07', WINDOW, true);
    expect(matchedDays(days.checkOutDisabled, 6, 14)).toEqual([6, 7, 11, 12, 13, 14]);
  });

  it('ignores stays whose cancellation was approved', () => {
    const days = calendarDays([{ ...booked[0], c_status: 'approved' }], TODAY, null, WINDOW, true);
    expect(matchedDays(days.checkInDisabled)).toEqual([]);
  });
});

// Issue 24: "the calendar calls the guest's own booking 'Taken by another guest'".
describe("calendarDays: the viewer's own stay", () => {
  const mixed = [
    { startDate: '2026-12-10', endDate: '2026-12-11', isOwn: true },
    { startDate: '2026-12-13', endDate: '2026-12-14', isOwn: false },
  ];

  it('is refused like any stay but marked as the own booking, not as taken by another guest', () => {
    const days = calendarDays(mixed, TODAY, null, WINDOW);
    expect(matchedDays(days.checkInTaken)).toEqual([13, 14]);
    expect(matchedDays(days.checkOutTaken)).toEqual([13, 14]);
    expect(matchedDays(days.checkInOwn)).toEqual([10, 11]);
    expect(matchedDays(days.checkOutOwn)).toEqual([10, 11]);
    expect(matchedDays(days.checkInDisabled)).toEqual([10, 11, 13, 14]);
    expect(matchedDays(days.checkOutDisabled, 9, 14)).toEqual([10, 11, 13, 14]);
  });

  it('still ends check-out before it begins', () => {
    const days = calendarDays(mixed, TODAY, '2026-12-07', WINDOW);
    expect(matchedDays(days.checkOutDisabled, 6, 14)).toEqual([6, 7, 10, 11, 12, 13, 14]);
  });
});
