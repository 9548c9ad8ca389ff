import { messages } from '../messages.ts';
import { countNights, isIsoDate } from './nights.ts';

/** Longest stay one booking may cover (nights); longer stays are arranged with the hotel. */
export const MAX_NIGHTS = 90;

/** The guest-facing refusal of a stay longer than MAX_NIGHTS (the server answers the same). */
export const stayTooLongMessage = `A stay can be at most ${MAX_NIGHTS} nights`;

/**
 * The date rules of SPEC §5, shared by the date panel and the booking service.
 * Dates are `YYYY-MM-DD` in hotel time; `today` is the hotel's today.
 */

/** Message for a newly chosen check-in, or null when acceptable. */
export function checkInError(checkIn: string, checkOut: string | null, today: string): string | null {
  if (checkIn < today) return messages.datePast;
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
 * the past, check-out after check-in. Returns the first SPEC §5 message that applies.
 */
export function stayDatesError(checkIn: string | null | undefined, checkOut: string | null | undefined, today: string): string | null {
  if (!checkIn) return messages.dateNoCheckIn;
  if (!checkOut) return messages.dateNoCheckOut;
  if (!isIsoDate(checkIn)) return messages.dateNoCheckIn;
  if (!isIsoDate(checkOut)) return messages.dateNoCheckOut;
  return checkInError(checkIn, null, today) ?? checkOutError(checkIn, checkOut);
}

/**
 * stayDatesError plus the longest-stay rule: what the date panel, the search and the booking
 * service all refuse before anything is held.
 */
export function bookableStayError(checkIn: string | null | undefined, checkOut: string | null | undefined, today: string): string | null {
  const error = stayDatesError(checkIn, checkOut, today);
  if (error) return error;
  return countNights(checkIn!, checkOut!) > MAX_NIGHTS ? stayTooLongMessage : null;
}
