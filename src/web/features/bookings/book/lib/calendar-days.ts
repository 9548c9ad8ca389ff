/**
 * Which days each calendar of the date panel refuses (issue 12 "A calendar that knows the
 * hotel"): past days in hotel time, days taken by others (edge days included unless the hotel
 * allows same-day turnover, docs/product/rules.md#availability), and
 * for check-out anything on or before check-in or beyond the next taken day; and days past the
 * booking window (issue #9): no check-in after lastCheckInDay, no check-out more than
 * MAX_NIGHTS after it.
 */
import type { Matcher } from 'react-day-picker';
import { addDays } from '#shared/domain/nights.ts';
import { lastCheckInDay, MAX_NIGHTS } from '#shared/domain/stay-dates.ts';
import type { Reservation } from '#shared/domain/stay-overlap.ts';
import { fromIsoDate } from '#web/lib/picker-dates.ts';

const day = (isoDate: string): Date => fromIsoDate(isoDate)!;

export interface CalendarDays {
  /** Days marked as taken by another guest in the check-in calendar (nights of other stays; their check-in day to the day before check-out with same-day turnover). */
  checkInTaken: Matcher[];
  /** Days marked as taken by another guest in the check-out calendar (with same-day turnover: the day after another stay's check-in to its check-out). */
  checkOutTaken: Matcher[];
  /** The same days of the viewer's own stays (`isOwn`, issue 24): refused too, but marked "Your booking". */
  checkInOwn: Matcher[];
  checkOutOwn: Matcher[];
  checkInDisabled: Matcher[];
  checkOutDisabled: Matcher[];
}

/**
 * Matchers for both calendars, from the room's blocking reservations, the hotel's today, the
 * booking window (`windowDays` after today, GET /api/booking-limits) and its overlap rule:
 * by default a stay's every day is taken, edge days included; with `isSameDayTurnover` its
 * check-out day is free to check in on and its check-in day free to check out on.
 */
export function calendarDays(
  reservations: readonly Reservation[],
  today: string,
  checkIn: string | null,
  windowDays: number,
  isSameDayTurnover = false,
): CalendarDays {
  const blocking = reservations
    .filter((r) => r.c_status !== 'approved')
    .map((r) => ({ start: r.startDate.slice(0, 10), end: r.endDate.slice(0, 10), isOwn: r.isOwn === true }));
  const edge = isSameDayTurnover ? 1 : 0;
  const checkInDays = (r: (typeof blocking)[number]): Matcher => ({ from: day(r.start), to: day(addDays(r.end, -edge)) });
  const checkOutDays = (r: (typeof blocking)[number]): Matcher => ({ from: day(addDays(r.start, edge)), to: day(r.end) });
  const others = blocking.filter((r) => !r.isOwn);
  const own = blocking.filter((r) => r.isOwn);
  const checkInTaken = others.map(checkInDays);
  const checkOutTaken = others.map(checkOutDays);
  const checkInOwn = own.map(checkInDays);
  const checkOutOwn = own.map(checkOutDays);
  const lastCheckIn = lastCheckInDay(today, windowDays);
  const checkOutDisabled: Matcher[] = [
    { before: day(addDays(checkIn ?? today, 1)) },
    { after: day(addDays(lastCheckIn, MAX_NIGHTS)) },
    ...checkOutTaken,
    ...checkOutOwn,
  ];
  if (checkIn) {
    // A stay cannot run across a taken day: nothing after the first stay that follows check-in
    // (its check-in day itself stays free to leave on only with same-day turnover, above).
    const next = blocking
      .map((r) => r.start)
      .filter((start) => start > checkIn)
      .sort()[0];
    if (next) checkOutDisabled.push({ after: day(next) });
  }
  return {
    checkInTaken,
    checkOutTaken,
    checkInOwn,
    checkOutOwn,
    checkInDisabled: [{ before: day(today) }, { after: day(lastCheckIn) }, ...checkInTaken, ...checkInOwn],
    checkOutDisabled,
  };
}
