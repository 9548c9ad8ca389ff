/**
 * Confirming a payment (docs/architecture.md#external-services; issue #8 late payments). The browser's success callback,
 * the IPN and the reconciliation job all end here, in any order: payment truth comes only from
 * the order-validation API, and a payment we had closed (failed, expired hold, cancelled) that
 * the gateway validates is money all the same. It becomes a paid booking when the stay's dates
 * are still free (the exclusion constraint decides, inside the transaction), else it is refunded.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../context.ts';
import { sqlStateOf } from '../../db/client.ts';
import { GatewayError, type OrderValidation } from '../../plugins/gateway/types.ts';
import { rejectionReason } from './payment-checks.ts';
import { findPaymentContext, type PaymentContext } from './checkout-queries.repository.ts';
import { recordCheckoutEvents } from './checkout-events.ts';
import { requestRefund } from './refunds.ts';
import { confirmPaymentRow, payBooking, payBookingInRoom, type PaymentRow } from './transitions.repository.ts';
import type { Executor } from '../../db/client.ts';
import { findLiveRoom } from '../rooms/rooms.service.ts';
import { pickFreePhysicalRoom } from '../inventory/inventory.service.ts';

/**
 * - paid: the payment and its booking are paid (now or by an earlier identical callback);
 * - refunded: the money arrived but the stay could not be kept: refunded, or its refund is pending;
 * - rejected: nothing changed.
 */
export type Confirmation =
  | { outcome: 'paid'; context: PaymentContext; payment: PaymentRow }
  | { outcome: 'refunded'; context: PaymentContext }
  | { outcome: 'rejected'; context: PaymentContext | undefined; reason: string };

const MONEY_TAKEN = new Set(['paid', 'refund_pending', 'refunded']);

/** The verdict for a payment the gateway already settled with us, given the val_id now presented. */
function settledVerdict(context: PaymentContext, valId: string): Confirmation {
  const { payment } = context;
  if (!MONEY_TAKEN.has(payment.status) || payment.valId !== valId) {
    return { outcome: 'rejected', context, reason: `payment is ${payment.status}${payment.valId ? ' with another val_id' : ''}` };
  }
  return payment.status === 'paid' && context.bookingStatus === 'paid'
    ? { outcome: 'paid', context, payment }
    : { outcome: 'refunded', context };
}

/** Runs `pay` in a savepoint: false when the exclusion constraint refuses the dates (23P01). */
async function tryPay(tx: Executor, pay: (sp: Executor) => Promise<boolean>): Promise<boolean> {
  return tx
    .transaction((sp) => pay(sp))
    .catch((error: unknown) => {
      if (sqlStateOf(error) === '23P01') return false;
      throw error;
    });
}

/**
 * pay, keeping the stay when it can (issue 27): in the booking's own physical room, else (its
 * room was sold after the hold lapsed) in another free room of the type, picked under the
 * type's row lock like a hold. False when no room of the type is free for the stay.
 */
async function payKeepingStay(app: AppContext, tx: Executor, context: PaymentContext): Promise<boolean> {
  if (await tryPay(tx, (sp) => payBooking(sp, context.bookingId))) return true;
  if (!(await findLiveRoom(tx, context.roomId, { lockForBooking: true }))) return false;
  const stay = { checkIn: context.startDate, checkOut: context.endDate };
  const free = await pickFreePhysicalRoom(tx, context.roomId, stay, app.config.isSameDayTurnover);
  return free ? tryPay(tx, (sp) => payBookingInRoom(sp, context.bookingId, free.id)) : false;
}

/**
 * confirm + pay in ONE transaction with its payment-confirmed event; the booking flip sits in a
 * savepoint so a taken date keeps the money recorded.
 */
async function applyConfirmation(app: AppContext, context: PaymentContext, v: OrderValidation, isLate: boolean) {
  return app.db.transaction(async (tx) => {
    const payment = await confirmPaymentRow(tx, context.payment.tranId, {
      valId: v.valId,
      bankTranId: v.bankTranId,
      cardType: v.cardType,
      bankGw: v.bankGw,
      tranDate: v.tranDate,
      currencyType: v.currencyType,
      riskLevel: v.riskLevel,
      gatewayValidation: v.raw,
    });
    if (!payment) return null;
    const isBookingPaid = await payKeepingStay(app, tx, context);
    await recordCheckoutEvents(tx, [
      {
        type: 'payment-confirmed',
        tranId: payment.tranId,
        bookingId: context.bookingId,
        amountPoisha: payment.amountPoisha,
        isLate,
        isStayKept: isBookingPaid,
      },
    ]);
    return { payment, isBookingPaid };
  });
}

/**
 * Confirms payment `tranId` with gateway val_id `valId`, whatever state we had put it in.
 * Never throws for bad input or an unreachable gateway (→ rejected); rethrows database failures.
 */
export async function confirmPayment(app: AppContext, tranId: string, valId: string, log: FastifyBaseLogger): Promise<Confirmation> {
  const context = await findPaymentContext(app.db, tranId);
  if (!context) return { outcome: 'rejected', context, reason: 'unknown tran_id' };
  if (!valId) return { outcome: 'rejected', context, reason: 'no val_id' };
  // An identical replay needs no gateway round trip; anything else on settled money is refused.
  if (MONEY_TAKEN.has(context.payment.status)) return settledVerdict(context, valId);

  let validation: OrderValidation;
  try {
    validation = await app.gateway.validateOrder(valId);
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    log.warn({ err: error, tranId }, 'order validation unavailable; payment left as it was');
    return { outcome: 'rejected', context, reason: 'gateway unavailable' };
  }
  const reason = rejectionReason(validation, { ...context.payment, valId });
  if (reason) return { outcome: 'rejected', context, reason };

  const isLate = context.payment.status !== 'pending';
  const applied = await applyConfirmation(app, context, validation, isLate).catch((error: unknown) => {
    if (sqlStateOf(error) === '23505') return 'duplicate' as const; // val_id/bank_tran_id used by another payment
    throw error;
  });
  if (applied === 'duplicate') return { outcome: 'rejected', context, reason: 'val_id already used' };
  if (!applied) {
    // A concurrent callback (browser vs IPN vs job) confirmed it first: judge against what it stored.
    const fresh = await findPaymentContext(app.db, tranId);
    return fresh ? settledVerdict(fresh, valId) : { outcome: 'rejected', context, reason: 'vanished' };
  }
  const { payment } = applied;
  app.outbox.kick();
  if (!applied.isBookingPaid) {
    log.warn({ tranId, bookingId: context.bookingId }, 'payment arrived but its stay could not be kept (dates taken): refunding it');
    await requestRefund(app, {
      paymentId: payment.id,
      reason: 'late-payment',
      requestedBy: null,
      remarks: `Paid after the hold ended; booking ${context.bookingId} could not be kept`,
    });
    return { outcome: 'refunded', context };
  }
  if (isLate) log.warn({ tranId, bookingId: context.bookingId }, 'late payment: the stay was reinstated as a paid booking');
  return { outcome: 'paid', context, payment };
}
