/**
 * Payment rules (SPEC §2 Payment success, §3 Payment; DESIGN §5). The gateway's browser
 * callbacks and IPN are untrusted: a payment is confirmed only by the order-validation API,
 * in one conditional transaction, so forged or replayed callbacks change nothing.
 */
import type { FastifyBaseLogger } from 'fastify';
import { toBdt } from '#shared/domain/money.ts';
import type { Payment } from '#shared/schemas/payments.ts';
import type { App } from '../../app.ts';
import { sqlStateOf } from '../../db/client.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { GatewayError, type OrderValidation } from '../../plugins/gateway/types.ts';
import { refundOrphanedPayment } from './auto-refund.ts';
import { isPaidGatewayStatus, rejectionReason } from './payment-checks.ts';
import {
  expireHeldBooking, findPaymentContext, findPaymentView, listUserPayments, markBookingPaid, markPaymentFailed,
  markPaymentPaid, type PaymentContext, type PaymentRow, type PaymentViewRow,
} from './payments.repository.ts';

/**
 * - paid: the payment and its booking are paid (now or by an earlier identical callback);
 * - conflict: the money arrived but the booking could not be kept (dates taken after the hold lapsed);
 * - rejected: nothing changed.
 */
export type Confirmation =
  | { outcome: 'paid'; context: PaymentContext; payment: PaymentRow }
  | { outcome: 'conflict'; context: PaymentContext }
  | { outcome: 'rejected'; context: PaymentContext | undefined; reason: string };

/** Where the browser goes after a failed/refused payment (SPEC §2 Room detail overlay). */
export const failureLocation = (roomId: string | undefined): string =>
  roomId ? `/room/${roomId}?errorMsg=Payment-Failed` : '/';

/** The SPA's payment-success URL with SPEC §2's query fields; price is the BDT total. */
export function successLocation(context: PaymentContext, payment: PaymentRow): string {
  const query = new URLSearchParams({
    name: context.guestName, email: context.guestEmail, roomName: context.roomTitle,
    checkIn: context.startDate, checkOut: context.endDate, price: String(toBdt(payment.amountPoisha)),
    tran_id: payment.tranId, tran_date: payment.tranDate ?? '', card_type: payment.cardType ?? '',
    bank_gw: payment.bankGw ?? '', val_id: payment.valId ?? '',
    // The callback's own word for a completed payment; VALIDATED only means "asked twice",
    // which depends on whether the IPN or the browser validated first.
    status: 'VALID', currency_type: payment.currencyType ?? '',
  });
  return `/payment-success/${encodeURIComponent(payment.tranId)}?${query}`;
}

/** The verdict for a payment that is no longer pending, given the val_id now presented. */
function settledVerdict(context: PaymentContext, valId: string): Confirmation {
  const { payment } = context;
  if (payment.status !== 'paid' || payment.valId !== valId) {
    return { outcome: 'rejected', context, reason: `payment is ${payment.status}${payment.valId ? ' with another val_id' : ''}` };
  }
  return context.bookingStatus === 'paid' ? { outcome: 'paid', context, payment } : { outcome: 'conflict', context };
}

/**
 * A payment we failed (the gateway then had no paid attempt) should never validate later;
 * if it does, money moved for a released hold, which someone must refund by hand.
 */
async function reportPaidAfterFailure(app: App, context: PaymentContext, valId: string, log: FastifyBaseLogger) {
  const validation = await app.gateway.validateOrder(valId).catch(() => null);
  if (validation && !rejectionReason(validation, { ...context.payment, valId })) {
    log.error({ tranId: context.payment.tranId, valId }, 'gateway validated a payment we had marked failed: refund needed');
  }
}

/** Flips payment and booking to paid in ONE transaction; the booking flip sits in a savepoint. */
async function applyConfirmation(app: App, context: PaymentContext, v: OrderValidation) {
  return app.db.transaction(async (tx) => {
    const payment = await markPaymentPaid(tx, context.payment.tranId, {
      valId: v.valId, bankTranId: v.bankTranId, cardType: v.cardType, bankGw: v.bankGw, tranDate: v.tranDate,
      currencyType: v.currencyType, riskLevel: v.riskLevel, gatewayValidation: v.raw,
    });
    if (!payment) return null;
    // The money has arrived, so the payment stays paid even if the booking cannot be kept.
    const isBookingPaid = await tx.transaction((sp) => markBookingPaid(sp, context.bookingId)).catch((error: unknown) => {
      if (sqlStateOf(error) === '23P01') return false;
      throw error;
    });
    return { payment, isBookingPaid };
  });
}

/**
 * Confirms payment `tranId` with gateway val_id `valId`. Never throws for bad input or an
 * unreachable gateway (→ rejected); rethrows database failures.
 */
