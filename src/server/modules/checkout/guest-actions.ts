/**
 * The guest's own checkout calls (COORDINATION contract; issue #12 builds the UI on them):
 * cancel a live hold, reopen its gateway page, and read a payment's status. Owner only (the
 * status also for admins): 404 unknown, 403 anybody else.
 */
import type { AppContext } from '../../context.ts';
import { countNights } from '#shared/domain/nights.ts';
import { toBdt } from '#shared/domain/money.ts';
import type { PaymentStatusReply } from '#shared/schemas/payments.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { GatewayError } from '../../plugins/gateway/types.ts';
import { displayPaymentStatus } from '../payments/payments.service.ts';
import { findCheckout } from './checkout-queries.repository.ts';
import { cancelHoldOf, gatewayUnavailable, openGatewaySession } from './holds.ts';
import { findLatestRefund } from './refunds.repository.ts';
import { isEntityId } from '#shared/schemas/common.ts';
import { hasPermission } from '#shared/domain/staff-roles.ts';

const holdEnded = () => new AppError('HOLD_ENDED', 'This hold has ended; please check the dates again');

/** The caller's booking with its payment. Throws 404 unknown, 403 not the owner. */
async function ownCheckout(app: AppContext, caller: SessionUser, bookingId: string) {
  const row = isEntityId(bookingId) ? await findCheckout(app.db, { bookingId }) : undefined;
  if (!row) throw notFound('Booking');
  if (row.booking.userId !== caller.id) throw forbidden();
  return row;
}

type CheckoutRow = NonNullable<Awaited<ReturnType<typeof findCheckout>>>;

/** Whether `row` is a hold still waiting for its gateway payment. */
export const isLiveHold = (row: CheckoutRow) =>
  row.booking.status === 'held' &&
  row.payment.status === 'pending' &&
  !!row.booking.holdExpiresAt &&
  row.booking.holdExpiresAt > new Date();

/** POST /bookings/:bookingId/cancel-hold. Throws 404, 403, 409 HOLD_ENDED (paid, lapsed or already released). */
export async function cancelHold(app: AppContext, caller: SessionUser, bookingId: string): Promise<void> {
  const row = await ownCheckout(app, caller, bookingId);
  if (!isLiveHold(row)) throw holdEnded();
  if (!(await cancelHoldOf(app, { tranId: row.booking.tranId, bookingId: row.booking.id }))) throw holdEnded();
}

/** The GatewayPageURL the gateway answered when the payment's session opened (payments.gateway_init), or null. */
function openedGatewayPage(gatewayInit: unknown): string | null {
  const url = (gatewayInit as { GatewayPageURL?: unknown } | null)?.GatewayPageURL;
  return typeof url === 'string' && /^https?:\/\//.test(url) ? url : null;
}

/**
 * POST /bookings/:bookingId/resume-payment → the gateway page URL of the live hold: the page
 * its session already has (a gateway never replaces a tran_id's session, issue #9), or a new
 * session when none was recorded. Throws 404, 403, 409, 502.
 */
export async function resumePayment(app: AppContext, caller: SessionUser, bookingId: string): Promise<{ url: string }> {
  const row = await ownCheckout(app, caller, bookingId);
  if (!isLiveHold(row)) throw holdEnded();
  return { url: await gatewayPageOf(app, row, { name: caller.name, email: caller.email }) };
}

/**
 * The gateway page of a live hold `row`: the page its session already has (a gateway never
 * replaces a tran_id's session, issue #9), or a new session for `customer`. Throws 502.
 * Shared by resume-payment and the desk's payment link (issue 27).
 */
export async function gatewayPageOf(app: AppContext, row: CheckoutRow, customer: { name: string; email: string }): Promise<string> {
  const opened = openedGatewayPage(row.payment.gatewayInit);
  if (opened) return opened;
  try {
    return await openGatewaySession(app, {
      tranId: row.booking.tranId,
      amountPoisha: row.payment.amountPoisha,
      bookingId: row.booking.id,
      roomId: row.booking.roomId,
      roomTitle: row.roomTitle,
      customer,
    });
  } catch (error) {
    if (!(error instanceof GatewayError)) throw error;
    app.log.error({ err: error, tranId: row.booking.tranId }, 'payment gateway session failed (resume)');
    throw gatewayUnavailable();
  }
}

/** GET /payments/:tranId/status (owner or admin). Amounts in BDT. Throws 404, 403. */
export async function getPaymentStatus(app: AppContext, caller: SessionUser, tranId: string): Promise<PaymentStatusReply> {
  const row = await findCheckout(app.db, { tranId });
  if (!row) throw notFound('Payment');
  if (row.booking.userId !== caller.id && !hasPermission(caller.role, 'bookings')) throw forbidden();
  const { booking: b, payment: p } = row;
  const status = displayPaymentStatus(p, b.status);
  const isOwedBack = status === 'refund_pending' || status === 'refunded';
  const refund = isOwedBack ? await findLatestRefund(app.db, p.id) : undefined;
  const reason = refund?.requestedBy ? 'cancellation' : isOwedBack ? 'late-payment' : null;
  return {
    tranId: p.tranId,
    status,
    amount: toBdt(p.amountPoisha),
    refundAmount: isOwedBack ? toBdt(refund?.amountPoisha ?? p.amountPoisha) : null,
    reason,
    holdExpiresAt: b.status === 'held' ? (b.holdExpiresAt?.toISOString() ?? null) : null,
    booking: {
      id: b.id,
      roomId: b.roomId,
      roomTitle: row.roomTitle,
      startDate: b.startDate,
      endDate: b.endDate,
      nights: countNights(b.startDate, b.endDate),
    },
    guest: { name: row.guestName, email: row.guestEmail },
    tran_date: p.tranDate,
    card_type: p.cardType,
    bank_gw: p.bankGw,
    val_id: p.valId,
    currency_type: p.currencyType,
    isTestPayment: p.gatewayMode !== 'live',
  };
}
