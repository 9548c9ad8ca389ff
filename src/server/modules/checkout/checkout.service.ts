/**
 * Checkout's surface for the other modules (issue 26, docs/architecture.md#rules-of-the-house):
 * with its events (checkout-events.ts) and its state table (checkout-states.ts), the only file of
 * modules/checkout another module may import (eslint.config.js). Each entry is a named
 * transition of checkout-states.ts or a read of checkout's rows; those taking `tx` run in the
 * caller's transaction, so a module's own rows change with the booking's, or not at all.
 *
 * - holdRoom (bookings): a held booking and a pending payment, and the gateway page to pay on.
 * - requestRefund (cancellations): a paid payment refunded exactly once (refunds.ts).
 * - openCancellation, resolveCancellation (cancellations): requestCancellation, approveCancellation,
 *   declineCancellation with the request's own resolve.
 * - flagReviewed (reviews): markReviewed.
 * - findLatestRefund (invoices): the newest refund of a payment.
 * - moveBooking, listMoveOptions (bookings, issue 27): moveBooking to another free physical room.
 * - bookAtDesk, takeDeskPayment, findBookingBalance (bookings, issue 27): bookings and money taken
 *   by staff (bookAtDesk + takeDeskPayment, or a held booking with a payment link), a booking's money.
 * - findPaymentMethod (invoices): how a payment was taken (the desk receipt).
 * - setHousekeeping, housekeepingConsumer (front desk, audit; issue 28): housekeeping marks a room, with its event.
 * - changeStay, quoteStayChange, describeStayChange (bookings, audit; issue 28): changeStay, a paid stay's new dates.
 * - cancelByStaff, quoteStaffCancellation (cancellations, issue 28): cancelByStaff, a stay cancelled for the guest.
 * - releaseCancellationClaim (cancellations): gives a request's approval claim back when its refund failed.
 * - refundBookingMoney, giveDeskRefund (issue 28): money back of a booking, a part or all, through
 *   the gateway or by hand at the desk (refund-money.ts).
 * - checkInStay, checkOutStay (front desk, issue 28): checkIn in the caller's transaction (with
 *   the guest register), checkOut with the folio settled and the room made dirty.
 * - markNoShow, quoteNoShow (bookings, issue 28): markNoShow, the fee kept and the rest refunded.
 */
export { holdRoom } from './holds.ts';
export { requestRefund } from './refunds.ts';
export { findLatestRefund } from './refunds.repository.ts';
export { flagReviewed, openCancellation, resolveCancellation } from './transitions.repository.ts';
export { listMoveOptions, moveBooking } from './move-booking.ts';
export { bookAtDesk, findBookingBalance, takeDeskPayment, type DeskPaymentPlan } from './desk.ts';
export { findPaymentMethod } from './desk.repository.ts';
export { setHousekeeping } from './set-housekeeping.ts';
export { housekeepingConsumer } from './housekeeping-events.ts';
export { changeStay, describeStayChange, quoteStayChange } from './stay-changes.ts';
export { cancelByStaff, quoteStaffCancellation } from './staff-cancellations.ts';
export { releaseCancellationClaim } from './staff-cancellations.repository.ts';
export { giveDeskRefund, refundBookingMoney } from './refund-money.ts';
export { checkInStay, checkOutStay } from './stays.ts';
export { markNoShow, quoteNoShow } from './no-shows.ts';
