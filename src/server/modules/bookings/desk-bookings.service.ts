/**
 * Bookings taken by staff (issue 27): the quote of a stay, the booking itself (paid at the desk,
 * a deposit, or a payment link) and more money toward its balance. Dates follow the online
 * flow's rules (checkStayDates); the checkout module writes the rows (checkout.service.ts).
 * Money: BDT in and out of the API, integer poisha inside.
 */
import { computeTotalPoisha, toBdt, toPoisha } from '#shared/domain/money.ts';
import { isEntityId } from '#shared/schemas/common.ts';
import type { BookingBalance, DeskBookingReply, DeskQuote } from '#shared/schemas/desk.ts';
import type { z } from 'zod';
import type { deskBookingBodySchema, deskPaymentBodySchema } from '#shared/schemas/desk.ts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { bookAtDesk, findBookingBalance, takeDeskPayment, type DeskPaymentPlan } from '../checkout/checkout.service.ts';
import { listFreePhysicalRooms } from '../inventory/inventory.service.ts';
import { findLiveRoom } from '../rooms/rooms.service.ts';
import { findDeskGuest } from '../users/desk-guests.service.ts';
import { checkStayDates } from './bookings.service.ts';

type DeskBookingInput = z.output<typeof deskBookingBodySchema>;
type DeskPaymentInput = z.output<typeof deskPaymentBodySchema>;

/**
 * GET /api/admin/desk-quote: nights, price per night and total (BDT) of the stay, the type's
 * capacity, and its physical rooms free for the dates. Throws 400 (dates), 404 (room).
 */
export async function quoteDeskStay(app: AppContext, query: { roomId: string; checkIn: string; checkOut: string }): Promise<DeskQuote> {
  const nights = checkStayDates(app, { startDate: query.checkIn, endDate: query.checkOut });
  const room = isEntityId(query.roomId) ? await findLiveRoom(app.db, query.roomId) : undefined;
  if (!room) throw notFound('Room');
  const freeRooms = await listFreePhysicalRooms(app.db, room.id, query, app.config.isSameDayTurnover);
  return {
    nights,
    pricePerNight: toBdt(room.pricePoisha),
    total: toBdt(computeTotalPoisha(nights, room.pricePoisha)),
    capacity: room.capacity,
    freeRooms,
  };
}

/** BDT with at most 2 decimals → poisha; throws 400 WRONG_AMOUNT for finer amounts. */
function toExactPoisha(amountBdt: number): number {
  const poisha = toPoisha(amountBdt);
  if (Math.abs(poisha - amountBdt * 100) > 1e-6) throw new AppError('WRONG_AMOUNT', 'Amounts have at most 2 decimals');
  return poisha;
}

function planOf(payment: DeskBookingInput['payment']): DeskPaymentPlan {
  if (payment.mode === 'link') return { mode: 'link' };
  return {
    mode: payment.mode,
    method: payment.method,
    amountPoisha: toExactPoisha(payment.amountBdt),
    reference: payment.reference || null,
  };
}

/**
 * POST /api/admin/desk-bookings by `clerk`. Throws 400 (dates, OTA without its name, amount,
 * reference, capacity), 404 (guest, room), 409 DATES_UNAVAILABLE.
 */
export async function createDeskBooking(app: AppContext, clerk: SessionUser, input: DeskBookingInput): Promise<DeskBookingReply> {
  const nights = checkStayDates(app, input);
  if (input.source === 'ota' && !input.sourceName) throw new AppError('VALIDATION', 'Name the OTA (e.g. Booking.com)');
  if (!isEntityId(input.roomId)) throw notFound('Room');
  if (input.physicalRoomId && !isEntityId(input.physicalRoomId)) throw notFound('Physical room');
  const guest = await findDeskGuest(app.db, input.guestId);
  if (!guest) throw notFound('Guest');
  const result = await bookAtDesk(app, {
    guest,
    stay: { roomId: input.roomId, physicalRoomId: input.physicalRoomId, startDate: input.startDate, endDate: input.endDate, nights },
    guests: input.guests,
    desk: { source: input.source, sourceName: input.source === 'ota' ? (input.sourceName ?? null) : null, createdBy: clerk.id },
    payment: planOf(input.payment),
  });
  return {
    bookingId: result.bookingId,
    tranId: result.tranId,
    roomNumber: result.roomNumber,
    status: result.status,
    total: toBdt(result.totalPoisha),
    paid: toBdt(result.paidPoisha),
    balanceDue: toBdt(result.totalPoisha - result.paidPoisha),
    paymentId: result.paymentId,
    payLink: result.payLink,
    holdExpiresAt: result.holdExpiresAt?.toISOString() ?? null,
  };
}

/** POST /api/admin/bookings/{id}/desk-payments by `clerk`. Throws 400, 404, 409 NOT_PAYABLE. */
export async function addDeskPayment(app: AppContext, clerk: SessionUser, bookingId: string, input: DeskPaymentInput) {
  if (!isEntityId(bookingId)) throw notFound('Booking');
  const money = { method: input.method, amountPoisha: toExactPoisha(input.amountBdt), reference: input.reference || null };
  const taken = await takeDeskPayment(app, clerk.id, bookingId, money);
  return {
    paymentId: taken.paymentId,
    tranId: taken.tranId,
    total: toBdt(taken.totalPoisha),
    paid: toBdt(taken.paidPoisha),
    balanceDue: toBdt(taken.totalPoisha - taken.paidPoisha),
  };
}

/** A booking's money in BDT (total, kept payments, balance due), or undefined for an unknown booking. */
export async function getBookingBalance(app: AppContext, bookingId: string): Promise<BookingBalance | undefined> {
  const money = isEntityId(bookingId) ? await findBookingBalance(app, bookingId) : undefined;
  if (!money) return undefined;
  return { total: toBdt(money.totalPoisha), paid: toBdt(money.paidPoisha), balanceDue: toBdt(money.totalPoisha - money.paidPoisha) };
}
