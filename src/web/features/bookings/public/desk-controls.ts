/**
 * What the bookings domain lends the front desk's check-in page (issue 28): the booking's
 * details, "Move to room" and the desk's Take payment form.
 */
export { useBookingDetailsQuery } from '../api/get-booking-details.ts';
export { MoveBookingControl } from '../admin/components/move-booking-control.tsx';
export { TakePaymentForm } from '../desk/components/take-payment-form.tsx';
