/**
 * E-mails of checkout events (issue #8's onCheckoutEvent, after commit): the booking
 * confirmation on payment-confirmed (only when the stay was kept), the automatic-refund notice
 * on refund-accepted for a late payment, and the approval on cancellation-approved (already
 * queued in the approval's own transaction; this catches the job's recovered approvals — the
 * key makes it one e-mail either way). Tracked as background tasks so tests can await them.
 */
import type { FastifyInstance } from 'fastify';
import { onCheckoutEvent, type CheckoutEvent } from '../checkout/checkout-events.ts';
import type { EmailToQueue } from './email-kinds.ts';
import { enqueueEmails } from './email-outbox.repository.ts';
import { approvalEmail, autoRefundEmail, confirmationEmail, findStay } from './email-stays.ts';

async function emailsOf(app: FastifyInstance, event: CheckoutEvent): Promise<EmailToQueue[]> {
  const isWanted =
    event.type === 'payment-confirmed' ||
    event.type === 'cancellation-approved' ||
    (event.type === 'refund-accepted' && event.reason === 'late-payment');
  if (!isWanted) return [];
  const stay = await findStay(app.db, event.bookingId);
  if (!stay) return [];
  switch (event.type) {
    case 'payment-confirmed':
      return stay.bookingStatus === 'paid' ? [confirmationEmail(stay)] : [];
    case 'cancellation-approved':
      return [approvalEmail(stay, event.amountPoisha)];
    case 'refund-accepted':
      return [autoRefundEmail(stay, event.refundId, event.amountPoisha)];
    default:
      return [];
  }
}

export function subscribeEmailsToCheckout(app: FastifyInstance): void {
  onCheckoutEvent(app, (event) => {
    const work = emailsOf(app, event).then(async (emails) => {
      if ((await enqueueEmails(app.db, emails)) > 0) app.emailQueue.kick();
    });
    app.backgroundTasks.run(work, (err) => app.log.error({ err, event: event.type }, 'e-mail of a checkout event not queued'));
  });
}
