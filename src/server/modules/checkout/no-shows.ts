/**
 * No-shows (issue 28, decision 027, checkout-states.ts BOOKING_TRANSITIONS.markNoShow): from the
 * day after its check-in day (hotel time), a paid stay never checked in and not cancelled may be
 * marked a no-show by staff. Its nights are free again; the hotel keeps the fee (NO_SHOW_FEE:
 * the first night, capped at the kept money, or all of it) and the rest goes back: desk money by
 * hand with the staff's method in the transition's own transaction, gateway money through the
 * gateway once the transition committed (like staff-cancellations.ts). The `booking-no-show`
 * event, in the same transaction, becomes the audit entry.
 */
import { formatBdt, toBdt } from '#shared/domain/money.ts';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { isEntityId } from '#shared/schemas/common.ts';
import type { NoShowInput, NoShowMarked, NoShowQuote } from '#shared/schemas/no-shows.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { AuditActor } from '../audit/audit.service.ts';
import { assertMayRefund } from './give-money-back.ts';
import { recordCheckoutEvents } from './checkout-events.ts';
import { findBookingRow } from './checkout-queries.repository.ts';
import { findBookingMoney } from './desk.repository.ts';
import { markBookingNoShow } from './no-shows.repository.ts';
import { giveBookingDeskRefunds, refundBookingMoney } from './refund-money.ts';
import { findKeptMoneyByWay } from './stay-changes.repository.ts';
import type { BookingRow } from './transitions.repository.ts';

const NOT_LIVE = 'Only a paid stay not checked in and not cancelled can be marked a no-show';
const TOO_EARLY = 'A no-show can be marked from the day after arrival';

/** Why booking `b` cannot be marked a no-show today, as an AppError, or undefined when it can. */
function refusalOf(app: AppContext, b: BookingRow): AppError | undefined {
  if (b.status !== 'paid' || b.stayStatus !== 'expected' || b.cStatus === 'approved') return new AppError('BOOKING_NOT_LIVE', NOT_LIVE);
  if (todayInHotel(new Date(), app.config.hotelTimeZone) <= b.startDate) return new AppError('TOO_EARLY_FOR_NO_SHOW', TOO_EARLY);
  return undefined;
}

/** The fee kept and the refund (poisha) of booking `b` under the hotel's NO_SHOW_FEE. */
async function moneyOf(app: AppContext, db: Executor, b: BookingRow) {
  const keptPoisha = (await findBookingMoney(db, b.id))?.paidPoisha ?? 0;
  const { gatewayPoisha } = await findKeptMoneyByWay(db, b.id);
  const feePoisha = app.config.noShowFee === 'full-stay' ? keptPoisha : Math.min(b.pricePerNightPoisha, keptPoisha);
  const refundPoisha = keptPoisha - feePoisha;
  return { feePoisha, refundPoisha, needsRefundWay: refundPoisha > gatewayPoisha };
}

async function loadBooking(db: Executor, id: string): Promise<BookingRow> {
  const row = isEntityId(id) ? await findBookingRow(db, id) : undefined;
  if (!row) throw notFound('Booking');
  return row;
}

/** GET /admin/bookings/{id}/no-show: whether it can be marked now, the fee and the refund (poisha). Throws 404. */
export async function quoteNoShow(app: AppContext, bookingId: string): Promise<NoShowQuote> {
  const booking = await loadBooking(app.db, bookingId);
  const refusal = refusalOf(app, booking);
  return { canMark: !refusal, ...(refusal ? { reason: refusal.message } : {}), ...(await moneyOf(app, app.db, booking)) };
}

/**
 * POST /admin/bookings/{id}/no-show: markNoShow under the booking's row lock, with its fee kept
 * and the rest refunded. Throws 400 VALIDATION (desk money without a desk `refundWay`), 404,
 * 409 BOOKING_NOT_LIVE / TOO_EARLY_FOR_NO_SHOW (nothing changes), and the hand refund's errors.
 * A gateway refund the gateway refused leaves the no-show marked and says so in the message.
 */
export async function markNoShow(app: AppContext, bookingId: string, input: NoShowInput, by: AuditActor): Promise<NoShowMarked> {
  const booking = await loadBooking(app.db, bookingId);
  const result = await app.db.transaction(async (tx) => {
    await findBookingMoney(tx, bookingId, true);
    const locked = await loadBooking(tx, bookingId);
    const refusal = refusalOf(app, locked);
    if (refusal) throw refusal;
    const money = await moneyOf(app, tx, locked);
    if (money.refundPoisha > 0) assertMayRefund(by);
    const deskWay = input.refundWay && input.refundWay !== 'gateway' ? input.refundWay : undefined;
    if (money.needsRefundWay && !deskWay) throw new AppError('VALIDATION', 'Choose how the desk money goes back (cash, bKash, …)');
    if (!(await markBookingNoShow(tx, bookingId, by.actor))) throw new AppError('BOOKING_NOT_LIVE', NOT_LIVE);
    await recordCheckoutEvents(tx, [
      { type: 'booking-no-show', tranId: booking.tranId, bookingId, markedBy: by.actor, ip: by.ip, ...money },
    ]);
    const refund = { bookingId, amountPoisha: money.refundPoisha, staffId: by.actor, reason: 'no-show' as const };
    if (money.refundPoisha > 0 && money.needsRefundWay) await giveBookingDeskRefunds(tx, { ...refund, way: deskWay! });
    return { ...money, isGateway: money.refundPoisha > 0 && !money.needsRefundWay, refund };
  });
  app.outbox.kick();
  let failedPoisha = 0;
  if (result.isGateway) failedPoisha = (await refundBookingMoney(app, { ...result.refund, way: 'gateway' })).failedPoisha;
  const kept = `kept ${formatBdt(toBdt(result.feePoisha))}, refunded ${formatBdt(toBdt(result.refundPoisha - failedPoisha))}`;
  const failed = failedPoisha > 0 ? `; the gateway refused ${formatBdt(toBdt(failedPoisha))}: refund it by hand` : '';
  return {
    message: `Booking ${booking.tranId} marked a no-show: ${kept}${failed}`,
    feePoisha: result.feePoisha,
    refundPoisha: result.refundPoisha,
  };
}
