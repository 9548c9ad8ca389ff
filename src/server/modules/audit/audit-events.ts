/**
 * Money movements in the audit log, from the checkout's events (issue #8 onCheckoutEvent,
 * after commit; the checkout module alone writes payments and refunds): payment confirmed,
 * refund requested / accepted / refused — automatic ones (late payments) marked
 * `automatic: true` — all recorded on their booking; and an unpaid hold that ran out (issue 24). An approval the job recorded after its
 * answer was lost is logged here too (an inline approval logged it in its own transaction).
 * Tracked as background tasks so tests can await them.
 */
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { auditLog } from '../../db/schema.ts';
import { onCheckoutEvent, type CheckoutEvent } from '../checkout/checkout-events.ts';
import { GATEWAY, recordAudit, SYSTEM } from './audit.repository.ts';

async function isApprovalLogged(app: FastifyInstance, bookingId: string): Promise<boolean> {
  const rows = await app.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(and(eq(auditLog.objectType, 'booking'), eq(auditLog.objectId, bookingId), eq(auditLog.action, 'cancellation.approved')))
    .limit(1);
  return rows.length > 0;
}

async function record(app: FastifyInstance, event: CheckoutEvent, at: Date): Promise<void> {
  const on = { objectType: 'booking', objectId: event.bookingId, at } as const;
  const { tranId } = event;
  switch (event.type) {
    case 'payment-confirmed':
      return recordAudit(app.db, GATEWAY, {
        ...on,
        action: 'payment.confirmed',
        before: { paymentStatus: event.isLate ? 'failed or cancelled' : 'pending' },
        after: { paymentStatus: 'paid', tranId, amountPoisha: event.amountPoisha, isLate: event.isLate },
      });
    case 'refund-requested':
    case 'refund-accepted':
    case 'refund-refused': {
      const money = {
        tranId,
        refundId: event.refundId,
        amountPoisha: event.amountPoisha,
        reason: event.reason,
        automatic: event.reason === 'late-payment',
      };
      if (event.type === 'refund-requested') {
        return recordAudit(app.db, event.requestedBy ? { actor: event.requestedBy, ip: null } : SYSTEM, {
          ...on,
          action: 'refund.requested',
          before: { paymentStatus: 'paid' },
          after: { paymentStatus: 'refund_pending', ...money },
        });
      }
      const isAccepted = event.type === 'refund-accepted';
      return recordAudit(app.db, GATEWAY, {
        ...on,
        action: isAccepted ? 'refund.accepted' : 'refund.refused',
        before: { paymentStatus: 'refund_pending' },
        after: isAccepted
          ? { paymentStatus: 'refunded', refundRefId: event.refundRefId, ...money }
          : { paymentStatus: 'paid', message: event.message, ...money },
      });
    }
    // Issue 24: an abandoned checkout leaves a trace; whoever ended it (job or next hold), the system did.
    case 'hold-expired':
      return recordAudit(app.db, SYSTEM, {
        ...on,
        action: 'hold.expired',
        before: { status: 'held' },
        after: { status: 'expired', tranId },
      });
    case 'cancellation-approved':
      if (await isApprovalLogged(app, event.bookingId)) return;
      return recordAudit(app.db, event.adminId ? { actor: event.adminId, ip: null } : SYSTEM, {
        ...on,
        action: 'cancellation.approved',
        before: { cStatus: 'processing' },
        after: { cStatus: 'approved', refundPoisha: event.amountPoisha, recoveredByJob: true },
      });
    default:
  }
}

/**
 * Writes each event's entry after the previous one's, so the log reads in the order the
 * checkout emitted its events: a refund's "requested" (which first looks up who asked) must
 * not land after its "refused" (seen as a flaky order in CI). A failed write does not stop
 * the chain.
 */
export function subscribeAuditToCheckout(app: FastifyInstance): void {
  let previous: Promise<unknown> = Promise.resolve();
  let lastAt = 0;
  onCheckoutEvent(app, (event) => {
    // Dated when the transition committed, not when this write got its turn: an approval logged
    // inline meanwhile must still read after the refund request that preceded it. Events of one
    // millisecond get the next ones, in the order emitted (the log orders by time).
    lastAt = Math.max(event.at.getTime(), lastAt + 1);
    const at = new Date(lastAt);
    const work = previous.then(() => record(app, event, at));
    previous = work.catch(() => undefined);
    app.backgroundTasks.run(work, (err) => app.log.error({ err, event: event.type }, 'audit entry of a checkout event not written'));
  });
}
