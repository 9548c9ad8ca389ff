/**
 * The periodic reconciliation job (DESIGN §3 sweeper, issue #4 item 4), an in-process timer
 * every JOB_INTERVAL_MS that is safe with several app instances: a run first takes a
 * PostgreSQL advisory lock and is skipped while another instance holds it.
 *
 * A run (runReconciliation, which tests call directly):
 * 1. asks the gateway about payments pending longer than RECONCILE_AFTER_MINUTES and confirms
 *    the paid ones through the callbacks' own confirmPayment, so a guest whose browser and
 *    IPN never came back is not lost;
 * 2. then flips lapsed holds to `expired` (their dates free at once) and fails the pending
 *    payments of released bookings, but only those the gateway has just reported unpaid;
 * 3. refunds paid payments whose booking could not be kept and whose immediate refund
 *    failed (modules/payments/auto-refund.ts).
 */
import type { App } from '../app.ts';
import { refundOrphanedPayments } from '../modules/payments/auto-refund.ts';
import { confirmPayment } from '../modules/payments/payments.service.ts';
import { isPaidGatewayStatus } from '../modules/payments/payment-checks.ts';
import {
  expireLapsedHolds, failReleasedPendingPayments, listStalePendingPayments, tryAdvisoryXactLock,
} from '../modules/payments/reconciliation.repository.ts';
import { GatewayError } from './gateway/types.ts';

/** Advisory lock key of the job (any fixed bigint; "HBRECON" in spirit). */
export const RECONCILE_LOCK_KEY = 4_802_731_906;
/** Most pending payments asked about per run, so one run stays short. */
const MAX_PAYMENTS_PER_RUN = 200;

export interface ReconciliationReport {
  /** True when another run (this or another instance) held the lock: nothing was done. */
  isSkipped: boolean;
  confirmed: number;
  expiredHolds: number;
  failedPayments: number;
  /** Paid payments without a kept booking that were refunded. */
  refunded: number;
}

const runningApps = new WeakSet<object>();

/**
 * Runs `work` under the job lock, or returns null when it is taken. PGlite is embedded and
 * opened by one process only, so there an in-process guard is the whole story.
 */
async function withJobLock<T>(app: App, work: () => Promise<T>): Promise<T | null> {
  if (runningApps.has(app)) return null;
  runningApps.add(app);
  try {
    if (app.dbHandle.kind === 'pglite') return await work();
    // The transaction only carries the lock; the work runs on other pooled connections.
    return await app.db.transaction(async (tx) => ((await tryAdvisoryXactLock(tx, RECONCILE_LOCK_KEY)) ? work() : null));
  } finally {
    runningApps.delete(app);
  }
}

/** Step 1: confirms what the gateway reports paid; returns the count and the tran_ids it reports unpaid. */
async function confirmPaidAtGateway(app: App, now: Date) {
  const cutoff = new Date(now.getTime() - app.config.jobs.reconcileAfterMinutes * 60_000);
  const stale = await listStalePendingPayments(app.db, cutoff, MAX_PAYMENTS_PER_RUN);
  const unpaid: string[] = [];
  let confirmed = 0;
  for (const { tranId } of stale) {
    let paid: { valId: string } | undefined;
    try {
      const { elements } = await app.gateway.queryTransaction(tranId);
      paid = elements.find((e) => isPaidGatewayStatus(e.status) && e.valId);
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      app.log.warn({ err: error, tranId }, 'reconciliation: transaction query unavailable; payment left pending');
      continue;
    }
    if (!paid) {
      unpaid.push(tranId);
      continue;
    }
    const result = await confirmPayment(app, tranId, paid.valId, app.log);
    if (result.outcome === 'paid') confirmed += 1;
    else app.log.warn({ tranId, outcome: result.outcome }, 'reconciliation: gateway reports paid but the payment was not confirmed');
  }
  return { confirmed, unpaid };
}

/** One reconciliation run at `now` (tests pass a later `now` instead of waiting). */
export async function runReconciliation(app: App, now: Date = new Date()): Promise<ReconciliationReport> {
  const startedAt = performance.now();
  const seconds = () => (performance.now() - startedAt) / 1000;
  const report = await withJobLock(app, async () => {
    const { confirmed, unpaid } = await confirmPaidAtGateway(app, now);
    const expiredHolds = await expireLapsedHolds(app.db, now);
    const failedPayments = await failReleasedPendingPayments(app.db, unpaid);
    const refunded = await refundOrphanedPayments(app);
    return { isSkipped: false, confirmed, expiredHolds, failedPayments, refunded };
  }).catch((error: unknown) => {
    app.metrics.observeReconciliation('failed', seconds());
    throw error;
  });
  app.metrics.observeReconciliation(report ? 'done' : 'skipped', seconds());
  if (!report) return { isSkipped: true, confirmed: 0, expiredHolds: 0, failedPayments: 0, refunded: 0 };
  if (report.confirmed || report.expiredHolds || report.failedPayments || report.refunded) app.log.info(report, 'reconciliation run');
  return report;
}

/** Starts the timer when JOBS_ENABLED (unref'd: it never keeps the process alive); stops it on close. */
export async function registerJobs(app: App): Promise<void> {
  const { isEnabled, intervalMs } = app.config.jobs;
  if (!isEnabled) return;
  let current: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (current) return;
    current = runReconciliation(app)
      .catch((err: unknown) => app.log.error({ err }, 'reconciliation run failed'))
      .finally(() => { current = null; });
  }, intervalMs);
  timer.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await current;
  });
}
