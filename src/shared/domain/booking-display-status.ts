/**
 * The admin's booking display status (SPEC §4 "Booking display status (admin)"): a badge
 * (label + tone) and a chip. Pure and isomorphic: the admin list and any server check use it.
 */
import type { Booking } from '../schemas/bookings.ts';
import { DEFAULT_HOTEL_TIME_ZONE, todayInHotel } from './hotel-time.ts';
import { bookingCardLabels } from './booking-card-state.ts';

/** Colour family of the badge; the SPEC names orange for a cancelled booking. */
export type DisplayTone = 'orange' | 'green' | 'blue' | 'gray';

export interface BookingDisplayStatus {
  /** Badge text: "Cancelled", "Enjoying", "Will Enjoy" or "Enjoyed". */
  label: 'Cancelled' | 'Enjoying' | 'Will Enjoy' | 'Enjoyed';
  tone: DisplayTone;
  /** Status chip: "Refunded" for an approved cancellation request, else the booking status. */
  chip: string;
}

type DisplayFields = Pick<Booking, 'startDate' | 'endDate' | 'status' | 'c_req' | 'c_status'>;

/**
 * Display status of one booking at instant `now`, judged on the hotel's calendar
 * (`timeZone`, default Asia/Dhaka): stay dates are `YYYY-MM-DD` hotel days, so
 * "Enjoying" runs from the check-in day through the check-out day inclusive.
 */
export function bookingDisplayStatus(
  booking: DisplayFields,
  now: Date = new Date(),
  timeZone: string = DEFAULT_HOTEL_TIME_ZONE,
): BookingDisplayStatus {
  if (booking.c_status === 'approved') {
    return { label: 'Cancelled', tone: 'orange', chip: booking.c_req ? bookingCardLabels.refunded : booking.status };
  }
  const today = todayInHotel(now, timeZone);
  // ISO dates compare correctly as strings; slice guards against a timestamp suffix.
  const start = booking.startDate.slice(0, 10);
  const end = booking.endDate.slice(0, 10);
  const chip = booking.status;
  if (start <= today && today <= end) return { label: 'Enjoying', tone: 'green', chip };
  if (start > today) return { label: 'Will Enjoy', tone: 'blue', chip };
  return { label: 'Enjoyed', tone: 'gray', chip };
}
