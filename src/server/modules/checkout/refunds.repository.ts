/**
 * Refund intents and their outcome as Drizzle statements (checkout-states.ts): a `requesting`
 * refund row is written, with the payment's refund claim, BEFORE the gateway is asked;
 * the answer (or the job's later look-up) settles it. Our row id is the refund's own key at the
 * gateway (refund_trans_id / refe_id), so a lost answer can be found again, never re-sent.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DeskPaymentMethod } from '#shared/schemas/inventory.ts';
import type { Executor } from '../../db/client.ts';
import { bookings, payments, refunds } from '../../db/schema.ts';
import type { RefundReason } from './checkout-events.ts';
import { PAYMENT_TRANSITIONS as P, REFUND_REQUESTING, UNKEPT_BOOKING_STATUSES } from './checkout-states.ts';
import { unkeptBookingIds } from './transitions.repository.ts';

export type RefundRow = typeof refunds.$inferSelect;

/** What a refund request needs of its payment (`amountPoisha`: the payment's whole amount). */
export interface RefundablePayment {
  id: string;
  tranId: string;
  bookingId: string;
  bankTranId: string | null;
  amountPoisha: number;
}

/** A begun refund's payment and `partPoisha`, the amount this refund asks for (issue 28: maybe a part). */
type BegunRefund = RefundablePayment & { partPoisha: number };

/** What is left of a payment to refund: its amount less what went back of it (poisha). */
const leftPoisha = sql<number>`(${payments.amountPoisha} - ${payments.refundedPoisha})`;

const refundableColumns = {
  id: payments.id,
  tranId: payments.tranId,
  bookingId: payments.bookingId,
  bankTranId: payments.bankTranId,
  amountPoisha: payments.amountPoisha,
};

/**
 * The refund intent: payment paid and unclaimed (for a late payment also without a kept booking),
 * with at least `amountPoisha` left (issue 28; default: all that is left, at least 1 poisha), gets
 * its refund claim, and a `requesting` refund row with id `refundId` for that part is written.
 * Only a gateway payment qualifies (a desk payment is refunded by hand, issue 28). Returns the
 * payment and the part, or undefined (writing nothing) when it is in no such state.
 */
export async function beginRefund(
  tx: Executor,
  input: {
    paymentId: string;
    refundId: string;
    requestedBy: string | null;
    isLatePayment: boolean;
    reason: RefundReason;
    amountPoisha?: number;
  },
): Promise<BegunRefund | undefined> {
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
        gte(leftPoisha, input.amountPoisha ?? 1),
        input.isLatePayment ? inArray(payments.bookingId, unkeptBookingIds(tx)) : undefined,
      ),
    )
    .returning({ ...refundableColumns, refundedPoisha: payments.refundedPoisha });
  if (!payment) return undefined;
  const { refundedPoisha, ...refundable } = payment;
  const partPoisha = input.amountPoisha ?? payment.amountPoisha - refundedPoisha;
  await tx.insert(refunds).values({
    id: input.refundId,
    paymentId: payment.id,
    amountPoisha: partPoisha,
    status: REFUND_REQUESTING,
    requestedBy: input.requestedBy,
    method: 'gateway',
    reason: input.reason,
  });
  return { ...refundable, partPoisha };
}

/** A settled refund row, and whether its payment is now refunded in full. */
export interface SettledRefund {
  refund: RefundRow;
  isPaymentRefunded: boolean;
}

/**
 * The payment gets `partPoisha` more refunded: refundPart while something is left (the claim is
 * released, so a later part can be asked), acceptRefund when it reaches the amount, as ONE
 * conditional UPDATE. The CHECK payments_refunded_within_amount refuses more than the amount.
 * Returns whether the payment is refunded in full, or undefined when it was not `paid`.
 */
