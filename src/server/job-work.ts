/**
 * The periodic job's work (plugins/jobs.ts runs it under its lock; app.ts hands it in, since a
 * plugin never imports a module, decision 013): the checkout's reconciliation and, at most
 * hourly, the deletion of room images no room uses (issue 24), and the guest register's retention
 * rule (issue 28). E-mails and audit entries need no
 * catch-up here: they come from the outbox (decision 024). Returns the run's counts; throws
 * database and storage errors.
 */
import type { AppContext } from './context.ts';
import { reconcileCheckout } from './modules/checkout/reconcile.ts';
import { purgeExpiredGuestIds } from './modules/front-desk/stays.service.ts';
import { sweepOrphanRoomImagesHourly } from './modules/uploads/orphan-room-images.ts';
import type { ReconciliationCounts } from './plugins/jobs.ts';

export async function runJobWork(app: AppContext, now: Date): Promise<ReconciliationCounts> {
  const counts = await reconcileCheckout(app, now);
  const deletedOrphanImages = await sweepOrphanRoomImagesHourly(app, now);
  // Issue 28: the guest register's ID numbers are kept GUEST_ID_RETENTION_DAYS after check-out.
  const purgedGuestIds = await purgeExpiredGuestIds(app, now);
  return { ...counts, deletedOrphanImages, purgedGuestIds };
}
