/**
 * E-mails of checkout events (decision 024: read from the outbox once committed, exactly once):
 * the booking confirmation on payment-confirmed when the stay was kept, and the automatic-refund
 * notice on refund-accepted for a late payment, and the receipt of money taken at the desk
 * (issue 27), the guest's notice of new dates and the final invoice at check-out (issue 28). The rows are queued in the delivery's
 * transaction, and the sender is kicked once it committed. The cancellation outcome is queued by
 * the cancellations module, in the transaction that resolves the request.
 */
import type { Executor } from '../../db/client.ts';
import type { OutboxConsumer } from '../../db/outbox.ts';
import { checkoutConsumer, type CheckoutEvent } from '../checkout/checkout-events.ts';
import type { EmailToQueue } from './email-kinds.ts';
import { enqueueEmails } from './email-outbox.repository.ts';
import {
  approvalEmail,
  autoRefundEmail,
  confirmationEmail,
  deskReceiptEmail,
  findStay,
  stayChangedEmail,
  stayInvoiceEmail,
} from './email-stays.ts';

async function emailsOf(tx: Executor, event: CheckoutEvent): Promise<EmailToQueue[]> {
  // Issue 28: a cancellation by staff tells the guest like an approved one, with its refund.
  if (event.type === 'cancelled-by-staff') {
    const stay = await findStay(tx, event.bookingId);
    return stay ? [approvalEmail(stay, event.refundPoisha)] : [];
  }
  if (event.type === 'desk-payment-taken') {
    const stay = await findStay(tx, event.bookingId);
    return stay ? [deskReceiptEmail(stay, event)] : [];
  }
  // Issue 28: new dates set by staff (a phone call, an extension at the desk).
  if (event.type === 'stay-changed') {
    const stay = await findStay(tx, event.bookingId);
    return stay ? [stayChangedEmail(stay, event)] : [];
  }
  // Issue 28: the final invoice at check-out.
  if (event.type === 'guest-checked-out') {
    const stay = await findStay(tx, event.bookingId);
    return stay ? [stayInvoiceEmail(stay, event.totalPoisha)] : [];
  }
  const isWanted =
    (event.type === 'payment-confirmed' && event.isStayKept) || (event.type === 'refund-accepted' && event.reason === 'late-payment');
  if (!isWanted) return [];
  const stay = await findStay(tx, event.bookingId);
  if (!stay) return [];
  return event.type === 'refund-accepted' ? [autoRefundEmail(stay, event.refundId, event.amountPoisha)] : [confirmationEmail(stay)];
}

/** The e-mails' outbox consumer (app.ts hands it to plugins/outbox.ts); `kickSender` starts a send run after commit. */
export function emailConsumer(kickSender: () => void): OutboxConsumer {
  return checkoutConsumer(
    'emails',
    async (tx, event) => {
      await enqueueEmails(tx, await emailsOf(tx, event));
    },
    kickSender,
  );
}
