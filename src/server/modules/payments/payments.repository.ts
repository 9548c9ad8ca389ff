/**
 * Drizzle access for payments (DESIGN §3). The only module file that speaks SQL. Write
 * methods take a transaction and are conditional on the current status, so a replayed
 * or concurrent callback changes nothing.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, payments, rooms, user } from '../../db/schema.ts';

export type PaymentRow = typeof payments.$inferSelect;

/** Gateway facts recorded when a payment is confirmed. */
export type PaidFields = Pick<
  typeof payments.$inferInsert,
  'valId' | 'bankTranId' | 'cardType' | 'bankGw' | 'tranDate' | 'currencyType' | 'riskLevel' | 'gatewayValidation'
>;

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
  const [row] = await db.select({
    payment: payments,
    bookingId: bookings.id,
    bookingStatus: bookings.status,
    roomId: bookings.roomId,
    startDate: bookings.startDate,
    endDate: bookings.endDate,
    roomTitle: rooms.title,
    guestName: user.name,
    guestEmail: user.email,
  }).from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .innerJoin(user, eq(user.id, payments.userId))
    .where(eq(payments.tranId, tranId));
  return row;
}

/** pending → paid with the gateway's facts. Returns the updated row, or undefined if it was not pending. */
export async function markPaymentPaid(tx: Executor, tranId: string, fields: PaidFields): Promise<PaymentRow | undefined> {
  const [row] = await tx.update(payments)
    .set({ ...fields, status: 'paid', paidAt: sql`now()` })
    .where(and(eq(payments.tranId, tranId), eq(payments.status, 'pending')))
    .returning();
  return row;
}

/**
 * Marks the booking paid and ends its hold. A lapsed hold (`expired`) may be revived; the
 * exclusion constraint throws SQLSTATE 23P01 if someone else took the dates meanwhile.
 * Returns false when the booking is in no state to be paid (e.g. cancelled).
 */
export async function markBookingPaid(tx: Executor, bookingId: string): Promise<boolean> {
  const rows = await tx.update(bookings)
    .set({ status: 'paid', holdExpiresAt: null })
    .where(and(eq(bookings.id, bookingId), inArray(bookings.status, ['held', 'expired', 'paid'])))
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/** pending → failed. Returns the updated row, or undefined if it was not pending. */
export async function markPaymentFailed(tx: Executor, tranId: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.update(payments)
    .set({ status: 'failed' })
    .where(and(eq(payments.tranId, tranId), eq(payments.status, 'pending')))
    .returning();
  return row;
}

/** held → expired, releasing the dates at once. */
export async function expireHeldBooking(tx: Executor, bookingId: string): Promise<void> {
  await tx.update(bookings)
    .set({ status: 'expired', holdExpiresAt: null })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'held')));
}

export interface PaymentViewRow {
  payment: PaymentRow;
  roomTitle: string;
}

const paymentView = { payment: payments, roomTitle: rooms.title };

/** The user's completed payments (paid or refunded), newest first, with the room title, in ONE query. */
export async function listUserPayments(db: Executor, userId: string): Promise<PaymentViewRow[]> {
  return db.select(paymentView).from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .where(and(eq(payments.userId, userId), inArray(payments.status, ['paid', 'refunded'])))
    .orderBy(sql`${payments.paidAt} desc nulls last`, desc(payments.createdAt));
}

/** One payment by tran_id with its room title, or undefined. */
export async function findPaymentView(db: Executor, tranId: string): Promise<PaymentViewRow | undefined> {
  const [row] = await db.select(paymentView).from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .where(eq(payments.tranId, tranId));
  return row;
}
