/**
 * Bookings and money taken by staff (issue 27). A desk booking is written under the room type's
 * row lock like a hold (holds.ts): paid at once (bookAtDesk + takeDeskPayment, one transaction
 * with their events), or held with a pending gateway payment and a payment link for the guest
 * (placeHold). More money toward the balance is another takeDeskPayment. The server prices every
 * stay (nights × the type's price) and checks every amount; the browser's numbers are never used.
 */
import { computeTotalPoisha } from '#shared/domain/money.ts';
import type { DeskPaymentMethod } from '#shared/schemas/inventory.ts';
import { METHODS_NEEDING_REFERENCE } from '#shared/schemas/desk.ts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import { findLiveRoom } from '../rooms/rooms.service.ts';
import { recordCheckoutEvents } from './checkout-events.ts';
import { findBookingMoney, insertDeskBooking, insertDeskPayment, type BookingMoney } from './desk.repository.ts';
import {
  clearAndPickRoom,
  endedHoldEvents,
  generateTranId,
  lockRoomType,
  placeHold,
  toDatesUnavailable,
  type DeskOrigin,
  type HoldGuest,
  type StayToWrite,
} from './holds.ts';
import { payLinkOf } from './pay-links.ts';

/** Money handed over at the desk: integer poisha; `reference` the bKash/Nagad/bank transaction id. */
export interface DeskMoney {
  method: DeskPaymentMethod;
  amountPoisha: number;
  reference: string | null;
}

export type DeskPaymentPlan = ({ mode: 'full' | 'deposit' } & DeskMoney) | { mode: 'link' };

export interface DeskBookingRequest {
  guest: HoldGuest;
  stay: StayToWrite;
  guests: number;
  desk: DeskOrigin;
  payment: DeskPaymentPlan;
}

/** What a desk booking wrote (poisha); `payLink` in link mode. */
export interface DeskBookingResult {
  bookingId: string;
  tranId: string;
  roomNumber: string;
  status: 'held' | 'paid';
  totalPoisha: number;
  paidPoisha: number;
  paymentId: string | null;
  payLink: string | null;
  holdExpiresAt: Date | null;
}

const wrongAmount = (message: string) => new AppError('WRONG_AMOUNT', message);

/** Throws 400 when `money` lacks the reference its method leaves (bKash, Nagad, bank transfer). */
function assertReference(money: Pick<DeskMoney, 'method' | 'reference'>): void {
  if ((METHODS_NEEDING_REFERENCE as readonly string[]).includes(money.method) && !money.reference) {
    throw new AppError('VALIDATION', 'Enter the transaction reference of this payment');
  }
}

/** Throws 400 WRONG_AMOUNT unless `amount` pays `total` in full (mode full) or part of it (deposit). */
function assertFirstAmount(mode: 'full' | 'deposit', amountPoisha: number, totalPoisha: number): void {
  if (mode === 'full' && amountPoisha !== totalPoisha) throw wrongAmount('A full payment must be exactly the stay total');
  if (mode === 'deposit' && !(amountPoisha > 0 && amountPoisha < totalPoisha)) {
    throw wrongAmount('A deposit must be more than 0 and less than the stay total');
  }
}

/** Throws 400 when the type sleeps fewer than `guests`. */
function assertCapacity(capacity: number, guests: number): void {
  if (capacity < guests) throw new AppError('VALIDATION', `This room sleeps at most ${capacity} guests`);
}

/**
 * Books `request.stay` for `request.guest` at the desk (issue 27). Full / deposit: the booking
 * is paid now (bookAtDesk) with the money taken (takeDeskPayment). Link: a held booking for
 * config.deskLinkHoldMinutes with a pending gateway payment, and the link that pays it.
 * Throws 400 (capacity, amount, reference, over the gateway limit in link mode), 404 (room),
 * 409 DATES_UNAVAILABLE (no free room, the named room busy, or the exclusion constraint).
 */
