/**
 * Drizzle access for the reconciliation job (plugins/jobs.ts, issue #4): stale pending
 * payments, lapsed holds, and the job's cross-instance lock. Writes are conditional on the
 * current status, so a run racing a callback changes nothing twice.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, payments } from '../../db/schema.ts';
import { unkeptBookingIds } from '../bookings/bookings.repository.ts';

/**
 * Takes the transaction-scoped advisory lock `key`; false when another session holds it.
 * It is released when the transaction ends (commit, rollback or a dropped connection).
 */
export async function tryAdvisoryXactLock(tx: Executor, key: number): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`);
  const rows = (result as unknown as { rows: Array<{ locked: boolean }> }).rows;
  return rows[0]?.locked === true;
}

/** Pending payments created before `createdBefore`, oldest first, at most `limit`. */
export async function listStalePendingPayments(db: Executor, createdBefore: Date, limit: number) {
  return db.select({ tranId: payments.tranId, bookingId: payments.bookingId }).from(payments)
    .where(and(eq(payments.status, 'pending'), lte(payments.createdAt, createdBefore)))
    .orderBy(asc(payments.createdAt))
    .limit(limit);
}

/** Flips every hold that lapsed by `now` to `expired`, releasing its dates. Returns how many. */
export async function expireLapsedHolds(db: Executor, now: Date): Promise<number> {
  const rows = await db.update(bookings).set({ status: 'expired', holdExpiresAt: null })
    .where(and(eq(bookings.status, 'held'), lte(bookings.holdExpiresAt, now)))
    .returning({ id: bookings.id });
  return rows.length;
}

/**
 * pending → failed for `tranIds` (ones the gateway just reported unpaid) whose booking no
 * longer holds dates (expired or cancelled). Returns how many.
 */
export async function failReleasedPendingPayments(db: Executor, tranIds: string[]): Promise<number> {
  if (tranIds.length === 0) return 0;
  const rows = await db.update(payments).set({ status: 'failed' })
    .where(and(inArray(payments.tranId, tranIds), eq(payments.status, 'pending'), inArray(payments.bookingId, unkeptBookingIds(db))))
    .returning({ id: payments.id });
  return rows.length;
}
