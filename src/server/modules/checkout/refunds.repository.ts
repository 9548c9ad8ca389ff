/**
 * Refund intents and their outcome as Drizzle statements (checkout-states.ts): a `requesting`
 * refund row is written, with the payment's refund claim, BEFORE the gateway is asked;
 * the answer (or the job's later look-up) settles it. Our row id is the refund's own key at the
 * gateway (refund_trans_id / refe_id), so a lost answer can be found again, never re-sent.
 */
import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, payments, refunds } from '../../db/schema.ts';
import { PAYMENT_TRANSITIONS as P, REFUND_REQUESTING, UNKEPT_BOOKING_STATUSES } from './checkout-states.ts';
import { unkeptBookingIds } from './transitions.repository.ts';

export type RefundRow = typeof refunds.$inferSelect;

/** What a refund request needs of its payment. */
export interface RefundablePayment {
  id: string;
  tranId: string;
  bookingId: string;
  bankTranId: string | null;
  amountPoisha: number;
}

const refundableColumns = {
  id: payments.id,
  tranId: payments.tranId,
  bookingId: payments.bookingId,
  bankTranId: payments.bankTranId,
  amountPoisha: payments.amountPoisha,
};

/**
 * The refund intent: payment paid and unclaimed (for a late payment also without a kept booking)
 * gets its refund claim, and a `requesting` refund row with id `refundId` is written. Only a
 * gateway payment qualifies (a desk payment is refunded by hand, issue 28). Returns
 * the payment, or undefined (writing nothing) when it is in no such state.
 */
export async function beginRefund(
  tx: Executor,
  input: { paymentId: string; refundId: string; requestedBy: string | null; isLatePayment: boolean },
): Promise<RefundablePayment | undefined> {
  const [payment] = await tx
    .update(payments)
    .set({ refundClaimedAt: sql`now()` })
    .where(
      and(
        eq(payments.id, input.paymentId),
        eq(payments.status, 'paid'),
        // Issue 27: money taken at the desk never went through the gateway, so it cannot come back through it.
        eq(payments.method, 'gateway'),
        isNull(payments.refundClaimedAt),
        input.isLatePayment ? inArray(payments.bookingId, unkeptBookingIds(tx)) : undefined,
      ),
    )
    .returning(refundableColumns);
  if (!payment) return undefined;
  await tx.insert(refunds).values({
    id: input.refundId,
    paymentId: payment.id,
    amountPoisha: payment.amountPoisha,
    status: REFUND_REQUESTING,
    requestedBy: input.requestedBy,
  });
  return payment;
}

/** acceptRefund: the `requesting` row gets the gateway's reference and status; the payment → refunded. */
export async function acceptRefund(
  tx: Executor,
  refundId: string,
  answer: { refundRefId: string; status: string; raw: unknown },
): Promise<RefundRow | undefined> {
  const [row] = await tx
    .update(refunds)
    .set({ refundRefId: answer.refundRefId, status: answer.status || 'success', gatewayAnswer: answer.raw })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, REFUND_REQUESTING)))
    .returning();
  if (!row) return undefined;
  await tx
    .update(payments)
    .set({ status: P.acceptRefund.to, refundedAt: sql`now()` })
    .where(and(eq(payments.id, row.paymentId), inArray(payments.status, [...P.acceptRefund.from])));
  return row;
}

/**
 * The gateway surely did not refund (it refused, or never got the request): the intent is
 * dropped and the payment's claim released, for a later retry.
 */
export async function abandonRefund(tx: Executor, refundId: string): Promise<boolean> {
  const [row] = await tx
    .delete(refunds)
    .where(and(eq(refunds.id, refundId), eq(refunds.status, REFUND_REQUESTING)))
    .returning();
  if (!row) return false;
  await tx
    .update(payments)
    .set({ refundClaimedAt: null })
    .where(and(eq(payments.id, row.paymentId), eq(payments.status, 'paid')));
  return true;
}

/** Paid, unclaimed payments whose booking holds no dates: money owed back (oldest first, at most `limit`). */
export async function listOrphanedPayments(db: Executor, limit: number): Promise<RefundablePayment[]> {
  return db
    .select(refundableColumns)
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(eq(payments.status, 'paid'), isNull(payments.refundClaimedAt), inArray(bookings.status, [...UNKEPT_BOOKING_STATUSES])))
    .orderBy(asc(payments.paidAt))
    .limit(limit);
}

/** `requesting` refunds asked before `before` whose answer never got recorded (oldest first). */
export async function listUnsettledRefunds(db: Executor, before: Date, limit: number) {
  return db
    .select({ refund: refunds, tranId: payments.tranId, bookingId: payments.bookingId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(eq(refunds.status, REFUND_REQUESTING), lte(refunds.createdAt, before)))
    .orderBy(asc(refunds.createdAt))
    .limit(limit);
}

/** The payment's newest refund, or undefined. */
export async function findLatestRefund(db: Executor, paymentId: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(desc(refunds.createdAt)).limit(1);
  return row;
}
