/**
 * The e-mails of each event, built from the stay they are about (issue #13 "who gets what"),
 * each with its idempotency key: one confirmation per booking, one outcome per booking (both
 * outcomes are final), one auto-refund notice per refund, one request notice per request and admin.
 */
import { and, eq } from 'drizzle-orm';
import { selectPaymentView } from '../../db/booking-view.ts';
import type { Executor } from '../../db/client.ts';
import { bookings, payments, rooms, user } from '../../db/schema.ts';
import type { CheckoutEvent } from '../checkout/checkout-events.ts';
import type { EmailToQueue, StayFacts } from './email-kinds.ts';

export interface StayRow {
  bookingStatus: string;
  guestEmail: string;
  amountPoisha: number;
  stay: StayFacts;
}

/** The stay of booking `bookingId` with its guest, room and payment (one query), or undefined. */
export async function findStay(db: Executor, bookingId: string): Promise<StayRow | undefined> {
  const [row] = await selectPaymentView(db, {
    booking: bookings,
    roomTitle: rooms.title,
    guestName: user.name,
    guestEmail: user.email,
    amountPoisha: payments.amountPoisha,
  }).where(and(eq(bookings.id, bookingId), eq(payments.tranId, bookings.tranId)));
  if (!row) return undefined;
  const b = row.booking;
  return {
    bookingStatus: b.status,
    guestEmail: row.guestEmail,
    amountPoisha: row.amountPoisha,
    stay: {
      bookingId: b.id,
      tranId: b.tranId,
      guestName: row.guestName,
      roomTitle: row.roomTitle,
      checkIn: b.startDate,
      checkOut: b.endDate,
      nights: b.nights,
    },
  };
}

export const confirmationEmail = (s: StayRow): EmailToQueue => ({
  key: `booking-confirmed:${s.stay.bookingId}`,
  to: s.guestEmail,
  payload: { kind: 'booking-confirmed', stay: s.stay, amountPoisha: s.amountPoisha },
});

/** The desk receipt of one payment (issue 27): one per payment. */
export const deskReceiptEmail = (s: StayRow, event: Extract<CheckoutEvent, { type: 'desk-payment-taken' }>): EmailToQueue => ({
  key: `desk-receipt:${event.paymentId}`,
  to: s.guestEmail,
  payload: {
    kind: 'desk-receipt',
    stay: s.stay,
    paymentTranId: event.tranId,
    amountPoisha: event.amountPoisha,
    method: event.method,
    reference: event.reference,
    totalPoisha: event.totalPoisha,
    paidPoisha: event.paidPoisha,
    balanceDuePoisha: event.balanceDuePoisha,
  },
});

/**
 * Issue 28: the guest's notice of new dates. One per change: the key names the days before and
 * after, so a retried delivery of the same event never mails twice.
 */
export const stayChangedEmail = (s: StayRow, event: Extract<CheckoutEvent, { type: 'stay-changed' }>): EmailToQueue => ({
  key: `stay-changed:${s.stay.bookingId}:${event.fromCheckIn}:${event.fromCheckOut}:${event.toCheckIn}:${event.toCheckOut}`,
  to: s.guestEmail,
  payload: {
    kind: 'stay-changed',
    stay: s.stay,
    fromCheckIn: event.fromCheckIn,
    fromCheckOut: event.fromCheckOut,
    pricePoisha: event.toPricePoisha,
    differencePoisha: event.toPricePoisha - event.fromPricePoisha,
    roomNumber: event.toNumber,
  },
});

/** Issue 28: the final invoice at check-out, one per stay. */
export const stayInvoiceEmail = (s: StayRow, totalPoisha: number): EmailToQueue => ({
  key: `stay-invoice:${s.stay.bookingId}`,
  to: s.guestEmail,
  payload: { kind: 'stay-invoice', stay: s.stay, totalPoisha },
});

export const approvalEmail = (s: StayRow, refundPoisha: number): EmailToQueue => ({
  key: `cancellation-outcome:${s.stay.bookingId}`,
  to: s.guestEmail,
  payload: { kind: 'cancellation-approved', stay: s.stay, refundPoisha },
});

/** The decline, with the hotel's reason when one was given (issue 24). */
export const declineEmail = (s: StayRow, reason: string | null): EmailToQueue => ({
  key: `cancellation-outcome:${s.stay.bookingId}`,
  to: s.guestEmail,
  payload: { kind: 'cancellation-declined', stay: s.stay, reason },
});

export const autoRefundEmail = (s: StayRow, refundId: string, refundPoisha: number): EmailToQueue => ({
  key: `auto-refund:${refundId}`,
  to: s.guestEmail,
  payload: { kind: 'auto-refund', stay: s.stay, refundPoisha },
});

/** One notice per admin of a new cancellation request. */
export async function requestNotices(db: Executor, s: StayRow, request: { id: string; reason: string }): Promise<EmailToQueue[]> {
  const admins = await db.select({ id: user.id, name: user.name, email: user.email }).from(user).where(eq(user.role, 'admin'));
  return admins.map((admin) => ({
    key: `cancellation-requested:${request.id}:${admin.id}`,
    to: admin.email,
    payload: {
      kind: 'cancellation-requested',
      stay: s.stay,
      adminName: admin.name,
      guestEmail: s.guestEmail,
      reason: request.reason,
      requestId: request.id,
    },
  }));
}
