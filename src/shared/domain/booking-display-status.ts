/**
 * The admin's booking display status (docs/product/states.md#booking-display-status): a badge
 * (label + tone) and a chip. Pure and isomorphic: the admin list and any server check use it.
 */
import type { Booking } from '../schemas/bookings.ts';
import { DEFAULT_HOTEL_TIME_ZONE, todayInHotel } from './hotel-time.ts';
import { bookingCardLabels } from './booking-card-state.ts';

/** Colour family of the badge; docs/product/states.md#booking-display-status names orange for a cancelled booking. */
export type DisplayTone = 'orange' | 'green' | 'blue' | 'gray';

export interface BookingDisplayStatus {
  /**
   * Badge text: "Cancelled", "Enjoying", "Will Enjoy" or "Enjoyed" (docs/product/states.md#cancellation-request) for a paid stay;
   * issue #12: "Awaiting payment" for a hold, "Expired" for a hold that lapsed or was given up.
   */
  label: 'Cancelled' | 'Enjoying' | 'Will Enjoy' | 'Enjoyed' | 'Awaiting payment' | 'Expired';
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
  // docs/product/states.md#booking-card-actions date labels describe a stay; a booking nobody paid for is not one (issue #12).
  if (booking.status === 'held') return { label: 'Awaiting payment', tone: 'blue', chip: booking.status };
  if (booking.status === 'expired' || booking.status === 'cancelled') return { label: 'Expired', tone: 'gray', chip: booking.status };
  const today = todayInHotel(now, timeZone);
  // ISO dates compare correctly as strings; slice guards against a timestamp suffix.
  const start = booking.startDate.slice(0, 10);
  const end = booking.endDate.slice(0, 10);
  const chip = booking.status;
  if (start <= today && today <= end) return { label: 'Enjoying', tone: 'green', chip };
  if (start > today) return { label: 'Will Enjoy', tone: 'blue', chip };
  return { label: 'Enjoyed', tone: 'gray', chip };
}
