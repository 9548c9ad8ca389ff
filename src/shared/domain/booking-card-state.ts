/**
 * What a guest's booking card offers (docs/product/states.md#booking-card-actions) and its status badge.
 * Pure and shared: the SPA renders it, the server re-checks the same rules (24-hour notice,
 * one request per booking, review only after the stay).
 */
import type { Booking } from '../schemas/bookings.ts';
import { messages } from '../messages.ts';
import { canCancelStay } from './cancellation-policy.ts';
import { DEFAULT_HOTEL_TIME_ZONE } from './hotel-time.ts';

/** docs/product/states.md#booking-card-actions labels, verbatim (typos included). */
export const bookingCardLabels = {
  reviewed: 'Reviewed',
  cancelRequested: 'Cancaletion Requested',
  cancelApproved: 'Cancelation Approved',
  refunded: 'Refunded',
} as const;

/** The card's action: a button (review, cancel) or a label, or nothing for unpaid bookings. */
export type BookingCardAction =
  | { kind: 'review' }
  /**
   * Cancel button. `canCancel` is false when 24 hours or less remain before check-in; pressing
   * it then shows `refusal` ("Cann't cancel ! Less than 24 Hours left !") instead of the dialog.
   */
  | { kind: 'cancel'; canCancel: boolean; refusal: string | null }
  /** After a declined request: a Cancel button that only shows "Already Declined this Cancelation!". */
  | { kind: 'cancel-declined'; refusal: string }
  | { kind: 'reviewed'; label: string }
  | { kind: 'cancel-requested'; label: string }
  | { kind: 'cancel-approved'; label: string }
  /** Held, expired or cancelled without a request: nothing to do. */
  | { kind: 'none' };

/** Badge tones, mapped to colours by the UI. */
export type BadgeTone = 'info' | 'success' | 'neutral' | 'error' | 'warning';

export interface BookingCardState {
  action: BookingCardAction;
  /** Status badge: "Refunded" once a cancellation is approved, else the booking status. */
  badge: { text: string; tone: BadgeTone };
}

/** The booking fields the card state depends on. */
export type BookingCardFields = Pick<Booking, 'status' | 'startDate' | 'c_req' | 'c_status' | 'enjoyed' | 'reviewed'>;

const statusTones: Record<Booking['status'], BadgeTone> = {
  held: 'info',
  paid: 'success',
  expired: 'neutral',
  cancelled: 'error',
  no_show: 'warning',
};

/** Badge texts: the status capitalised, as the spec shows it; a no-show reads as the hotel says it (issue 28). */
function statusText(status: Booking['status']): string {
  return status === 'no_show' ? 'No-show' : status.charAt(0).toUpperCase() + status.slice(1);
}

/** Review or "Reviewed" for a completed stay, else null. */
function afterStay(booking: BookingCardFields): BookingCardAction | null {
  if (!booking.enjoyed) return null;
  return booking.reviewed ? { kind: 'reviewed', label: bookingCardLabels.reviewed } : { kind: 'review' };
}

function cardAction(booking: BookingCardFields, now: Date, timeZone: string): BookingCardAction {
  if (booking.c_req && booking.c_status === 'approved') {
    return { kind: 'cancel-approved', label: bookingCardLabels.cancelApproved };
  }
  // A request without a decision yet counts as processing.
  if (booking.c_req && booking.c_status !== 'declined') {
    return { kind: 'cancel-requested', label: bookingCardLabels.cancelRequested };
  }
  // Issue 28: a no-show never stayed (nothing to review) and its money is settled (nothing to cancel).
  if (booking.status === 'no_show') return { kind: 'none' };
  const stayDone = afterStay(booking);
  if (stayDone) return stayDone;
  // Only a paid booking has something to cancel; held and expired ones never took money.
  if (booking.status !== 'paid') return { kind: 'none' };
  if (booking.c_req) return { kind: 'cancel-declined', refusal: messages.alreadyDeclined };
  const canCancel = canCancelStay(booking.startDate, now, timeZone);
  return { kind: 'cancel', canCancel, refusal: canCancel ? null : messages.cancelTooLate };
}

/**
 * The action and badge of one guest booking card (docs/product/states.md#booking-card-actions). `now` is the current instant;
 * `timeZone` is the hotel's (stay dates are `YYYY-MM-DD` there) and decides the 24-hour
 * rule of docs/product/rules.md#cancel-a-booking through `canCancelStay`.
 */
export function bookingCardState(
  booking: BookingCardFields,
  now: Date = new Date(),
  timeZone: string = DEFAULT_HOTEL_TIME_ZONE,
): BookingCardState {
  const isRefunded = booking.c_req && booking.c_status === 'approved';
  const badge = isRefunded
    ? { text: bookingCardLabels.refunded, tone: 'warning' as const }
    : { text: statusText(booking.status), tone: statusTones[booking.status] };
  return { action: cardAction(booking, now, timeZone), badge };
}
