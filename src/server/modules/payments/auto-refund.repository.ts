/**
 * Drizzle access for automatic refunds (auto-refund.ts): paid payments whose booking could
 * not be kept, and the claim that makes sure the gateway is asked for a refund only once.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, payments } from '../../db/schema.ts';
import { UNKEPT_BOOKING_STATUSES, unkeptBookingIds } from '../bookings/bookings.repository.ts';

export interface OrphanedPayment {
  id: string;
  tranId: string;
  bookingId: string;
  bankTranId: string | null;
  amountPoisha: number;
}

const orphanColumns = {
  id: payments.id, tranId: payments.tranId, bookingId: payments.bookingId,
  bankTranId: payments.bankTranId, amountPoisha: payments.amountPoisha,
};

/** Paid, unclaimed payments whose booking holds no dates (oldest first, at most `limit`). */
export async function listOrphanedPayments(db: Executor, limit: number): Promise<OrphanedPayment[]> {
  return db.select(orphanColumns).from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(and(eq(payments.status, 'paid'), isNull(payments.refundClaimedAt), inArray(bookings.status, [...UNKEPT_BOOKING_STATUSES])))
    .orderBy(asc(payments.paidAt))
    .limit(limit);
}

/**
 * Claims payment `paymentId` for an automatic refund (conditional UPDATE, race-safe): only a
 * paid, unclaimed payment whose booking holds no dates. Returns the payment, or undefined.
 */
export async function claimOrphanedPayment(db: Executor, paymentId: string): Promise<OrphanedPayment | undefined> {
  const [row] = await db.update(payments).set({ refundClaimedAt: sql`now()` })
    .where(and(
      eq(payments.id, paymentId), eq(payments.status, 'paid'), isNull(payments.refundClaimedAt),
      inArray(payments.bookingId, unkeptBookingIds(db)),
    ))
    .returning(orphanColumns);
  return row;
}

/** Gives the claim back after the gateway refused or could not be reached, so a later run retries. */
export async function releaseOrphanClaim(db: Executor, paymentId: string): Promise<void> {
  await db.update(payments).set({ refundClaimedAt: null })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'paid')));
}
