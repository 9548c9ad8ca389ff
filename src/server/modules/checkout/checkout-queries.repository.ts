/** Reads of the checkout's own rows for the gateway's callbacks, the guest's calls and the reconciliation job. */
import { and, asc, eq, gte, inArray, lte, or, sql } from 'drizzle-orm';
import { selectPaymentView } from '../../db/booking-view.ts';
import type { Executor } from '../../db/client.ts';
import { bookings, payments, rooms, user } from '../../db/schema.ts';
import { UNPAID_CLOSED_STATUSES } from './checkout-states.ts';

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
  const [row] = await selectPaymentView(db, {
    payment: payments,
    bookingId: bookings.id,
    bookingStatus: bookings.status,
    roomId: bookings.roomId,
    startDate: bookings.startDate,
    endDate: bookings.endDate,
    roomTitle: rooms.title,
    guestName: user.name,
    guestEmail: user.email,
  }).where(eq(payments.tranId, tranId));
  return row;
}

/** A booking with its payment (same tran_id), room title and guest, by booking id or tran_id. */
export async function findCheckout(db: Executor, by: { bookingId: string } | { tranId: string }) {
  const [row] = await selectPaymentView(db, {
    booking: bookings,
    payment: payments,
    roomTitle: rooms.title,
    guestName: user.name,
    guestEmail: user.email,
  }).where(and('bookingId' in by ? eq(bookings.id, by.bookingId) : eq(bookings.tranId, by.tranId), eq(payments.tranId, bookings.tranId)));
  return row;
}

/**
 * Payments the job asks the gateway about, least recently asked first, at most `limit`: pending
 * ones older than `pendingBefore`, and failed/cancelled ones created since `watchSince` (money may
 * still arrive on their gateway page).
 */
export async function listPaymentsToCheck(db: Executor, options: { pendingBefore: Date; watchSince: Date; limit: number }) {
  return db
    .select({ tranId: payments.tranId, status: payments.status, bookingId: payments.bookingId })
    .from(payments)
    .where(
      or(
        and(eq(payments.status, 'pending'), lte(payments.createdAt, options.pendingBefore)),
        and(inArray(payments.status, [...UNPAID_CLOSED_STATUSES]), gte(payments.createdAt, options.watchSince)),
      ),
    )
    .orderBy(sql`${payments.gatewayCheckedAt} asc nulls first`, asc(payments.createdAt))
    .limit(options.limit);
}

/** One booking row by id, or undefined. */
export async function findBookingRow(db: Executor, id: string): Promise<typeof bookings.$inferSelect | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  return row;
}
