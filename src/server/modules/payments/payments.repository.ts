/**
 * Reads of payments (docs/architecture.md#data) for the payment views and the checkout module. Payments are
 * written only by modules/checkout (its named transitions).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { paymentView, selectPaymentView, type PaymentViewRow } from '../../db/booking-view.ts';
import { bookings, payments, rooms, user } from '../../db/schema.ts';
import { MONEY_PAYMENT_STATUSES } from '../checkout/checkout-states.ts';

type PaymentRow = typeof payments.$inferSelect;

/** A payment with what the callbacks need: its booking, room and guest. */
export interface PaymentContext {
  payment: PaymentRow;
  bookingId: string;
  bookingStatus: (typeof bookings.$inferSelect)['status'];
  roomId: string;
  startDate: string;
  endDate: string;
  roomTitle: string;
  guestName: string;
  guestEmail: string;
}

/** The payment with tran_id `tranId` and its booking, room and guest (one query), or undefined. */
export async function findPaymentContext(db: Executor, tranId: string): Promise<PaymentContext | undefined> {
  const [row] = await db
    .select({
      payment: payments,
      bookingId: bookings.id,
      bookingStatus: bookings.status,
      roomId: bookings.roomId,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      roomTitle: rooms.title,
      guestName: user.name,
      guestEmail: user.email,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .innerJoin(user, eq(user.id, payments.userId))
    .where(eq(payments.tranId, tranId));
  return row;
}

/** The user's payments that took money (paid, refund pending, refunded), newest first, with the room title, in ONE query. */
export async function listUserPayments(db: Executor, userId: string): Promise<PaymentViewRow[]> {
  return selectPaymentView(db, paymentView)
    .where(and(eq(payments.userId, userId), inArray(payments.status, [...MONEY_PAYMENT_STATUSES])))
    .orderBy(sql`${payments.paidAt} desc nulls last`, desc(payments.createdAt));
}

/** One payment by tran_id with its room title, or undefined. */
export async function findPaymentView(db: Executor, tranId: string): Promise<PaymentViewRow | undefined> {
  const [row] = await selectPaymentView(db, paymentView).where(eq(payments.tranId, tranId));
  return row;
}
