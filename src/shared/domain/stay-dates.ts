import { messages } from '../messages.ts';
import { addDays, countNights, formatDayMonthYear, isIsoDate } from './nights.ts';

/** Longest stay one booking may cover (nights); longer stays are arranged with the hotel. */
export const MAX_NIGHTS = 90;

/** The guest-facing refusal of a stay longer than MAX_NIGHTS (the server answers the same). */
export const stayTooLongMessage = `A stay can be at most ${MAX_NIGHTS} nights`;

/**
 * How far ahead a stay may start by default, days (issue #9: a check-in in the year 9999 was
 * accepted). The server reads BOOKING_WINDOW_DAYS and tells the date panel through
 * GET /api/booking-limits; both refuse a later check-in with checkInTooFarMessage.
 */
export const DEFAULT_BOOKING_WINDOW_DAYS = 730;

/** The last day a stay may start on: hotel `today` + `windowDays`, `YYYY-MM-DD`. */
export function lastCheckInDay(today: string, windowDays: number): string {
  return addDays(today, windowDays);
}

/**
 * The refusal of a check-in later than `windowDays` after hotel `today`; names the last
 * bookable day as DD-MM-YYYY (docs/product/screens.md#routes date format).
 */
export function checkInTooFarMessage(today: string, windowDays: number): string {
  return `Stays can be booked up to ${windowDays} days ahead: choose a check-in on or before ${formatDayMonthYear(lastCheckInDay(today, windowDays))}`;
}

/**
 * The date rules of docs/product/rules.md#dates, shared by the date panel and the booking service.
 * Dates are `YYYY-MM-DD` in hotel time; `today` is the hotel's today.
 */

/**
 * Message for a newly chosen check-in, or null when acceptable: not past, before check-out,
 * within the booking window (`windowDays`, default DEFAULT_BOOKING_WINDOW_DAYS).
 */
export function checkInError(
  checkIn: string,
  checkOut: string | null,
  today: string,
  windowDays = DEFAULT_BOOKING_WINDOW_DAYS,
): string | null {
  if (checkIn < today) return messages.datePast;
  if (checkIn > lastCheckInDay(today, windowDays)) return checkInTooFarMessage(today, windowDays);
  if (checkOut && checkIn >= checkOut) return messages.dateCheckOut;
  return null;
}

/** Message for a newly chosen check-out, or null when acceptable. */
export function checkOutError(checkIn: string | null, checkOut: string): string | null {
  if (checkIn && checkOut <= checkIn) return messages.dateCheckIn;
  return null;
}

/**
 * Full check before availability/booking: both dates present, real dates, check-in not in
 * the past nor beyond the booking window (`windowDays`), check-out after check-in. Returns
 * the first docs/product/rules.md#dates message (or checkInTooFarMessage) that applies.
 */
export function stayDatesError(
  checkIn: string | null | undefined,
  checkOut: string | null | undefined,
  today: string,
  windowDays = DEFAULT_BOOKING_WINDOW_DAYS,
): string | null {
  if (!checkIn) return messages.dateNoCheckIn;
  if (!checkOut) return messages.dateNoCheckOut;
  if (!isIsoDate(checkIn)) return messages.dateNoCheckIn;
  if (!isIsoDate(checkOut)) return messages.dateNoCheckOut;
  return checkInError(checkIn, null, today, windowDays) ?? checkOutError(checkIn, checkOut);
}

/**
 * stayDatesError plus the longest-stay rule: what the date panel, the search and the booking
 * service all refuse before anything is held.
 */
export function bookableStayError(
  checkIn: string | null | undefined,
  checkOut: string | null | undefined,
  today: string,
  windowDays = DEFAULT_BOOKING_WINDOW_DAYS,
): string | null {
  const error = stayDatesError(checkIn, checkOut, today, windowDays);
  if (error) return error;
  return countNights(checkIn!, checkOut!) > MAX_NIGHTS ? stayTooLongMessage : null;
}
