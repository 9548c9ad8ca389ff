/**
 * Booking rules (SPEC §4 date flow, §5 Dates; DESIGN §3, §4). The server is the authority:
 * it re-checks the dates in hotel time, computes nights and price from the room, and lets
 * PostgreSQL's exclusion constraint refuse overlaps.
 */
import { randomBytes } from 'node:crypto';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { countNights } from '#shared/domain/nights.ts';
import { computeTotalPoisha, toBdt } from '#shared/domain/money.ts';
import { MAX_NIGHTS, stayDatesError, stayTooLongMessage } from '#shared/domain/stay-dates.ts';
import { messages } from '#shared/messages.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import type { App } from '../../app.ts';
import { sqlStateOf } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { GatewayError } from '../../plugins/gateway/types.ts';
import { findLiveRoom } from '../rooms/rooms.repository.ts';
import { isRoomId } from '../rooms/rooms.service.ts';
import { expireHeldBooking, markPaymentFailed } from '../payments/payments.repository.ts';
import {
  expireLapsedHolds, insertBooking, insertPayment, recordGatewaySession, releaseOwnOverlappingHolds,
  type BookingRow, type BookingViewRow,
} from './bookings.repository.ts';

/** A fresh gateway transaction id: `HB` + time + randomness, unique and unguessable. */
export function generateTranId(now: Date = new Date()): string {
  return `HB${now.getTime().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;
}

/**
 * POST /add-bookings: validates dates, holds the room for `holdMinutes`, creates a pending
 * payment and opens a gateway session. Returns `{ url, tranId }` of the gateway page.
 * Throws 400 (dates), 404 (room), 409 (dates taken), 502 (gateway unavailable).
 */
export async function createHeldBooking(app: App, caller: SessionUser, input: { roomId: string; startDate: string; endDate: string }) {
  const { config, db } = app;
  const dateError = stayDatesError(input.startDate, input.endDate, todayInHotel(new Date(), config.hotelTimeZone));
  if (dateError) throw new AppError(400, 'INVALID_DATES', dateError);
  const nights = countNights(input.startDate, input.endDate);
  if (nights > MAX_NIGHTS) throw new AppError(400, 'STAY_TOO_LONG', stayTooLongMessage);
  if (!isRoomId(input.roomId)) throw notFound('Room');

  const tranId = generateTranId();
  const holdExpiresAt = new Date(Date.now() + config.holdMinutes * 60_000);
  const { booking, room, amountPoisha } = await db.transaction(async (tx) => {
    // Lock the room: concurrent bookings of it queue here (no exclusion-check deadlocks), an
    // archive waits for us, and we price from the row we hold.
    const room = await findLiveRoom(tx, input.roomId, { lockForBooking: true });
    if (!room) throw notFound('Room');
    const amount = computeTotalPoisha(nights, room.pricePoisha);
    await expireLapsedHolds(tx, room.id);
    // Under the room lock, so concurrent requests still leave exactly one live hold.
    await releaseOwnOverlappingHolds(tx, { roomId: room.id, userId: caller.id, startDate: input.startDate, endDate: input.endDate });
    const row = await insertBooking(tx, {
      roomId: room.id, userId: caller.id, startDate: input.startDate, endDate: input.endDate, nights,
      pricePerNightPoisha: room.pricePoisha, pricePoisha: amount, status: 'held', holdExpiresAt, tranId,
    });
    await insertPayment(tx, { bookingId: row.id, userId: caller.id, tranId, amountPoisha: amount, gatewayMode: config.gateway.mode });
    return { booking: row, room, amountPoisha: amount };
  }).catch((error: unknown) => {
    // 23P01: the exclusion constraint refused the overlap. 40P01: two overlapping inserts
    // waited on each other and PostgreSQL aborted one — the dates are just as contested.
    const state = sqlStateOf(error);
    if (state === '23P01' || state === '40P01') throw new AppError(409, 'DATES_UNAVAILABLE', messages.datesUnavailable);
    throw error;
  });

  try {
    const session = await app.gateway.initSession({
      tranId, amountPoisha, currency: 'BDT',
      successUrl: `${config.publicUrl}/api/payment/success/${tranId}`,
      failUrl: `${config.publicUrl}/api/payment/fail/${tranId}`,
      cancelUrl: `${config.publicUrl}/api/payment/cancel/${tranId}`,
      ipnUrl: `${config.publicUrl}/api/payment/ipn`,
      customer: { name: caller.name, email: caller.email },
      productName: room.title, productCategory: 'Hotel room',
      values: { a: booking.id, b: room.id },
    });
    await recordGatewaySession(db, tranId, session.sessionKey, session.raw);
    return { url: session.gatewayPageUrl, tranId };
  } catch (error) {
    await db.transaction(async (tx) => {
      await markPaymentFailed(tx, tranId);
      await expireHeldBooking(tx, booking.id);
    });
    if (error instanceof GatewayError) {
      app.log.error({ err: error, tranId }, 'payment gateway session failed');
      throw new AppError(502, 'GATEWAY_UNAVAILABLE', 'The payment gateway is not available right now. Please try again.');
    }
    throw error;
  }
}

/**
 * Whether a booking is an enjoyed (completed) stay on `today` (`YYYY-MM-DD`, hotel time): paid,
 * its cancellation not approved, and its check-out day reached (DESIGN §3).
 */
export function isEnjoyedStay(b: Pick<BookingRow, 'status' | 'cStatus' | 'endDate'>, today: string): boolean {
  return b.status === 'paid' && b.cStatus !== 'approved' && b.endDate <= today;
}

/**
 * Row → API booking. `enjoyed` is derived: paid, not refunded, and the check-out day has
 * been reached in hotel time (DESIGN §3), so no job can forget to set it.
 */
export function toBookingDto(row: BookingViewRow, today: string): Booking {
  const b = row.booking;
  return {
    _id: b.id, roomId: b.roomId, userId: b.userId,
    room: { title: row.roomTitle, image: row.roomImage, category: row.roomCategory },
    user: { name: row.userName, email: row.userEmail, photo: row.userPhoto ?? null },
    price: toBdt(b.pricePoisha), pricePerNight: toBdt(b.pricePerNightPoisha), nights: b.nights,
    startDate: b.startDate, endDate: b.endDate, bookingDate: b.bookingDate.toISOString(),
    status: b.status, tranId: b.tranId, c_req: b.cReq, c_status: b.cStatus ?? null,
    enjoyed: isEnjoyedStay(b, today),
    reviewed: b.reviewed,
  };
}
