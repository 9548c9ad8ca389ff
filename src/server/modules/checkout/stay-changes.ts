/**
 * Changing a paid stay's dates (issue 28, checkout-states.ts STAY_CHANGE_TRANSITIONS.changeStay):
 * extend, leave early, or move an expected stay. The server prices the new nights at the
 * booking's own nightly rate (the rate it was sold at), keeps its physical room when it is free
 * for the new nights, else gives another free room of its type, under the type's row lock; the
 * exclusion constraint stays the last word. More owed: the booking's Take payment form takes it.
 * Less owed: the kept money above the new price goes back in the same request (give-money-back.ts).
 */
import { formatBdt, computeTotalPoisha, toBdt } from '#shared/domain/money.ts';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { countNights, formatDayMonthYear, isIsoDate } from '#shared/domain/nights.ts';
import { bookableStayError, checkOutError, MAX_NIGHTS, stayTooLongMessage } from '#shared/domain/stay-dates.ts';
import { isEntityId } from '#shared/schemas/common.ts';
import type { RefundWay, StayChanged, StayChangeQuote } from '#shared/schemas/stay-changes.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import { findPhysicalRoom, listFreePhysicalRooms } from '../inventory/inventory.service.ts';
import { recordCheckoutEvents } from './checkout-events.ts';
import { findBookingRow } from './checkout-queries.repository.ts';
import { findBookingMoney } from './desk.repository.ts';
import { assertMayRefund, giveMoneyBack } from './give-money-back.ts';
import { lockRoomType, toDatesUnavailable } from './holds.ts';
import { findKeptMoneyByWay, updateStayDates } from './stay-changes.repository.ts';
import { expireLapsedHolds, type BookingRow } from './transitions.repository.ts';

/** New dates asked for, `YYYY-MM-DD` hotel time. */
export interface NewStayDates {
  checkIn: string;
  checkOut: string;
}

interface StayChangePlan extends StayChangeQuote {
  booking: BookingRow;
  room: { id: string; number: string };
  fromNumber: string;
}

const NOT_CHANGEABLE = 'Only a paid stay that is not cancelled, checked out or a no-show can change its dates';
const invalid = (message: string) => new AppError('INVALID_DATES', message);

/** Throws 409 BOOKING_NOT_LIVE unless `b` is paid, its cancellation not approved, and not checked out. */
function assertChangeable(b: BookingRow): void {
  if (b.status !== 'paid' || b.cStatus === 'approved' || b.stayStatus === 'checked-out') {
    throw new AppError('BOOKING_NOT_LIVE', NOT_CHANGEABLE);
  }
}

/**
 * Throws 400 INVALID_DATES unless `to` is a stay `b` may change to on hotel `today`: a checked-in
 * stay keeps its check-in and checks out today or later; an expected one meets the online flow's
 * rules (check-in not past, within `windowDays`, at most MAX_NIGHTS); the dates must differ.
 */
function assertNewDates(b: BookingRow, to: NewStayDates, today: string, windowDays: number): void {
  if (!isIsoDate(to.checkIn) || !isIsoDate(to.checkOut)) throw invalid('Choose real check-in and check-out dates');
  if (to.checkIn === b.startDate && to.checkOut === b.endDate) throw invalid('These are the stay’s dates already');
  if (b.stayStatus === 'checked-in') {
    if (to.checkIn !== b.startDate) throw invalid('The guest is checked in: the check-in date cannot change');
    if (to.checkOut < today) throw invalid('The new check-out cannot be before today');
    const error = checkOutError(to.checkIn, to.checkOut);
    if (error) throw invalid(error);
    if (countNights(to.checkIn, to.checkOut) > MAX_NIGHTS) throw invalid(stayTooLongMessage);
    return;
  }
  const error = bookableStayError(to.checkIn, to.checkOut, today, windowDays);
  if (error) throw invalid(error);
}

/** The booking `id`, or 404. */
async function loadBooking(db: Executor, id: string): Promise<BookingRow> {
  const row = isEntityId(id) ? await findBookingRow(db, id) : undefined;
  if (!row) throw notFound('Booking');
  return row;
}

/** Prices and places the change of `b` to `to` (no write). Throws 400, 409 as the rules above, 409 DATES_UNAVAILABLE. */
async function planStayChange(app: AppContext, db: Executor, b: BookingRow, to: NewStayDates): Promise<StayChangePlan> {
  assertChangeable(b);
  assertNewDates(b, to, todayInHotel(new Date(), app.config.hotelTimeZone), app.config.bookingWindowDays);
  const free = await listFreePhysicalRooms(db, b.roomId, to, app.config.isSameDayTurnover, b.id);
  const room = free.find((r) => r.id === b.physicalRoomId) ?? free[0];
  if (!room) throw new AppError('DATES_UNAVAILABLE', 'Sorry! Selected dates are not available: no room of this type is free for them');
  const nights = countNights(to.checkIn, to.checkOut);
  const pricePoisha = computeTotalPoisha(nights, b.pricePerNightPoisha);
  const money = await findBookingMoney(db, b.id);
  const kept = await findKeptMoneyByWay(db, b.id);
  const paidPoisha = money?.paidPoisha ?? 0;
  const refundPoisha = Math.max(0, paidPoisha - pricePoisha);
  const from = await findPhysicalRoom(db, b.physicalRoomId);
  return {
    booking: b,
    room,
    fromNumber: from?.number ?? '',
    oldNights: b.nights,
    oldPricePoisha: b.pricePoisha,
    nights,
    pricePoisha,
    differencePoisha: pricePoisha - b.pricePoisha,
    refundPoisha,
    balanceDuePoisha: Math.max(0, pricePoisha - paidPoisha),
    roomNumber: room.number,
    isRoomChanged: room.id !== b.physicalRoomId,
    needsRefundWay: refundPoisha > kept.gatewayPoisha,
  };
}