async function addRefundedPart(tx: Executor, paymentId: string, partPoisha: number): Promise<boolean | undefined> {
  const refunded = sql`${payments.refundedPoisha} + ${partPoisha}`;
  const isFull = sql`${refunded} >= ${payments.amountPoisha}`;
  const [row] = await tx
    .update(payments)
    .set({
      refundedPoisha: sql`${refunded}`,
      status: sql`case when ${isFull} then ${P.acceptRefund.to} else ${P.refundPart.to} end::payment_status`,
      refundedAt: sql`case when ${isFull} then now() else ${payments.refundedAt} end`,
      refundClaimedAt: sql`case when ${isFull} then ${payments.refundClaimedAt} else null end`,
    })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, [...P.acceptRefund.from])))
    .returning({ status: payments.status });
  return row ? row.status === P.acceptRefund.to : undefined;
}

/**
 * acceptRefund / refundPart: the `requesting` row gets the gateway's reference and status; its
 * amount is added to the payment's refunded_poisha (refunded when that reaches the amount).
 */
export async function acceptRefund(
  tx: Executor,
  refundId: string,
  answer: { refundRefId: string; status: string; raw: unknown },
): Promise<SettledRefund | undefined> {
  const [row] = await tx
    .update(refunds)
    .set({ refundRefId: answer.refundRefId, status: answer.status || REFUND_SETTLED, gatewayAnswer: answer.raw })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, REFUND_REQUESTING)))
    .returning();
  if (!row) return undefined;
  const isPaymentRefunded = await addRefundedPart(tx, row.paymentId, row.amountPoisha);
  return { refund: row, isPaymentRefunded: isPaymentRefunded ?? true };
}

/** The status a settled refund row carries when the gateway names none, and a hand refund's. */
const REFUND_SETTLED = 'success';

/**
 * A refund by hand (issue 28): `partPoisha` of payment `paymentId` (paid, not being refunded at
 * the gateway, with that much left) handed back by `staffId` with `method`, recorded settled at
 * once. Returns the row and whether the payment is now refunded in full, or undefined (writing
 * nothing) when the payment is in no such state.
 */
export async function recordHandRefund(
  tx: Executor,
  input: { paymentId: string; partPoisha: number; method: DeskPaymentMethod; staffId: string; reason: RefundReason },
): Promise<(SettledRefund & { tranId: string; bookingId: string }) | undefined> {
  const [claimable] = await tx
    .select({ tranId: payments.tranId, bookingId: payments.bookingId })
    .from(payments)
    .where(
      and(
        eq(payments.id, input.paymentId),
        eq(payments.status, 'paid'),
        isNull(payments.refundClaimedAt),
        gte(leftPoisha, input.partPoisha),
      ),
    )
    .for('update');
  if (!claimable) return undefined;
  const isPaymentRefunded = await addRefundedPart(tx, input.paymentId, input.partPoisha);
  if (isPaymentRefunded === undefined) return undefined;
  const [refund] = await tx
    .insert(refunds)
    .values({
      paymentId: input.paymentId,
      amountPoisha: input.partPoisha,
      status: REFUND_SETTLED,
      requestedBy: input.staffId,
      method: input.method,
      reason: input.reason,
    })
    .returning();
  return { refund, isPaymentRefunded, ...claimable };
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

/** A kept payment of a booking (issue 28): paid, with what is left of it and whether a gateway refund holds its claim. */
export interface KeptPayment {
  id: string;
  method: (typeof payments.$inferSelect)['method'];
  leftPoisha: number;
  isClaimed: boolean;
}

/** The `paid` payments of booking `bookingId` with money left, newest first. */
export async function listKeptPayments(db: Executor, bookingId: string): Promise<KeptPayment[]> {
  const rows = await db
    .select({ id: payments.id, method: payments.method, leftPoisha: leftPoisha, claimedAt: payments.refundClaimedAt })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'paid'), gte(leftPoisha, 1)))
    .orderBy(desc(payments.paidAt), desc(payments.createdAt));
  return rows.map(({ claimedAt, ...row }) => ({ ...row, leftPoisha: Number(row.leftPoisha), isClaimed: claimedAt !== null }));
}
