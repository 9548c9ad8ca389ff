/**
 * The periodic reconciliation job (docs/architecture.md#data, issues #4 and #8), an in-process timer
 * every JOB_INTERVAL_MS that is safe with several app instances: a run first takes a
 * PostgreSQL advisory lock and is skipped while another instance holds it. The work itself
 * (asking the gateway, expiring holds, late payments, refunds and their recovery) belongs to
 * the checkout module (modules/checkout/reconcile.ts), followed by the orphan-image sweep;
 * app.ts composes them and hands them to registerJobs:
 * this plugin never imports a module (decision 013).
 */
import type { FastifyInstance } from 'fastify';
import { tryAdvisoryXactLock } from '../db/advisory-lock.ts';
import type { AppContext } from '../context.ts';

/** What one reconciliation run did (the checkout module's reconcileCheckout counts it). */
export interface ReconciliationCounts {
  confirmed: number;
  /** Late payments (we had closed them) the gateway reported paid: reinstated or refunded. */
  latePayments: number;
  expiredHolds: number;
  failedPayments: number;
  refunded: number;
  recoveredRefunds: number;
  /** Uploaded room images no room used, deleted after their grace period (issue 24). */
  deletedOrphanImages: number;
  /** Guest register records whose ID, passport and visa numbers were blanked (issue 28 retention). */
  purgedGuestIds: number;
}

/** The reconciliation work of one run at `now` (the checkout module's reconcileCheckout). */
export type ReconciliationWork = (app: AppContext, now: Date) => Promise<ReconciliationCounts>;

type JobApp = AppContext & Pick<FastifyInstance, 'metrics'>;

/** Advisory lock key of the job (any fixed bigint; "HBRECON" in spirit). */
export const RECONCILE_LOCK_KEY = 4_802_731_906;

export interface ReconciliationReport extends ReconciliationCounts {
  /** True when another run (this or another instance) held the lock: nothing was done. */
  isSkipped: boolean;
}

const runningApps = new WeakSet<object>();
const works = new WeakMap<object, ReconciliationWork>();

/**
 * Runs `work` under the job lock, or returns null when it is taken. PGlite is embedded and
 * opened by one process only, so there an in-process guard is the whole story.
 */
async function withJobLock<T>(app: JobApp, work: () => Promise<T>): Promise<T | null> {
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

/** One reconciliation run at `now` (tests pass a later `now` instead of waiting). */
export async function runReconciliation(app: JobApp, now: Date = new Date()): Promise<ReconciliationReport> {
  const work = works.get(app);
  if (!work) throw new Error('runReconciliation: registerJobs has not given this app its work');
  const startedAt = performance.now();
  const seconds = () => (performance.now() - startedAt) / 1000;
  const counts = await withJobLock(app, () => work(app, now)).catch((error: unknown) => {
    app.metrics.observeReconciliation('failed', seconds());
    throw error;
  });
  app.metrics.observeReconciliation(counts ? 'done' : 'skipped', seconds(), counts ?? undefined);
  if (!counts) {
    return {
      isSkipped: true,
      confirmed: 0,
      latePayments: 0,
      expiredHolds: 0,
      failedPayments: 0,
      refunded: 0,
      recoveredRefunds: 0,
      deletedOrphanImages: 0,
      purgedGuestIds: 0,
    };
  }
  if (Object.values(counts).some((n) => n > 0)) app.log.info(counts, 'reconciliation run');
  return { isSkipped: false, ...counts };
}

/**
 * Gives `app` its reconciliation `work` (runReconciliation runs it), and starts the timer when
 * JOBS_ENABLED (unref'd: it never keeps the process alive); stops it on close.
 */
export async function registerJobs(app: FastifyInstance, work: ReconciliationWork): Promise<void> {
  works.set(app, work);
  const { isEnabled, intervalMs } = app.config.jobs;
  if (!isEnabled) return;
  let current: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (current) return;
    current = runReconciliation(app)
      .catch((err: unknown) => app.log.error({ err }, 'reconciliation run failed'))
      .finally(() => {
        current = null;
      });
  }, intervalMs);
  timer.unref();
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await current;
  });
}
