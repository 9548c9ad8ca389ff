/**
 * Refunds, exactly once across crashes (issue #8). The intent is persisted first (refund row
 * `requesting`, payment refund_pending), then the gateway is asked with our row id as the
 * refund's own key. A sure refusal drops the intent (the job retries); an answer we may have
 * lost (timeout, crash, failed write) leaves it `requesting`, and the job later finds the refund
 * at the gateway by tran_id and records it — it never sends a second request for that money.
 */
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { GatewayError } from '../../plugins/gateway/types.ts';
import { recordCheckoutEvents, type RefundReason } from './checkout-events.ts';
import {
  abandonRefund,
  acceptRefund,
  beginRefund,
  listOrphanedPayments,
  listUnsettledRefunds,
  type RefundRow,
} from './refunds.repository.ts';
import { resolveCancellation } from './transitions.repository.ts';

export type RefundOutcome =
  | { outcome: 'accepted'; refund: RefundRow }
  | { outcome: 'refused'; message: string }
  | { outcome: 'unknown'; message: string }
  | { outcome: 'not-refundable' };

/** Most refunds asked for, and most lost answers looked up, per job run. */
const REFUNDS_PER_RUN = 50;
/** A `requesting` refund younger than this may still be in flight (the client times out after 15 s). */
const UNSETTLED_AFTER_MS = 2 * 60_000;

export interface RefundRequest {
  paymentId: string;
  reason: RefundReason;
  /** The approving admin; null when nobody asked (late payment). */
  requestedBy: string | null;
  remarks: string;
  /** Issue 28: the part to refund (integer poisha); default all that is left of the payment. */
  amountPoisha?: number;
  /** Runs inside the transaction that records an accepted refund (e.g. the cancellation's own rows). */
  onAccepted?: (tx: Executor) => Promise<void>;
}

/**
 * Refunds payment `paymentId` through the gateway: `amountPoisha` of it (issue 28, a part) or all
 * that is left of it. Never sends a refund for a payment not in `paid` (unclaimed, with that much
 * left; for a late payment also without a kept booking): then `not-refundable`, nothing changed.
 * Throws only for database failures before the gateway call.
 */