export async function confirmPayment(app: App, tranId: string, valId: string, log: FastifyBaseLogger): Promise<Confirmation> {
  const context = await findPaymentContext(app.db, tranId);
  if (!context) return { outcome: 'rejected', context, reason: 'unknown tran_id' };
  if (!valId) return { outcome: 'rejected', context, reason: 'no val_id' };
  // An identical replay needs no gateway round trip; anything else on a settled payment is refused.
  if (context.payment.status !== 'pending') {
    if (context.payment.status === 'failed') await reportPaidAfterFailure(app, context, valId, log);
    return settledVerdict(context, valId);
  }

  let validation: OrderValidation;
  try {
    validation = await app.gateway.validateOrder(valId);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.warn({ err: error, tranId }, 'order validation unavailable; payment left pending');
    return { outcome: 'rejected', context, reason: 'gateway unavailable' };
  }
  const reason = rejectionReason(validation, { ...context.payment, valId });
  if (reason) return { outcome: 'rejected', context, reason };

  const applied = await applyConfirmation(app, context, validation).catch((error: unknown) => {
    if (sqlStateOf(error) === '23505') return 'duplicate' as const; // val_id/bank_tran_id used by another payment
    throw error;
  });
  if (applied === 'duplicate') return { outcome: 'rejected', context, reason: 'val_id already used' };
  if (!applied) {
    // A concurrent callback (browser vs IPN) confirmed it first: judge against what it stored.
    const fresh = await findPaymentContext(app.db, tranId);
    return fresh ? settledVerdict(fresh, valId) : { outcome: 'rejected', context, reason: 'vanished' };
  }
  if (!applied.isBookingPaid) {
    log.warn({ tranId, bookingId: context.bookingId }, 'payment confirmed but the booking could not be kept (dates taken after the hold lapsed): refunding it');
    await refundOrphanedPayment(app, applied.payment.id, log);
    return { outcome: 'conflict', context };
  }
  return { outcome: 'paid', context, payment: applied.payment };
}

/** POST /payment/success/:tranId → the 303 location for the browser. */
export async function handleSuccessCallback(app: App, tranId: string, valId: string, log: FastifyBaseLogger): Promise<string> {
  const result = await confirmPayment(app, tranId, valId, log);
  if (result.outcome === 'paid') return successLocation(result.context, result.payment);
  if (result.outcome === 'rejected') log.warn({ tranId, reason: result.reason }, 'payment success callback rejected');
  return failureLocation(result.context?.roomId);
}

/** POST /payment/ipn → a message for the gateway (always answered 200). */
export async function handleIpn(app: App, tranId: string, valId: string, log: FastifyBaseLogger): Promise<string> {
  if (!tranId || !valId) return 'IPN ignored: no tran_id or val_id';
  const result = await confirmPayment(app, tranId, valId, log);
  if (result.outcome === 'paid') return 'Payment confirmed';
  if (result.outcome === 'conflict') return 'Payment received but the booking could not be kept';
  log.warn({ tranId, reason: result.reason }, 'IPN rejected');
  return 'IPN rejected';
}

/**
 * POST /payment/fail|cancel/:tranId → the 303 location. The posted body is ignored: the
 * pending payment is failed (and its hold released) only when the gateway confirms it has
 * no VALID/VALIDATED attempt for this tran_id.
 */
export async function handleFailCallback(app: App, tranId: string, log: FastifyBaseLogger): Promise<string> {
  const context = await findPaymentContext(app.db, tranId);
  if (!context) return failureLocation(undefined);
  if (context.payment.status !== 'pending') return failureLocation(context.roomId);
  try {
    const { elements } = await app.gateway.queryTransaction(tranId);
    if (elements.some((e) => isPaidGatewayStatus(e.status))) {
      log.warn({ tranId }, 'fail/cancel callback for a transaction the gateway reports paid; left for validation');
      return failureLocation(context.roomId);
    }
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.warn({ err: error, tranId }, 'transaction query unavailable; hold left to expire');
    return failureLocation(context.roomId);
  }
  await app.db.transaction(async (tx) => {
    if (await markPaymentFailed(tx, tranId)) await expireHeldBooking(tx, context.bookingId);
  });
  return failureLocation(context.roomId);
}

/** Row → API payment (SPEC §3 Payment); amount in BDT; sandbox/builtin payments are test payments. */
export function toPaymentDto({ payment: p, roomTitle }: PaymentViewRow): Payment {
  return {
    _id: p.id, transactionId: p.tranId, paymentDate: p.paidAt?.toISOString() ?? null, amount: toBdt(p.amountPoisha),
    bookingId: p.bookingId, status: p.status, tran_id: p.tranId, tran_date: p.tranDate, card_type: p.cardType,
    bank_gw: p.bankGw, val_id: p.valId, currency_type: p.currencyType, gatewayMode: p.gatewayMode,
    isTestPayment: p.gatewayMode !== 'live', roomTitle,
  };
}

/** GET /my-payments/:userId: the caller's own completed payments. Throws 403 for anyone else. */
export async function listMyPayments(app: App, caller: SessionUser, userId: string): Promise<Payment[]> {
  if (userId !== caller.id) throw forbidden();
  return (await listUserPayments(app.db, userId)).map(toPaymentDto);
}

/** GET /payment-details/:transactionId: `{ element: [payment] }`. Throws 404 unknown, 403 not owner/admin. */
export async function getPaymentDetails(app: App, caller: SessionUser, tranId: string): Promise<{ element: Payment[] }> {
  const row = await findPaymentView(app.db, tranId);
  if (!row) throw notFound('Payment');
  if (row.payment.userId !== caller.id && caller.role !== 'admin') throw forbidden();
  return { element: [toPaymentDto(row)] };
}