export async function bookAtDesk(app: AppContext, request: DeskBookingRequest): Promise<DeskBookingResult> {
  const { payment } = request;
  if (payment.mode === 'link') return bookWithLink(app, request);
  assertReference(payment);
  const tranId = generateTranId(new Date(), 'DK');
  const written = await app.db
    .transaction(async (tx) => {
      const room = await lockRoomType(tx, request.stay.roomId);
      assertCapacity(room.capacity, request.guests);
      const totalPoisha = computeTotalPoisha(request.stay.nights, room.pricePoisha);
      assertFirstAmount(payment.mode, payment.amountPoisha, totalPoisha);
      const { ended, physicalRoom } = await clearAndPickRoom(app, tx, request.guest.id, { ...request.stay, roomId: room.id });
      const { stay, guest, desk } = request;
      const booking = await insertDeskBooking(tx, {
        roomId: room.id,
        physicalRoomId: physicalRoom.id,
        userId: guest.id,
        startDate: stay.startDate,
        endDate: stay.endDate,
        nights: stay.nights,
        pricePerNightPoisha: room.pricePoisha,
        pricePoisha: totalPoisha,
        tranId,
        ...desk,
      });
      const money = { method: payment.method, reference: payment.reference, amountPoisha: payment.amountPoisha };
      const paid = await insertDeskPayment(tx, { bookingId: booking.id, userId: guest.id, tranId, takenBy: desk.createdBy, ...money });
      const ids = { tranId, bookingId: booking.id };
      await recordCheckoutEvents(tx, [
        ...endedHoldEvents(ended),
        {
          type: 'desk-booking-made',
          ...ids,
          userId: guest.id,
          roomId: room.id,
          roomNumber: physicalRoom.number,
          ...desk,
          mode: payment.mode,
          totalPoisha,
        },
        {
          type: 'desk-payment-taken',
          ...ids,
          paymentId: paid.id,
          takenBy: desk.createdBy,
          ...money,
          paidPoisha: money.amountPoisha,
          totalPoisha,
          balanceDuePoisha: totalPoisha - money.amountPoisha,
        },
      ]);
      return { bookingId: booking.id, roomNumber: physicalRoom.number, totalPoisha, paymentId: paid.id };
    })
    .catch(toDatesUnavailable);
  app.outbox.kick();
  return { ...written, tranId, status: 'paid', paidPoisha: payment.amountPoisha, payLink: null, holdExpiresAt: null };
}

/** Link mode: placeHold for the desk's longer hold; the guest pays through the link (pay-links.ts). */
async function bookWithLink(app: AppContext, request: DeskBookingRequest): Promise<DeskBookingResult> {
  const { capacity } = await readCapacity(app, request.stay.roomId);
  assertCapacity(capacity, request.guests);
  const held = await placeHold(app, request.guest, request.stay, { desk: request.desk, holdMinutes: app.config.deskLinkHoldMinutes });
  return {
    bookingId: held.booking.id,
    tranId: held.tranId,
    roomNumber: held.physicalRoom.number,
    status: 'held',
    totalPoisha: held.booking.pricePoisha,
    paidPoisha: 0,
    paymentId: null,
    payLink: payLinkOf(app.config, held.tranId),
    holdExpiresAt: held.holdExpiresAt,
  };
}

/** The type's capacity, read without a lock (placeHold locks the row to write; capacity is not what the lock guards). Throws 404. */
async function readCapacity(app: AppContext, roomId: string): Promise<{ capacity: number }> {
  const room = await findLiveRoom(app.db, roomId);
  if (!room) throw notFound('Room');
  return { capacity: room.capacity };
}

const notPayable = (message: string) => new AppError('NOT_PAYABLE', message);

/**
 * POST /api/admin/bookings/{id}/desk-payments: takeDeskPayment toward the balance of a paid
 * booking, under the booking's row lock (two clerks cannot both take the last taka). Returns the
 * payment and the booking's money after it (poisha). Throws 400 (over the balance, reference),
 * 404 (booking), 409 NOT_PAYABLE (not a kept paid stay, or nothing owed).
 */
export async function takeDeskPayment(app: AppContext, clerkId: string, bookingId: string, money: DeskMoney) {
  assertReference(money);
  const tranId = generateTranId(new Date(), 'DK');
  const result = await app.db.transaction(async (tx) => {
    const booking = await findBookingMoney(tx, bookingId, true);
    if (!booking) throw notFound('Booking');
    if (booking.status !== 'paid' || booking.cStatus === 'approved') throw notPayable('Only a kept, paid booking can take more money');
    const duePoisha = booking.totalPoisha - booking.paidPoisha;
    if (duePoisha <= 0) throw notPayable('Nothing is owed on this booking');
    if (money.amountPoisha > duePoisha) throw wrongAmount('The amount is more than the balance due');
    const paid = await insertDeskPayment(tx, { bookingId, userId: booking.userId, tranId, takenBy: clerkId, ...money });
    const paidPoisha = booking.paidPoisha + money.amountPoisha;
    await recordCheckoutEvents(tx, [
      {
        type: 'desk-payment-taken',
        tranId,
        bookingId,
        paymentId: paid.id,
        takenBy: clerkId,
        ...money,
        paidPoisha,
        totalPoisha: booking.totalPoisha,
        balanceDuePoisha: booking.totalPoisha - paidPoisha,
      },
    ]);
    return { paymentId: paid.id, tranId, totalPoisha: booking.totalPoisha, paidPoisha };
  });
  app.outbox.kick();
  return result;
}

/** A booking's money (poisha: total, kept payments, room number), or undefined. */
export async function findBookingBalance(app: AppContext, bookingId: string): Promise<BookingMoney | undefined> {
  return findBookingMoney(app.db, bookingId);
}
