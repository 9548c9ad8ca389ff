/**
 * What a cancellation step writes besides its own rows, in the same transaction (issue #13):
 * the audit entry and the e-mails (admins on a new request; the guest on the outcome). The
 * caller kicks the e-mail queue once the transaction committed.
 */
import type { Executor } from '../../db/client.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { enqueueEmails } from '../emails/emails.service.ts';
import { approvalEmail, declineEmail, findStay, requestNotices } from '../emails/email-stays.ts';
import type { CancellationRow } from './cancellations.repository.ts';

/** A guest opened `request`: logged, and every admin is told. */
export async function recordCancellationRequested(tx: Executor, by: AuditActor, request: CancellationRow): Promise<void> {
  await recordAudit(tx, by, {
    action: 'cancellation.requested',
    objectType: 'booking',
    objectId: request.bookingId,
    before: { cStatus: null },
    after: { cStatus: 'processing', requestId: request.id, reason: request.reason },
  });
  const stay = await findStay(tx, request.bookingId);
  if (stay) await enqueueEmails(tx, await requestNotices(tx, stay, request));
}

/**
 * An admin resolved request `requestId` of `bookingId`: logged, and the guest is told
 * (approved: with the refund in integer poisha).
 */
export async function recordCancellationResolved(
  tx: Executor,
  by: AuditActor,
  resolution: { bookingId: string; requestId: string } & (
    { outcome: 'approved'; refundPoisha: number; tranId: string } | { outcome: 'declined'; reason: string | null }
  ),
): Promise<void> {
  const isApproved = resolution.outcome === 'approved';
  await recordAudit(tx, by, {
    action: isApproved ? 'cancellation.approved' : 'cancellation.declined',
    objectType: 'booking',
    objectId: resolution.bookingId,
    before: { cStatus: 'processing', requestStatus: 'pending' },
    after: {
      cStatus: resolution.outcome,
      requestStatus: 'resolved',
      requestId: resolution.requestId,
      ...(resolution.outcome === 'approved'
        ? { refundPoisha: resolution.refundPoisha, tranId: resolution.tranId }
        : { declineReason: resolution.reason }),
    },
  });
  const stay = await findStay(tx, resolution.bookingId);
  if (!stay) return;
  await enqueueEmails(tx, [
    resolution.outcome === 'approved' ? approvalEmail(stay, resolution.refundPoisha) : declineEmail(stay, resolution.reason),
  ]);
}
