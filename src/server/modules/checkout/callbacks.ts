/**
 * The gateway's browser callbacks and IPN (docs/product/screens.md#payment-success).
 * They are unauthenticated posts anyone can forge: success and IPN only lead to the
 * order-validation API; fail and cancel release a hold only when the gateway's own transaction
 * query reports the attempt FAILED or CANCELLED (and nothing paid). Otherwise the hold stays
 * until the gateway says so or the hold expires.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { toBdt } from '#shared/domain/money.ts';
import { GatewayError } from '../../plugins/gateway/types.ts';
import { isPaidGatewayStatus } from './payment-checks.ts';
import { findPaymentContext, type PaymentContext } from './checkout-queries.repository.ts';
import { confirmPayment } from './confirm-payment.ts';
import { failPaymentVerified } from './holds.ts';
import type { PaymentRow } from './transitions.repository.ts';

/** Where the browser goes after a failed/refused payment (docs/product/screens.md#payment-overlay). */
const failureLocation = (roomId: string | undefined): string => (roomId ? `/room/${roomId}?errorMsg=Payment-Failed` : '/');

/** The room page with the honest "we have refunded BDT X" overlay of a late payment. */
const refundedLocation = (context: PaymentContext): string =>
  `/room/${context.roomId}?errorMsg=Payment-Refunded&tranId=${encodeURIComponent(context.payment.tranId)}`;

/** The room page saying the guest cancelled at the gateway (issue #12: not "Payment Failed"). */
const cancelledLocation = (roomId: string): string => `/room/${roomId}?errorMsg=Payment-Cancelled`;

/** The room page telling the guest the outcome is not known yet and the hold stays. */
const unconfirmedLocation = (context: PaymentContext): string =>
  `/room/${context.roomId}?errorMsg=Payment-Unconfirmed&tranId=${encodeURIComponent(context.payment.tranId)}`;

/** The SPA's payment-success URL with docs/product/screens.md#payment-success query fields; price is the BDT total. */
function successLocation(context: PaymentContext, payment: PaymentRow): string {
  const query = new URLSearchParams({
    name: context.guestName,
    email: context.guestEmail,
    roomName: context.roomTitle,
    checkIn: context.startDate,
    checkOut: context.endDate,
    price: String(toBdt(payment.amountPoisha)),
    tran_id: payment.tranId,
    tran_date: payment.tranDate ?? '',
    card_type: payment.cardType ?? '',
    bank_gw: payment.bankGw ?? '',
    val_id: payment.valId ?? '',
    // The callback's own word for a completed payment; VALIDATED only means "asked twice".
    status: 'VALID',
    currency_type: payment.currencyType ?? '',
  });
  return `/payment-success/${encodeURIComponent(payment.tranId)}?${query}`;
}

/** POST /payment/success/:tranId → the 303 location for the browser. */
export async function handleSuccessCallback(app: AppContext, tranId: string, valId: string, log: FastifyBaseLogger): Promise<string> {
  const result = await confirmPayment(app, tranId, valId, log);
  if (result.outcome === 'paid') return successLocation(result.context, result.payment);
  if (result.outcome === 'refunded') return refundedLocation(result.context);
  log.warn({ tranId, reason: result.reason }, 'payment success callback rejected');
  return failureLocation(result.context?.roomId);
}

/** POST /payment/ipn → a message for the gateway (always answered 200). */
export async function handleIpn(app: AppContext, tranId: string, valId: string, log: FastifyBaseLogger): Promise<string> {
  if (!tranId || !valId) return 'IPN ignored: no tran_id or val_id';
  const result = await confirmPayment(app, tranId, valId, log);
  if (result.outcome === 'paid') return 'Payment confirmed';
  if (result.outcome === 'refunded') return 'Payment received but the booking could not be kept';
  log.warn({ tranId, reason: result.reason }, 'IPN rejected');
  return 'IPN rejected';
}

/**
 * POST /payment/fail|cancel/:tranId → the 303 location. The posted body is ignored. A pending
 * payment is failed (its hold released) only when the gateway reports a FAILED or CANCELLED
 * attempt and no paid one; while the gateway reports nothing yet, the guest is told the truth
 * (not confirmed, the hold stays) instead of "Payment Failed".
 */
export async function handleFailCallback(app: AppContext, tranId: string, log: FastifyBaseLogger): Promise<string> {
  const context = await findPaymentContext(app.db, tranId);
  if (!context) return failureLocation(undefined);
  if (context.payment.status !== 'pending') return failureLocation(context.roomId);
  let statuses: string[];
  try {
    statuses = (await app.gateway.queryTransaction(tranId)).elements.map((e) => e.status.toUpperCase());
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.warn({ err: error, tranId }, 'transaction query unavailable; hold left as it is');
    return unconfirmedLocation(context);
  }
  if (statuses.some(isPaidGatewayStatus)) {
    log.warn({ tranId }, 'fail/cancel callback for a transaction the gateway reports paid; left for validation');
    return failureLocation(context.roomId);
  }
  if (!statuses.some((s) => s === 'FAILED' || s === 'CANCELLED')) {
    log.warn({ tranId }, 'fail/cancel callback the gateway does not confirm; hold kept');
    return unconfirmedLocation(context);
  }
  await failPaymentVerified(app, context);
  // The gateway's word decides: a cancelled attempt and no declined one is a cancellation.
  return statuses.includes('CANCELLED') && !statuses.includes('FAILED')
    ? cancelledLocation(context.roomId)
    : failureLocation(context.roomId);
}
