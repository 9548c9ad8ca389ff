/**
 * Moving a booking (issue 27): staff give a live booking another free physical room of its type,
 * or of another type at the same nightly price ("upgrade at the same price": the price, nights and
 * payment never change; booking.room_id becomes the new type). Both types' rows are locked in id
 * order (the lock holds and blocks take; a stable order so two moves cannot deadlock), the
 * target's freedom is checked under them, and the exclusion constraint stays the authority.
 * The `booking-moved` event is recorded in the same transaction; the audit consumer writes
 * "moved from room 201 to 203".
 */
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { isEntityId } from '#shared/schemas/common.ts';
import type { BookingMoved, MoveOptions } from '#shared/schemas/booking-moves.ts';
import type { AppContext } from '../../context.ts';
import { sqlStateOf, type Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import { findMoveTargets, findPhysicalRoom } from '../inventory/inventory.service.ts';
import { findLiveRoom } from '../rooms/rooms.service.ts';
import { recordCheckoutEvents } from './checkout-events.ts';
import { findBookingRow } from './checkout-queries.repository.ts';
import { expireLapsedHolds, moveBookingRoom, type BookingRow } from './transitions.repository.ts';

const NOT_LIVE = 'Only a booking being paid for or paid (and not cancelled) can be moved';

/** Throws 409 BOOKING_NOT_LIVE unless the booking holds its room now and its stay is not over on `today`. */
function assertLive(b: BookingRow, today: string): void {
  const isLiveHold = b.status === 'held' && b.holdExpiresAt !== null && b.holdExpiresAt.getTime() > Date.now();
  const isLive = (b.status === 'paid' || isLiveHold) && b.cStatus !== 'approved';
  if (!isLive) throw new AppError('BOOKING_NOT_LIVE', NOT_LIVE);
  if (b.endDate < today) throw new AppError('BOOKING_NOT_LIVE', 'This stay is over; it cannot be moved');
}

const stayOf = (b: BookingRow) => ({ checkIn: b.startDate, checkOut: b.endDate });

/** The booking `id`, or 404. */
async function loadBooking(db: Executor, id: string): Promise<BookingRow> {
  const row = isEntityId(id) ? await findBookingRow(db, id) : undefined;
  if (!row) throw notFound('Booking');
  return row;
}

/** GET /admin/bookings/{id}/move-options: the booking's room number and the free rooms it may move to. Throws 404, 409. */
export async function listMoveOptions(app: AppContext, bookingId: string): Promise<MoveOptions> {
  const booking = await loadBooking(app.db, bookingId);
  assertLive(booking, todayInHotel(new Date(), app.config.hotelTimeZone));
  const current = await findPhysicalRoom(app.db, booking.physicalRoomId);
  const targets = await findMoveTargets(app.db, booking, stayOf(booking), app.config.isSameDayTurnover);
  return {
    currentNumber: current?.number ?? '',
    options: targets.map((t) => ({
      physicalRoomId: t.id,
      number: t.number,
      roomId: t.roomId,
      roomTitle: t.roomTitle,
      isSameType: t.roomId === booking.roomId,
    })),
  };
}

/** Locks the live type rows of `roomIds` in id order (a stable order: no deadlock between two moves). */
async function lockTypes(tx: Executor, roomIds: string[]): Promise<void> {
  for (const id of [...new Set(roomIds)].sort()) await findLiveRoom(tx, id, { lockForBooking: true });
}

const notFree = (number: string) => new AppError('ROOM_NOT_FREE', `Room ${number} is not free for this stay`);

/**
 * POST /admin/bookings/{id}/move { physicalRoomId }. Throws 404 (booking, or room not in
 * service), 400 (a type at another price, or the booking's own room), 409 BOOKING_NOT_LIVE,
 * 409 ROOM_NOT_FREE.
 */
export async function moveBooking(app: AppContext, bookingId: string, physicalRoomId: string, by: AuditActor): Promise<BookingMoved> {
  const today = todayInHotel(new Date(), app.config.hotelTimeZone);
  const booking = await loadBooking(app.db, bookingId);
  assertLive(booking, today);
  const target = isEntityId(physicalRoomId) ? await findPhysicalRoom(app.db, physicalRoomId) : undefined;
  if (!target || target.retiredAt) throw notFound('Room');
  if (target.id === booking.physicalRoomId) throw new AppError('BAD_REQUEST', `The booking is already in room ${target.number}`);
  try {
    const moved = await app.db.transaction(async (tx) => {
      await lockTypes(tx, [booking.roomId, target.roomId]);
      const now = await loadBooking(tx, bookingId);
      assertLive(now, today);
      const targetType = await findLiveRoom(tx, target.roomId);
      if (!targetType) throw notFound('Room');
      if (targetType.id !== now.roomId && targetType.pricePoisha !== now.pricePerNightPoisha) {
        throw new AppError('BAD_REQUEST', `Room ${target.number} is a type at another price; a booking moves at the price it was booked`);
      }
      const free = await findMoveTargets(tx, now, stayOf(now), app.config.isSameDayTurnover);
      if (!free.some((t) => t.id === target.id)) throw notFree(target.number);
      const from = await findPhysicalRoom(tx, now.physicalRoomId);
      // A lapsed hold still counts for the constraint until it is expired (holds.ts does the same).
      const expired = await expireLapsedHolds(tx, { now: new Date(), roomId: target.roomId });
      if (!(await moveBookingRoom(tx, now.id, { physicalRoomId: target.id, roomId: target.roomId }))) {
        throw new AppError('BOOKING_NOT_LIVE', NOT_LIVE);
      }
      await recordCheckoutEvents(tx, [
        ...expired.map((b) => ({ type: 'hold-expired' as const, tranId: b.tranId, bookingId: b.id })),
        {
          type: 'booking-moved',
          tranId: now.tranId,
          bookingId: now.id,
          movedBy: by.actor,
          ip: by.ip,
          fromRoomId: now.roomId,
          toRoomId: target.roomId,
          fromPhysicalRoomId: now.physicalRoomId,
          toPhysicalRoomId: target.id,
          fromNumber: from?.number ?? '',
          toNumber: target.number,
        },
      ]);
      return { fromNumber: from?.number ?? '' };
    });
    app.outbox.kick();
    return { message: `Moved from room ${moved.fromNumber} to room ${target.number}`, roomNumber: target.number, roomId: target.roomId };
  } catch (error) {
    if (sqlStateOf(error) === '23P01') throw notFree(target.number);
    throw error;
  }
}
