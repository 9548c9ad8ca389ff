/**
 * Holds and gateway sessions (docs/product/states.md#room-detail-date-flow; docs/architecture.md#data; issue #8). A hold is released only
 * by its owner (cancel-hold), its expiry, or the gateway's own verified word (callbacks.ts, the
 * job). Every write goes through the named transitions of checkout-states.ts.
 */
import { randomBytes } from 'node:crypto';
import { TransactionRollbackError } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { computeTotalPoisha } from '#shared/domain/money.ts';
import { stayAmountError } from '#shared/domain/stay-limits.ts';
import { messages } from '#shared/messages.ts';
import { sqlStateOf } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { GatewayError } from '../../plugins/gateway/types.ts';
import type { PaymentContext } from './checkout-queries.repository.ts';
import { findLiveRoom } from '../rooms/rooms.service.ts';
import { pickFreePhysicalRoom } from '../inventory/inventory.service.ts';
import { recordCheckoutEvents } from './checkout-events.ts';
import { closePendingPayment, endHoldsBeforeNewHold, insertHold, recordGatewaySession, releaseHold } from './transitions.repository.ts';

/** A fresh gateway transaction id: `HB` + time + randomness, unique and unguessable. */
function generateTranId(now: Date = new Date()): string {
  return `HB${now.getTime().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;
}

export const gatewayUnavailable = () =>
  new AppError('GATEWAY_UNAVAILABLE', 'The payment gateway is not available right now. Please try again.');

/** Opens the gateway session of `tranId` (once: gateways refuse a second one) and records it; returns the gateway page URL. Throws GatewayError. */
export async function openGatewaySession(
  app: AppContext,
  s: {
    tranId: string;
    amountPoisha: number;
    bookingId: string;
    roomId: string;
    roomTitle: string;
    customer: { name: string; email: string };
  },
): Promise<string> {
  const { publicUrl } = app.config;
  const session = await app.gateway.initSession({
    tranId: s.tranId,
    amountPoisha: s.amountPoisha,
    currency: 'BDT',
    successUrl: `${publicUrl}/api/payment/success/${s.tranId}`,
    failUrl: `${publicUrl}/api/payment/fail/${s.tranId}`,
    cancelUrl: `${publicUrl}/api/payment/cancel/${s.tranId}`,
    ipnUrl: `${publicUrl}/api/payment/ipn`,
    customer: s.customer,
    productName: s.roomTitle,
    productCategory: 'Hotel room',
    values: { a: s.bookingId, b: s.roomId },
  });
  await recordGatewaySession(app.db, s.tranId, session.sessionKey, session.raw);
  return session.gatewayPageUrl;
}

/**
 * Holds room `roomId` for `caller` (dates already checked, `nights` counted) for HOLD_MINUTES,
 * with a pending payment, then opens the gateway session. Returns `{ url, tranId }`.
 * Throws 400 AMOUNT_OVER_LIMIT (total over the gateway's one-payment maximum, nothing held),
 * 404 (room), 409 (dates taken: the exclusion constraint), 502 (gateway; the hold is released).
 */
export async function holdRoom(
  app: AppContext,
  caller: SessionUser,
  stay: { roomId: string; startDate: string; endDate: string; nights: number },
) {
  const { config, db } = app;
  const tranId = generateTranId();
  const holdExpiresAt = new Date(Date.now() + config.holdMinutes * 60_000);
  const { booking, room } = await db
    .transaction(async (tx) => {
      // Lock the room: concurrent bookings of it queue here, an archive waits, and we price from the row we hold.
      const room = await findLiveRoom(tx, stay.roomId, { lockForBooking: true });
      if (!room) throw notFound('Room');
      const pricePoisha = computeTotalPoisha(stay.nights, room.pricePoisha);
      // Before any hold: a total the gateway cannot take in one payment would only fail later (issue #8).
      const amountError = stayAmountError(pricePoisha, config.maxPaymentPoisha);
      if (amountError) throw new AppError('AMOUNT_OVER_LIMIT', amountError);
      // Under the room lock, so concurrent requests still leave exactly one live hold.
      const { expired, released } = await endHoldsBeforeNewHold(
        tx,
        { roomId: room.id, userId: caller.id, startDate: stay.startDate, endDate: stay.endDate },
        config.isSameDayTurnover,
      );
      // Under the type's lock: no other hold of this type can take the same room between pick and insert.
      const physicalRoom = await pickFreePhysicalRoom(
        tx,
        room.id,
        { checkIn: stay.startDate, checkOut: stay.endDate },
        config.isSameDayTurnover,
      );
      if (!physicalRoom) throw new AppError('DATES_UNAVAILABLE', messages.datesUnavailable);
      const booking = await insertHold(
        tx,
        {
          roomId: room.id,
          physicalRoomId: physicalRoom.id,
          userId: caller.id,
          startDate: stay.startDate,
          endDate: stay.endDate,
          nights: stay.nights,
          pricePerNightPoisha: room.pricePoisha,
          pricePoisha,
          holdExpiresAt,
          tranId,
        },
        config.gateway.mode,
      );
      await recordCheckoutEvents(tx, [
        ...expired.map((b) => ({ type: 'hold-expired' as const, tranId: b.tranId, bookingId: b.id })),
        ...released.map((b) => ({ type: 'hold-released' as const, tranId: b.tranId, bookingId: b.id, by: 'rebooked' as const })),
        {
          type: 'booking-held',
          tranId,
          bookingId: booking.id,
          userId: caller.id,
          roomId: room.id,
          amountPoisha: booking.pricePoisha,
          holdExpiresAt,
        },
      ]);
      return { booking, room };
    })
    .catch((error: unknown) => {
      // 23P01: the exclusion constraint refused the overlap. 40P01: two overlapping inserts deadlocked.
      const state = sqlStateOf(error);
      if (state === '23P01' || state === '40P01') throw new AppError('DATES_UNAVAILABLE', messages.datesUnavailable);
      throw error;
    });
  app.outbox.kick();

  try {
    const url = await openGatewaySession(app, {
      tranId,
      amountPoisha: booking.pricePoisha,
      bookingId: booking.id,
      roomId: room.id,
      roomTitle: room.title,
      customer: { name: caller.name, email: caller.email },
    });
    return { url, tranId };
  } catch (error) {
    // No session exists, so no payment can arrive: the gateway's own "no" releases the hold.
    await releaseUnpaidHold(app, { tranId, bookingId: booking.id }, 'gateway');
    if (error instanceof GatewayError) {
      app.log.error({ err: error, tranId }, 'payment gateway session failed');
      throw gatewayUnavailable();
    }
    throw error;
  }
}

/**
 * fail|cancel + release|cancelHold in ONE transaction: the pending payment closes and the held
 * booking frees its dates, or nothing changes. Returns false when either was no longer open.
 */
async function releaseUnpaidHold(app: AppContext, ids: { tranId: string; bookingId: string }, by: 'owner' | 'gateway'): Promise<boolean> {
  const isReleased = await app.db
    .transaction(async (tx) => {
      const payment = await closePendingPayment(tx, ids.tranId, by === 'owner' ? 'cancel' : 'fail');
      if (!payment) return false;
      if (!(await releaseHold(tx, ids.bookingId, by === 'owner' ? 'cancelHold' : 'release'))) tx.rollback();
      await recordCheckoutEvents(tx, [
        ...(by === 'gateway' ? [{ type: 'payment-failed' as const, ...ids, reason: 'gateway-failed' as const }] : []),
        { type: 'hold-released', ...ids, by },
      ]);
      return true;
    })
    .catch((error: unknown) => {
      if (error instanceof TransactionRollbackError) return false;
      throw error;
    });
  if (isReleased) app.outbox.kick();
  return isReleased;
}

/** The gateway itself reported the attempt FAILED/CANCELLED: fail the payment, free the dates. */
export async function failPaymentVerified(app: AppContext, context: PaymentContext): Promise<boolean> {
  return releaseUnpaidHold(app, { tranId: context.payment.tranId, bookingId: context.bookingId }, 'gateway');
}

/** The owner gives a live hold up: payment → cancelled, booking → cancelled. False when the hold had ended. */
export async function cancelHoldOf(app: AppContext, ids: { tranId: string; bookingId: string }): Promise<boolean> {
  return releaseUnpaidHold(app, ids, 'owner');
}
