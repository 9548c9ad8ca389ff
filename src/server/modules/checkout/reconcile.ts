/**
 * The reconciliation job's work (plugins/jobs.ts runs it under its lock), in bounded batches,
 * least recently asked / oldest first, so a pile of stuck payments cannot starve it:
 * 1. asks the gateway (transaction query) about pending payments older than
 *    RECONCILE_AFTER_MINUTES and about failed/cancelled ones of the last LATE_WATCH_HOURS:
 *    paid → confirmPayment (a late payment is reinstated or refunded); FAILED/CANCELLED at the
 *    gateway → the pending payment fails and its hold is released;
 * 2. expires lapsed holds and fails the pending payments of released stays the gateway has just
 *    reported unpaid;
 * 3. records refunds whose answer was lost (looked up at the gateway), then refunds money owed back.
 */
import type { AppContext } from '../../context.ts';
import { GatewayError } from '../../plugins/gateway/types.ts';
import { isPaidGatewayStatus } from './payment-checks.ts';
import { recordCheckoutEvents } from './checkout-events.ts';
import { findPaymentContext, listPaymentsToCheck } from './checkout-queries.repository.ts';
import { confirmPayment } from './confirm-payment.ts';
import { failPaymentVerified } from './holds.ts';
import type { ReconciliationCounts } from '../../plugins/jobs.ts';
import { recoverUnsettledRefunds, refundOrphanedPayments } from './refunds.ts';
import { expireLapsedHolds, failReleasedPendingPayments, markGatewayChecked } from './transitions.repository.ts';

/** Most payments asked about, and most holds expired, per run. */
const BATCH = 200;
/** How long a failed or cancelled payment is still watched for money arriving on its gateway page. */
const LATE_WATCH_HOURS = 24;

export type { ReconciliationCounts };

/** Step 1. Returns the counts and the pending tran_ids the gateway reports unpaid. */
async function askGateway(app: AppContext, now: Date) {
  const toCheck = await listPaymentsToCheck(app.db, {
    pendingBefore: new Date(now.getTime() - app.config.jobs.reconcileAfterMinutes * 60_000),
    watchSince: new Date(now.getTime() - LATE_WATCH_HOURS * 3_600_000),
    limit: BATCH,
  });
  const unpaid: string[] = [];
  const asked: string[] = [];
  let confirmed = 0;
  let latePayments = 0;
  let failed = 0;
  for (const { tranId, status } of toCheck) {
    let elements;
    try {
      ({ elements } = await app.gateway.queryTransaction(tranId));
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      app.log.warn({ err: error, tranId }, 'reconciliation: transaction query unavailable; left as it is');
      continue;
    }
    asked.push(tranId);
    const paid = elements.find((e) => isPaidGatewayStatus(e.status) && e.valId);
    if (paid) {
      const result = await confirmPayment(app, tranId, paid.valId, app.log);
      if (status !== 'pending' && result.outcome !== 'rejected') latePayments += 1;
      if (result.outcome === 'paid') confirmed += 1;
      else if (result.outcome === 'rejected')
        app.log.warn({ tranId, reason: result.reason }, 'reconciliation: gateway reports paid but it was not confirmed');
      continue;
    }
    if (status !== 'pending') continue;
    const isClosedAtGateway = elements.some((e) => ['FAILED', 'CANCELLED'].includes(e.status.toUpperCase()));
    const context = isClosedAtGateway ? await findPaymentContext(app.db, tranId) : undefined;
    if (context?.payment.status === 'pending' && (await failPaymentVerified(app, context))) failed += 1;
    else unpaid.push(tranId);
  }
  await markGatewayChecked(app.db, asked, now);
  return { confirmed, latePayments, failed, unpaid };
}

/** One run of the job's work at `now` (tests pass a later `now` instead of waiting). */
export async function reconcileCheckout(
  app: AppContext,
  now: Date,
): Promise<Omit<ReconciliationCounts, 'deletedOrphanImages' | 'purgedGuestIds'>> {
  const { confirmed, latePayments, failed, unpaid } = await askGateway(app, now);
  const { expired, failedReleased } = await app.db.transaction(async (tx) => {
    const expired = await expireLapsedHolds(tx, { now, limit: BATCH });
    const failedReleased = await failReleasedPendingPayments(tx, unpaid);
    await recordCheckoutEvents(tx, [
      ...expired.map((b) => ({ type: 'hold-expired' as const, tranId: b.tranId, bookingId: b.id })),
      ...failedReleased.map((p) => ({
        type: 'payment-failed' as const,
        tranId: p.tranId,
        bookingId: p.bookingId,
        reason: 'hold-expired' as const,
      })),
    ]);
    return { expired, failedReleased };
  });
  if (expired.length + failedReleased.length > 0) app.outbox.kick();
  const recoveredRefunds = await recoverUnsettledRefunds(app, now);
  const refunded = await refundOrphanedPayments(app);
  return {
    confirmed,
    latePayments,
    expiredHolds: expired.length,
    failedPayments: failed + failedReleased.length,
    refunded,
    recoveredRefunds,
  };
}
