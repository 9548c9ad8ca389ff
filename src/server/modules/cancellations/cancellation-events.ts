/**
 * The cancellations' outbox consumer (decision 024). An approval whose refund answer was lost is
 * finished by the job: checkout records the refund and the approveCancellation transition
 * (booking and request) in one transaction with its `cancellation-approved` event, marked
 * `isRecovered`. Delivered here exactly once, that event writes the approval's audit entry and
 * the guest's e-mail, by the same function an approval answered at once uses in its own
 * transaction (where the event is not marked, and there is nothing left to do).
 */
import type { Executor } from '../../db/client.ts';
import type { OutboxConsumer } from '../../db/outbox.ts';
import { checkoutConsumer, type CheckoutEvent } from '../checkout/checkout-events.ts';
import { SYSTEM } from '../audit/audit.service.ts';
import { recordCancellationResolved } from './cancellation-records.ts';
import { findApprovedRequestOfBooking } from './cancellations.repository.ts';

async function finishApproval(tx: Executor, event: CheckoutEvent): Promise<void> {
  if (event.type !== 'cancellation-approved' || !event.isRecovered) return;
  const requestId = await findApprovedRequestOfBooking(tx, event.bookingId);
  if (!requestId) return;
  await recordCancellationResolved(tx, event.adminId ? { actor: event.adminId, ip: null } : SYSTEM, {
    bookingId: event.bookingId,
    requestId,
    outcome: 'approved',
    refundPoisha: event.amountPoisha,
    tranId: event.tranId,
  });
}

/** The consumer app.ts hands to plugins/outbox.ts; `kickSender` starts an e-mail run after commit. */
export function cancellationConsumer(kickSender: () => void): OutboxConsumer {
  return checkoutConsumer('cancellations', finishApproval, (events) => {
    if (events.some((e) => e.type === 'cancellation-approved')) kickSender();
  });
}
