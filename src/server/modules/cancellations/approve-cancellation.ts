/**
 * Approving a cancellation (docs/product/states.md#cancellation-request: "Approval also refunds"; issue #4).
 * The money goes back through the checkout module (checkout.service.ts requestRefund): it persists
 * the refund intent, asks the gateway, and records the accepted refund in one transaction with
 * the approveCancellation transition (booking and request) and the audit entry and e-mail. The pending request is claimed before, so two approvals
 * refund once.
 */
import type { AppContext } from '../../context.ts';
import { AppError, forbidden } from '../../errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { releaseCancellationClaim, requestRefund, resolveCancellation } from '../checkout/checkout.service.ts';
import { recordCancellationResolved } from './cancellation-records.ts';
import { claimForApproval } from './cancellations.repository.ts';
import { alreadyResolved, beingApproved, findRequestOf } from './cancellations.service.ts';

/** Why a desk-paid booking's cancellation cannot be approved here (issue 27). */
export const DESK_PAID_NOT_REFUNDABLE =
  'This booking was paid at the front desk, so it cannot be refunded through the payment gateway. Cancel it at the desk and refund the guest there.';

export interface ApproveInput {
  bookingId: string;
  transactionId: string;
  adminId: string;
  requestId: string;
}

/**
 * POST /approve-cancelation/:bookingId/:transactionId/:adminId/:requestId. Refunds the whole
 * payment (integer poisha) and records it. Throws 403 (adminId is not the caller), 404/400
 * (unknown or mismatched ids), 409 (resolved, being approved, payment not refundable),
 * 502 with the gateway's reason when the refund is refused (then nothing has changed), or when
 * its outcome is unknown (then the job records it once the gateway reports it).
 */
export async function approveCancellation(
  app: AppContext,
  admin: SessionUser,
  input: ApproveInput,
  ip: string | null = null,
): Promise<void> {
  if (input.adminId !== admin.id) throw forbidden();
  const row = await findRequestOf(app, input.requestId, input.bookingId, input.transactionId);
  if (row.request.status !== 'pending') throw alreadyResolved();
  const { payment } = row;
  const notRefundable = () => new AppError('NOT_REFUNDABLE', `The payment is ${payment.status} and cannot be refunded`);
  // Issue 27: money taken at the desk cannot go back through the gateway; staff cancel such stays with a cash refund (issue 28).
  if (payment.method !== 'gateway') throw new AppError('NOT_REFUNDABLE', DESK_PAID_NOT_REFUNDABLE);
  if (payment.status !== 'paid' || !payment.bankTranId) throw notRefundable();
  if (!(await claimForApproval(app.db, input.requestId, admin.id))) {
    const fresh = await findRequestOf(app, input.requestId, input.bookingId);
    throw fresh.request.status === 'resolved' ? alreadyResolved() : beingApproved();
  }

  const result = await requestRefund(app, {
    paymentId: payment.id,
    reason: 'cancellation',
    requestedBy: admin.id,
    remarks: `Cancellation approved for booking ${input.bookingId}`,
    onAccepted: async (tx) => {
      const resolution = {
        transition: 'approveCancellation',
        bookingId: input.bookingId,
        requestId: input.requestId,
        adminId: admin.id,
      } as const;
      if (!(await resolveCancellation(tx, resolution))) throw alreadyResolved();
      await recordCancellationResolved(
        tx,
        { actor: admin.id, ip },
        {
          bookingId: input.bookingId,
          requestId: input.requestId,
          outcome: 'approved',
          refundPoisha: payment.amountPoisha,
          tranId: payment.tranId,
        },
      );
    },
  });
  if (result.outcome === 'accepted') {
    app.emailQueue.kick();
    return;
  }
  if (result.outcome === 'refused' || result.outcome === 'not-refundable') {
    await releaseCancellationClaim(app.db, input.requestId);
    if (result.outcome === 'not-refundable') throw notRefundable();
    throw new AppError('REFUND_REFUSED', result.message);
  }
  // The gateway may have refunded: keep the claim (no second refund); the job records it.
  throw new AppError('REFUND_UNCONFIRMED', 'The gateway has not confirmed the refund yet; it will be recorded as soon as it does');
}
