/**
 * The periodic job's work (plugins/jobs.ts runs it under its lock; app.ts hands it in, since a
 * plugin never imports a module, decision 013): the checkout's reconciliation, then the
 * catch-up sweeps for the e-mails and audit entries of checkout events that a crash right after
 * the checkout's commit lost (decision 012), and, at most hourly, the deletion of room images no
 * room uses (issue 24). Returns the run's counts; throws database and storage errors.
 */
import type { AppContext } from './context.ts';
import { sweepMissedCheckoutAudit } from './modules/audit/missed-checkout-audit.ts';
import { reconcileCheckout } from './modules/checkout/reconcile.ts';
import { sweepMissedCheckoutEmails } from './modules/emails/missed-checkout-emails.ts';
import { sweepOrphanRoomImagesHourly } from './modules/uploads/orphan-room-images.ts';
import type { ReconciliationCounts } from './plugins/jobs.ts';

export async function runJobWork(app: AppContext, now: Date): Promise<ReconciliationCounts> {
  const counts = await reconcileCheckout(app, now);
  const recoveredRecords = (await sweepMissedCheckoutEmails(app, now)) + (await sweepMissedCheckoutAudit(app, now));
  const deletedOrphanImages = await sweepOrphanRoomImagesHourly(app, now);
  return { ...counts, recoveredRecords, deletedOrphanImages };
}