export async function requestRefund(app: AppContext, input: RefundRequest): Promise<RefundOutcome> {
  const refundId = randomUUID();
  const isLatePayment = input.reason === 'late-payment';
  const refundFacts = (p: { tranId: string; bookingId: string; partPoisha: number }) => ({
    tranId: p.tranId,
    bookingId: p.bookingId,
    refundId,
    amountPoisha: p.partPoisha,
    reason: input.reason,
  });
  const payment = await app.db.transaction(async (tx) => {
    const begun = await beginRefund(tx, {
      paymentId: input.paymentId,
      refundId,
      requestedBy: input.requestedBy,
      isLatePayment,
      reason: input.reason,
      amountPoisha: input.amountPoisha,
    });
    if (begun) await recordCheckoutEvents(tx, [{ type: 'refund-requested', ...refundFacts(begun), requestedBy: input.requestedBy }]);
    return begun;
  });
  if (!payment) return { outcome: 'not-refundable' };
  app.outbox.kick();
  const base = refundFacts(payment);
  if (!payment.bankTranId) {
    app.log.error({ tranId: payment.tranId }, 'refund impossible without bank_tran_id: refund by hand (left refund_pending)');
    return { outcome: 'unknown', message: 'no bank_tran_id' };
  }

  let answer: Awaited<ReturnType<AppContext['gateway']['initiateRefund']>>;
  try {
    answer = await app.gateway.initiateRefund({
      bankTranId: payment.bankTranId,
      amountPoisha: payment.partPoisha,
      remarks: input.remarks,
      refeId: refundId,
      refundTransId: refundId,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (error instanceof GatewayError && !error.isOutcomeUnknown) {
      await app.db.transaction(async (tx) => {
        await abandonRefund(tx, refundId);
        await recordCheckoutEvents(tx, [{ type: 'refund-refused', ...base, message }]);
      });
      app.outbox.kick();
      app.log.warn({ err: error, tranId: payment.tranId }, 'refund refused by the gateway; the job retries');
      return { outcome: 'refused', message };
    }
    app.log.error(
      { err: error, tranId: payment.tranId, refundId },
      'refund outcome unknown: left requesting; the job looks it up at the gateway',
    );
    return { outcome: 'unknown', message };
  }
  return recordAccepted(app, { ...base, answer, requestedBy: input.requestedBy, onAccepted: input.onAccepted });
}

async function recordAccepted(
  app: AppContext,
  input: {
    refundId: string;
    tranId: string;
    bookingId: string;
    amountPoisha: number;
    reason: RefundReason;
    answer: { refundRefId: string; status: string; raw: unknown };
    /** Who asked for a cancellation's refund (its approval names them); null for late payments. */
    requestedBy: string | null;
    onAccepted?: (tx: Executor) => Promise<void>;
    /** The job recovered this refund after its answer was lost (recoverUnsettledRefunds). */
    isRecovered?: boolean;
  },
): Promise<RefundOutcome> {
  const { answer, onAccepted, requestedBy, isRecovered = false, ...base } = input;
  try {
    const refund = await app.db.transaction(async (tx) => {
      const settled = await acceptRefund(tx, input.refundId, answer);
      if (!settled) return undefined;
      if (onAccepted) await onAccepted(tx);
      await recordCheckoutEvents(tx, [
        { type: 'refund-accepted', ...base, refundRefId: answer.refundRefId, isPartial: !settled.isPaymentRefunded },
        // The money of a cancellation went back: the stay is cancelled (onAccepted set c_status in this transaction).
        ...(base.reason === 'cancellation'
          ? [
              {
                type: 'cancellation-approved' as const,
                tranId: base.tranId,
                bookingId: base.bookingId,
                adminId: requestedBy,
                amountPoisha: base.amountPoisha,
                isRecovered,
              },
            ]
          : []),
      ]);
      return settled.refund;
    });
    if (!refund) return { outcome: 'not-refundable' };
    app.outbox.kick();
    return { outcome: 'accepted', refund };
  } catch (error) {
    app.log.error(
      { err: error, tranId: input.tranId, refundRefId: answer.refundRefId },
      'refund accepted by the gateway but not recorded: left requesting; the job records it',
    );
    return { outcome: 'unknown', message: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Job step: looks up, by tran_id, each refund whose answer was lost (oldest first) and records
 * it when the gateway reports a refund under our key. Returns how many were recovered.
 */
export async function recoverUnsettledRefunds(app: AppContext, now: Date): Promise<number> {
  let recovered = 0;
  for (const { refund, tranId, bookingId } of await listUnsettledRefunds(
    app.db,
    new Date(now.getTime() - UNSETTLED_AFTER_MS),
    REFUNDS_PER_RUN,
  )) {
    let found: { refundRefId: string; status: string } | undefined;
    try {
      const { elements } = await app.gateway.queryTransaction(tranId);
      found = elements.map((e) => e.refund).find((r) => r?.refundTransId === refund.id) ?? undefined;
    } catch (error) {
      if (!(error instanceof GatewayError)) throw error;
      app.log.warn({ err: error, tranId }, 'refund look-up unavailable; tried again next run');
      continue;
    }
    if (!found) {
      app.log.error({ tranId, refundId: refund.id }, 'refund outcome still unknown at the gateway: check it by hand (left refund_pending)');
      continue;
    }
    // Issue 28: the row says why; rows written before it were a cancellation's (asked by an admin) or a late payment's.
    const reason = (refund.reason as RefundReason | null) ?? (refund.requestedBy ? 'cancellation' : 'late-payment');
    const result = await recordAccepted(app, {
      refundId: refund.id,
      tranId,
      bookingId,
      amountPoisha: refund.amountPoisha,
      reason,
      answer: { refundRefId: found.refundRefId, status: found.status, raw: { recoveredFrom: 'transaction-query', ...found } },
      requestedBy: refund.requestedBy,
      isRecovered: true,
      onAccepted:
        reason === 'cancellation'
          ? async (tx) => {
              await resolveCancellation(tx, { transition: 'approveCancellation', bookingId });
            }
          : undefined,
    });
    if (result.outcome === 'accepted') recovered += 1;
  }
  return recovered;
}

/** Job step: refunds money owed back (paid, no kept booking, not claimed), oldest first. Returns how many were accepted. */
export async function refundOrphanedPayments(app: AppContext): Promise<number> {
  let refunded = 0;
  for (const { id, bookingId } of await listOrphanedPayments(app.db, REFUNDS_PER_RUN)) {
    const result = await requestRefund(app, {
      paymentId: id,
      reason: 'late-payment',
      requestedBy: null,
      remarks: `Paid after the hold ended; booking ${bookingId} could not be kept`,
    });
    if (result.outcome === 'accepted') refunded += 1;
  }
  return refunded;
}
