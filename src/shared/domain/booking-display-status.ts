/**
 * The admin's booking display status (docs/product/states.md#booking-display-status): a badge
 * (label + tone) and a chip. Pure and isomorphic: the admin list and any server check use it.
 */
import type { Booking } from '../schemas/bookings.ts';
import { DEFAULT_HOTEL_TIME_ZONE, todayInHotel } from './hotel-time.ts';
import { bookingCardLabels } from './booking-card-state.ts';

/** Colour family of the badge; docs/product/states.md#booking-display-status names orange for a cancelled booking. */
export type DisplayTone = 'orange' | 'green' | 'blue' | 'gray';

/**
 * The one booking status vocabulary (issue 24): the booking detail, the payment's Booking Details
 * (admin and My Payments), the All Bookings rows and cards, the CSV's status column and the All
 * Bookings status filter all read it from `bookingStatusKey`, so what a filter finds is what the
 * row says. An approved cancellation wins over everything ("cancelled", refunded); a lapsed or
 * given-up hold is "expired".
 */
export const BOOKING_STATUS_KEYS = ['held', 'paid', 'cancel-requested', 'cancelled', 'expired', 'no-show'] as const;
export type BookingStatusKey = (typeof BOOKING_STATUS_KEYS)[number];

/** Human words of each status key (issue 24). */
export const bookingStatusLabels: Record<BookingStatusKey, string> = {
  held: 'On hold',
  paid: 'Paid',
  'cancel-requested': 'Cancellation requested',
  cancelled: 'Cancelled',
  expired: 'Expired',
  // Issue 28: a stay marked a no-show (its fee kept, the rest refunded) never reads as paid.
  'no-show': 'No-show',
};

type StatusFields = Pick<Booking, 'status' | 'c_req' | 'c_status'> & { holdExpiresAt?: string | null };

/**
 * The status key of one booking at instant `now` (issue 24). Same order as the server's SQL
 * filter (admin-lists/bookings-page.repository.ts): approved cancellation, then a hold (expired
 * once `holdExpiresAt` has passed), then expired/given up, then a no-show (issue 28), then a
 * waiting request, then paid.
 */
export function bookingStatusKey(booking: StatusFields, now: Date = new Date()): BookingStatusKey {
  if (booking.c_status === 'approved') return 'cancelled';
  if (booking.status === 'held') {
    const isLapsed = booking.holdExpiresAt ? new Date(booking.holdExpiresAt).getTime() <= now.getTime() : false;
    return isLapsed ? 'expired' : 'held';
  }
  if (booking.status === 'expired' || booking.status === 'cancelled') return 'expired';
  if (booking.status === 'no_show') return 'no-show';
  return booking.c_status === 'processing' ? 'cancel-requested' : 'paid';
}

/** The status as one phrase for a detail screen: "Cancelled · Refunded" once the money went back, else the key's words. */
export function bookingStatusText(booking: StatusFields, now: Date = new Date()): string {
  const key = bookingStatusKey(booking, now);
  if (key === 'cancelled' && booking.c_req) return `${bookingStatusLabels.cancelled} · ${bookingCardLabels.refunded}`;
  return bookingStatusLabels[key];
}

export interface BookingDisplayStatus {
  /**
   * Badge text: "Cancelled", "Enjoying", "Will Enjoy" or "Enjoyed" (docs/product/states.md#cancellation-request) for a paid stay;
   * issue #12: "Awaiting payment" for a hold, "Expired" for a hold that lapsed or was given up.
   */
  label: 'Cancelled' | 'Enjoying' | 'Will Enjoy' | 'Enjoyed' | 'Awaiting payment' | 'Expired' | 'No-show';
  tone: DisplayTone;
  /**
   * Status chip, in the words of `bookingStatusLabels` (issue 24): "Refunded" for an approved
   * cancellation request; null where it would only repeat the badge ("Expired", "Cancelled").
   */
  chip: string | null;
}

type DisplayFields = Pick<Booking, 'startDate' | 'endDate'> & StatusFields;

/** The stay's phase on the hotel calendar: "Enjoying" from check-in through check-out day. */
function stayPhase(booking: DisplayFields, now: Date, timeZone: string): Pick<BookingDisplayStatus, 'label' | 'tone'> {
  const today = todayInHotel(now, timeZone);
  // ISO dates compare correctly as strings; slice guards against a timestamp suffix.
  const start = booking.startDate.slice(0, 10);
  const end = booking.endDate.slice(0, 10);
  if (start <= today && today <= end) return { label: 'Enjoying', tone: 'green' };
  if (start > today) return { label: 'Will Enjoy', tone: 'blue' };
  return { label: 'Enjoyed', tone: 'gray' };
}

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
  const key = bookingStatusKey(booking, now);
  const chip = bookingStatusLabels[key];
  switch (key) {
    case 'cancelled':
      return { label: 'Cancelled', tone: 'orange', chip: booking.c_req ? bookingCardLabels.refunded : null };
    // docs/product/states.md#booking-card-actions date labels describe a stay; a booking nobody paid for is not one (issue #12).
    case 'held':
      return { label: 'Awaiting payment', tone: 'blue', chip };
    case 'expired':
      return { label: 'Expired', tone: 'gray', chip: null };
    // Issue 28: the guest never came; not a stay to enjoy.
    case 'no-show':
      return { label: 'No-show', tone: 'gray', chip: null };
    default:
      return { ...stayPhase(booking, now, timeZone), chip };
  }
}
