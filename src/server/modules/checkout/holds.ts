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
import { sqlStateOf, type Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { GatewayError } from '../../plugins/gateway/types.ts';
import type { PaymentContext } from './checkout-queries.repository.ts';
import type { BookingSource } from '#shared/schemas/inventory.ts';
import { findLiveRoom } from '../rooms/rooms.service.ts';
import { listFreePhysicalRooms, pickFreePhysicalRoom } from '../inventory/inventory.service.ts';
import { recordCheckoutEvents } from './checkout-events.ts';
import { closePendingPayment, endHoldsBeforeNewHold, insertHold, recordGatewaySession, releaseHold } from './transitions.repository.ts';

/** A fresh transaction id: `HB` (gateway) or `DK` (desk, issue 27) + time + randomness, unique and unguessable. */
export function generateTranId(now: Date = new Date(), prefix = 'HB'): string {
  return `${prefix}${now.getTime().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;
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

/** Who a hold is for: the signed-in guest, or the guest a clerk books for (issue 27). */
export interface HoldGuest {
  id: string;
  name: string;
  email: string;
}

/** A stay to write: room TYPE `roomId`, dates already checked, `nights` counted; `physicalRoomId` a room the clerk named. */
export interface StayToWrite {
  roomId: string;
  startDate: string;
  endDate: string;
  nights: number;
  physicalRoomId?: string;
}

/** Where a booking taken by staff came from (issue 27); absent for the website. */
export interface DeskOrigin {
  source: BookingSource;
  sourceName: string | null;
  createdBy: string;
}

type EndedHolds = Awaited<ReturnType<typeof endHoldsBeforeNewHold>>;

/** The hold-expired / hold-released events of the holds a new stay ended. */
export function endedHoldEvents({ expired, released }: EndedHolds) {
  return [
    ...expired.map((b) => ({ type: 'hold-expired' as const, tranId: b.tranId, bookingId: b.id })),
    ...released.map((b) => ({ type: 'hold-released' as const, tranId: b.tranId, bookingId: b.id, by: 'rebooked' as const })),
  ];
}

/**
 * The type row of `stay.roomId`, locked (THE serialization point of every writer assigning
 * rooms: concurrent bookings of it queue here, an archive waits, and the price comes from the
 * row we hold). Throws 404 when the type is archived or unknown.
 */
export async function lockRoomType(tx: Executor, roomId: string) {
  const room = await findLiveRoom(tx, roomId, { lockForBooking: true });
  if (!room) throw notFound('Room');
  return room;
}

/**
 * Under the type's lock: ends the type's lapsed holds and `guestId`'s own colliding ones (so
 * neither trips the exclusion constraint), then picks the physical room: the one named (when
 * free) or the lowest free one. Throws 409 DATES_UNAVAILABLE when none is free.
 */
export async function clearAndPickRoom(app: AppContext, tx: Executor, guestId: string, stay: StayToWrite) {
  const { config } = app;
  const dates = { checkIn: stay.startDate, checkOut: stay.endDate };
  const ended = await endHoldsBeforeNewHold(
    tx,
    { roomId: stay.roomId, userId: guestId, startDate: stay.startDate, endDate: stay.endDate },
    config.isSameDayTurnover,
  );
  const physicalRoom = stay.physicalRoomId
    ? (await listFreePhysicalRooms(tx, stay.roomId, dates, config.isSameDayTurnover)).find((r) => r.id === stay.physicalRoomId)
    : await pickFreePhysicalRoom(tx, stay.roomId, dates, config.isSameDayTurnover);
  if (!physicalRoom) {
    throw new AppError('DATES_UNAVAILABLE', stay.physicalRoomId ? 'That room is not free for these dates' : messages.datesUnavailable);
  }
  return { ended, physicalRoom };
}

/** 23P01: the exclusion constraint refused the overlap. 40P01: two overlapping inserts deadlocked. Both: the dates are taken. */
export function toDatesUnavailable(error: unknown): never {
  const state = sqlStateOf(error);
  if (state === '23P01' || state === '40P01') throw new AppError('DATES_UNAVAILABLE', messages.datesUnavailable);
  throw error;
}

/**
 * Writes a held booking of `stay` for `guest` with a pending gateway payment, for
 * `holdMinutes` (default config.holdMinutes), in ONE transaction with its events; no gateway
 * session yet. `desk` marks a booking staff made (issue 27: paid later through a link).
 * Throws 400 AMOUNT_OVER_LIMIT, 404 (room), 409 (dates taken).
 */
export async function placeHold(
  app: AppContext,
  guest: HoldGuest,
  stay: StayToWrite,
  options: { desk?: DeskOrigin; holdMinutes?: number } = {},
) {
  const { config, db } = app;
  const tranId = generateTranId();
  const holdExpiresAt = new Date(Date.now() + (options.holdMinutes ?? config.holdMinutes) * 60_000);
  const placed = await db
    .transaction(async (tx) => {
      const room = await lockRoomType(tx, stay.roomId);
      const pricePoisha = computeTotalPoisha(stay.nights, room.pricePoisha);
      // Before any hold: a total the gateway cannot take in one payment would only fail later (issue #8).
      const amountError = stayAmountError(pricePoisha, config.maxPaymentPoisha);
      if (amountError) throw new AppError('AMOUNT_OVER_LIMIT', amountError);
      // Under the room lock, so concurrent requests still leave exactly one live hold.
      const { ended, physicalRoom } = await clearAndPickRoom(app, tx, guest.id, { ...stay, roomId: room.id });
      const booking = await insertHold(
        tx,
        {
          roomId: room.id,
          physicalRoomId: physicalRoom.id,
          userId: guest.id,
          startDate: stay.startDate,
          endDate: stay.endDate,
          nights: stay.nights,
          pricePerNightPoisha: room.pricePoisha,
          pricePoisha,
          holdExpiresAt,
          tranId,
          ...(options.desk ?? {}),
        },
        config.gateway.mode,
      );
      const desk = options.desk;
      await recordCheckoutEvents(tx, [
        ...endedHoldEvents(ended),
        {
          type: 'booking-held',
          tranId,
          bookingId: booking.id,
          userId: guest.id,
          roomId: room.id,
          amountPoisha: booking.pricePoisha,
          holdExpiresAt,
        },
        ...(desk
          ? [
              {
                type: 'desk-booking-made' as const,
                tranId,
                bookingId: booking.id,
                userId: guest.id,
                roomId: room.id,
                roomNumber: physicalRoom.number,
                ...desk,
                mode: 'link' as const,
                totalPoisha: booking.pricePoisha,
              },
            ]
          : []),
      ]);
      return { booking, room, physicalRoom };
    })
    .catch(toDatesUnavailable);
  app.outbox.kick();
  return { ...placed, tranId, holdExpiresAt };
}

/**
 * Holds room `roomId` for `caller` (dates already checked, `nights` counted) for HOLD_MINUTES,
 * with a pending payment, then opens the gateway session. Returns `{ url, tranId }`.
 * Throws 400 AMOUNT_OVER_LIMIT (total over the gateway's one-payment maximum, nothing held),
 * 404 (room), 409 (dates taken: the exclusion constraint), 502 (gateway; the hold is released).
 */
export async function holdRoom(app: AppContext, caller: SessionUser, stay: StayToWrite) {
  const { booking, room, tranId } = await placeHold(app, caller, stay);
  const url = await openSessionOrRelease(app, {
    tranId,
    amountPoisha: booking.pricePoisha,
    bookingId: booking.id,
    roomId: room.id,
    roomTitle: room.title,
    customer: { name: caller.name, email: caller.email },
  });
  return { url, tranId };
}

/**
 * openGatewaySession, or — when the gateway said no — the hold released (no session exists, so
 * no payment can arrive: the gateway's own "no" releases it) and 502 GATEWAY_UNAVAILABLE.
 */
async function openSessionOrRelease(app: AppContext, s: Parameters<typeof openGatewaySession>[1]): Promise<string> {
  try {
    return await openGatewaySession(app, s);
  } catch (error) {
    await releaseUnpaidHold(app, { tranId: s.tranId, bookingId: s.bookingId }, 'gateway');
    if (error instanceof GatewayError) {
      app.log.error({ err: error, tranId: s.tranId }, 'payment gateway session failed');
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
