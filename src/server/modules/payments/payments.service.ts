/**
 * Payment views (docs/product/screens.md#my-payments, docs/product/entities.md#payment). The lifecycle — callbacks, IPN,
 * confirmation, refunds — lives in modules/checkout.
 */
import { toBdt } from '#shared/domain/money.ts';
import type { Payment, PaymentStatus } from '#shared/schemas/payments.ts';
import type { AppContext } from '../../context.ts';
import { forbidden, notFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { UNKEPT_BOOKING_STATUSES } from '../checkout/checkout-states.ts';
import type { PaymentViewRow } from '../../db/booking-view.ts';
import { findPaymentView, listUserPayments } from './payments.repository.ts';
import { hasPermission } from '#shared/domain/staff-roles.ts';

/**
 * The status shown for a payment: a paid one whose stay was not kept, or whose refund is being
 * asked (claimed), is `refund_pending` — money owed back, visible until the gateway accepts.
 */
export function displayPaymentStatus(
  p: { status: PaymentStatus; refundClaimedAt: Date | null },
  bookingStatus: string | undefined,
): PaymentStatus {
  const isUnkept = (UNKEPT_BOOKING_STATUSES as readonly string[]).includes(bookingStatus ?? '');
  return p.status === 'paid' && (isUnkept || p.refundClaimedAt !== null) ? 'refund_pending' : p.status;
}

/** Row → API payment (docs/product/entities.md#payment); amount in BDT; sandbox/builtin payments are test payments. */
export function toPaymentDto({ payment: p, roomTitle, bookingStatus }: PaymentViewRow): Payment {
  return {
    _id: p.id,
    transactionId: p.tranId,
    paymentDate: p.paidAt?.toISOString() ?? null,
    amount: toBdt(p.amountPoisha),
    bookingId: p.bookingId,
    status: displayPaymentStatus(p, bookingStatus),
    tran_id: p.tranId,
    tran_date: p.tranDate,
    card_type: p.cardType,
    bank_gw: p.bankGw,
    val_id: p.valId,
    currency_type: p.currencyType,
    gatewayMode: p.gatewayMode,
    isTestPayment: p.gatewayMode !== 'live',
    roomTitle,
    // Issue 28: part of it went back, the rest is kept ("Refunded BDT 2,500 of 10,000").
    ...(p.status === 'paid' && p.refundedPoisha > 0 ? { refundedAmount: toBdt(p.refundedPoisha) } : {}),
  };
}

/** GET /my-payments/:userId: the caller's own payments that took money (paid, refund pending, refunded). Throws 403 for anyone else. */
export async function listMyPayments(app: AppContext, caller: SessionUser, userId: string): Promise<Payment[]> {
  if (userId !== caller.id) throw forbidden();
  return (await listUserPayments(app.db, userId)).map(toPaymentDto);
}

/** GET /payment-details/:transactionId: `{ element: [payment] }`. Throws 404 unknown, 403 not owner/admin. */
export async function getPaymentDetails(app: AppContext, caller: SessionUser, tranId: string): Promise<{ element: Payment[] }> {
  const row = await findPaymentView(app.db, tranId);
  if (!row) throw notFound('Payment');
  if (row.payment.userId !== caller.id && !hasPermission(caller.role, 'payments')) throw forbidden();
  return { element: [toPaymentDto(row)] };
}
