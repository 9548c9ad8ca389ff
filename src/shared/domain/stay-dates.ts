import { messages } from '../messages.ts';
import { isIsoDate } from './nights.ts';

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
