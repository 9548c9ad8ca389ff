/**
 * Approving a cancellation (SPEC §4 Cancellation request: "Approval also refunds"; issue #4).
 * The money goes back first, through the gateway's refund API; only a refund the gateway
 * accepted is recorded, in one transaction with the payment, booking and request changes.
 * The pending request is claimed before the gateway call, so two approvals refund once.
 */
import type { App } from '../../app.ts';
import { AppError, forbidden } from '../../errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { GatewayError } from '../../plugins/gateway/types.ts';
import {
  claimForApproval, recordRefund, releaseApprovalClaim, resolveRequest, setBookingCancelStatus,
} from './cancellations.repository.ts';
import { alreadyResolved, beingApproved, findRequestOf } from './cancellations.service.ts';

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
 * 502 with the gateway's reason when the refund is refused (then nothing has changed).
 */
export async function approveCancellation(app: App, admin: SessionUser, input: ApproveInput): Promise<void> {
  if (input.adminId !== admin.id) throw forbidden();
  const row = await findRequestOf(app, input.requestId, input.bookingId, input.transactionId);
  if (row.request.status !== 'pending') throw alreadyResolved();
  const { payment } = row;
  if (payment.status !== 'paid' || !payment.bankTranId) {
    throw new AppError(409, 'NOT_REFUNDABLE', `The payment is ${payment.status} and cannot be refunded`);
  }
  if (!(await claimForApproval(app.db, input.requestId, admin.id))) {
    const fresh = await findRequestOf(app, input.requestId, input.bookingId);
    throw fresh.request.status === 'resolved' ? alreadyResolved() : beingApproved();
  }

  let refund: Awaited<ReturnType<App['gateway']['initiateRefund']>>;
  try {
    refund = await app.gateway.initiateRefund({
      bankTranId: payment.bankTranId, amountPoisha: payment.amountPoisha,
      remarks: `Cancellation approved for booking ${input.bookingId}`, refeId: input.requestId,
    });
  } catch (error) {
    await releaseApprovalClaim(app.db, input.requestId);
    if (!(error instanceof GatewayError)) throw error;
    app.log.warn({ err: error, tranId: payment.tranId, requestId: input.requestId }, 'refund refused by the gateway');
    throw new AppError(502, 'REFUND_REFUSED', error.message);
  }

  try {
    await app.db.transaction(async (tx) => {
      const isRecorded = await recordRefund(tx, { paymentId: payment.id, amountPoisha: payment.amountPoisha, requestedBy: admin.id, refund });
      if (!isRecorded) throw alreadyResolved();
      await setBookingCancelStatus(tx, input.bookingId, 'approved');
      if (!(await resolveRequest(tx, input.requestId, 'approved', admin.id))) throw alreadyResolved();
    });
  } catch (error) {
    // The money has gone back but our records disagree: keep the claim (no second refund) and shout.
    app.log.error({ err: error, tranId: payment.tranId, refundRefId: refund.refundRefId, requestId: input.requestId },
      'refund accepted by the gateway but not recorded: fix the records by hand');
    throw error;
  }
}