const quoteOf = ({ booking: _b, room: _r, fromNumber: _f, ...quote }: StayChangePlan): StayChangeQuote => quote;

/** GET /admin/bookings/{id}/change-stay?checkIn&checkOut: what the change would do (nothing written). Throws 400, 404, 409. */
export async function quoteStayChange(app: AppContext, bookingId: string, to: NewStayDates): Promise<StayChangeQuote> {
  const booking = await loadBooking(app.db, bookingId);
  return quoteOf(await planStayChange(app, app.db, booking, to));
}

/** "extended booking HB… to 03-12-2026 (+BDT 5,000)" in the hotel's words (days as dd-mm-yyyy, as every screen writes them). */
export function describeStayChange(c: {
  tranId: string;
  fromCheckIn: string;
  toCheckIn: string;
  toCheckOut: string;
  differencePoisha: number;
}): string {
  const sign = c.differencePoisha < 0 ? '−' : '+';
  const money = `${sign}${formatBdt(toBdt(Math.abs(c.differencePoisha)))}`;
  if (c.fromCheckIn !== c.toCheckIn)
    return `moved booking ${c.tranId} to ${formatDayMonthYear(c.toCheckIn)} – ${formatDayMonthYear(c.toCheckOut)} (${money})`;
  const verb = c.differencePoisha >= 0 ? 'extended' : 'shortened';
  return `${verb} booking ${c.tranId} to ${formatDayMonthYear(c.toCheckOut)} (${money})`;
}

/** Throws 400 when the refund includes desk money and no desk method says how it goes back. */
function assertRefundWay(plan: StayChangePlan, refundWay: RefundWay | undefined): void {
  if (plan.needsRefundWay && (!refundWay || refundWay === 'gateway')) {
    throw new AppError('VALIDATION', 'Choose how the desk money goes back (cash, bKash, …)');
  }
}

/**
 * POST /admin/bookings/{id}/change-stay: changeStay under the type's row lock with its
 * `stay-changed` event in the same transaction, then the refund of the kept money above the new
 * price (gateway, or `refundWay`). Throws 400 (dates, refund way), 404, 409 BOOKING_NOT_LIVE,
 * 409 DATES_UNAVAILABLE (no room free, or the exclusion constraint), and the refund's errors
 * (then the stay has changed and the folio shows the credit).
 */
export async function changeStay(
  app: AppContext,
  bookingId: string,
  input: NewStayDates & { refundWay?: RefundWay },
  by: AuditActor,
): Promise<StayChanged> {
  const first = await loadBooking(app.db, bookingId);
  const planned = await planStayChange(app, app.db, first, input);
  assertRefundWay(planned, input.refundWay);
  if (planned.refundPoisha > 0) assertMayRefund(by);
  const plan = await app.db
    .transaction(async (tx) => {
      await lockRoomType(tx, first.roomId);
      const now = await planStayChange(app, tx, await loadBooking(tx, bookingId), input);
      assertRefundWay(now, input.refundWay);
      if (now.refundPoisha > 0) assertMayRefund(by);
      // A lapsed hold still counts for the constraint until it is expired (holds.ts does the same).
      const expired = await expireLapsedHolds(tx, { now: new Date(), roomId: now.booking.roomId });
      const b = now.booking;
      const write = {
        startDate: input.checkIn,
        endDate: input.checkOut,
        nights: now.nights,
        pricePoisha: now.pricePoisha,
        physicalRoomId: now.room.id,
      };
      if (!(await updateStayDates(tx, b.id, { startDate: b.startDate, endDate: b.endDate }, write))) {
        throw new AppError('BOOKING_NOT_LIVE', NOT_CHANGEABLE);
      }
      await recordCheckoutEvents(tx, [
        ...expired.map((e) => ({ type: 'hold-expired' as const, tranId: e.tranId, bookingId: e.id })),
        {
          type: 'stay-changed',
          tranId: b.tranId,
          bookingId: b.id,
          changedBy: by.actor,
          ip: by.ip,
          fromCheckIn: b.startDate,
          fromCheckOut: b.endDate,
          toCheckIn: input.checkIn,
          toCheckOut: input.checkOut,
          fromNights: b.nights,
          toNights: now.nights,
          fromPricePoisha: b.pricePoisha,
          toPricePoisha: now.pricePoisha,
          fromNumber: now.fromNumber,
          toNumber: now.room.number,
        },
      ]);
      return now;
    })
    .catch(toDatesUnavailable);
  app.outbox.kick();
  if (plan.refundPoisha > 0) {
    await giveMoneyBack(app, {
      bookingId,
      amountPoisha: plan.refundPoisha,
      staffId: by.actor,
      reason: 'stay-shortened',
      way: plan.needsRefundWay ? input.refundWay! : 'gateway',
    });
  }
  const message = describeStayChange({
    tranId: first.tranId,
    fromCheckIn: first.startDate,
    toCheckIn: input.checkIn,
    toCheckOut: input.checkOut,
    differencePoisha: plan.differencePoisha,
  });
  return { ...quoteOf(plan), message: message.charAt(0).toUpperCase() + message.slice(1) };
}
