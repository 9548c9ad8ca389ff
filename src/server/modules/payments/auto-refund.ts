/**
 * Automatic refunds of money we took without a room to give for it: a payment confirmed
 * after its hold lapsed and its dates were taken (payments.service.ts "conflict"). The
 * guest is told the payment failed (SPEC §2 overlay), so the money must go back unasked.
 * Tried at once when the conflict is found, and again by the reconciliation job
 * (plugins/jobs.ts) while the gateway refuses or cannot be reached.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { App } from '../../app.ts';
import { GatewayError } from '../../plugins/gateway/types.ts';
import { recordRefund } from '../cancellations/cancellations.repository.ts';
import { claimOrphanedPayment, listOrphanedPayments, releaseOrphanClaim } from './auto-refund.repository.ts';

/** Most orphaned payments refunded per job run, so one run stays short. */
const MAX_REFUNDS_PER_RUN = 50;

/**
 * Refunds payment `paymentId` in full (integer poisha) when it is paid and its booking holds
 * no dates; records it with `requestedBy` null (no admin asked). Returns true when refunded.
 * Never throws for gateway failures (the claim is released for a retry); a database failure
 * after the gateway accepted keeps the claim, so the money is never sent back twice.
 */
export async function refundOrphanedPayment(app: App, paymentId: string, log: FastifyBaseLogger): Promise<boolean> {
  const payment = await claimOrphanedPayment(app.db, paymentId);
  if (!payment) return false;
  if (!payment.bankTranId) {
    log.error({ tranId: payment.tranId }, 'automatic refund impossible: no bank_tran_id; refund by hand');
    return false;
  }
  let refund: Awaited<ReturnType<App['gateway']['initiateRefund']>>;
  try {
    refund = await app.gateway.initiateRefund({
      bankTranId: payment.bankTranId, amountPoisha: payment.amountPoisha, refeId: payment.id,
      remarks: `Paid after the hold lapsed; booking ${payment.bookingId} could not be kept`,
    });
  } catch (error) {
    await releaseOrphanClaim(app.db, payment.id);
    if (!(error instanceof GatewayError)) throw error;
    log.warn({ err: error, tranId: payment.tranId }, 'automatic refund refused or unreachable; the job retries');
    return false;
  }
  try {
    await app.db.transaction(async (tx) => {
      const isRecorded = await recordRefund(tx, { paymentId: payment.id, amountPoisha: payment.amountPoisha, requestedBy: null, refund });
      if (!isRecorded) throw new Error('payment was no longer paid');
    });
  } catch (error) {
    log.error({ err: error, tranId: payment.tranId, refundRefId: refund.refundRefId },
      'automatic refund accepted by the gateway but not recorded: fix the records by hand');
    return false;
  }
  log.info({ tranId: payment.tranId, refundRefId: refund.refundRefId }, 'payment refunded automatically');
  return true;
}

/** Job step: retries every orphaned payment not yet claimed. Returns how many were refunded. */
export async function refundOrphanedPayments(app: App): Promise<number> {
  let refunded = 0;
  for (const { id } of await listOrphanedPayments(app.db, MAX_REFUNDS_PER_RUN)) {
    if (await refundOrphanedPayment(app, id, app.log)) refunded += 1;
  }
  return refunded;
}
