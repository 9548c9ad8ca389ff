/**
 * Reads of payments (docs/architecture.md#data) for the payment views. Payments are written,
 * and read for the gateway's callbacks, only by modules/checkout (its named transitions).
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, payments, rooms } from '../../db/schema.ts';
import { MONEY_PAYMENT_STATUSES } from '../checkout/checkout-states.ts';

type PaymentRow = typeof payments.$inferSelect;

export interface PaymentViewRow {
  payment: PaymentRow;
  roomTitle: string;
  /** The booking's status: a paid payment without a kept stay is money owed back. */
  bookingStatus?: (typeof bookings.$inferSelect)['status'];
}

const paymentView = { payment: payments, roomTitle: rooms.title, bookingStatus: bookings.status };

/** The user's payments that took money (paid, refund pending, refunded), newest first, with the room title, in ONE query. */
export async function listUserPayments(db: Executor, userId: string): Promise<PaymentViewRow[]> {
  return db
    .select(paymentView)
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .where(and(eq(payments.userId, userId), inArray(payments.status, [...MONEY_PAYMENT_STATUSES])))
    .orderBy(sql`${payments.paidAt} desc nulls last`, desc(payments.createdAt));
}

/** One payment by tran_id with its room title, or undefined. */
export async function findPaymentView(db: Executor, tranId: string): Promise<PaymentViewRow | undefined> {
  const [row] = await db
    .select(paymentView)
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .where(eq(payments.tranId, tranId));
  return row;
}
