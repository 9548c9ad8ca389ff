/**
 * Booking rules (docs/product/states.md#room-detail-date-flow, docs/product/rules.md#dates; docs/architecture.md#data, docs/architecture.md#api-design). The server is the authority:
 * it re-checks the dates in hotel time, computes nights and price from the room, and lets
 * PostgreSQL's exclusion constraint refuse overlaps.
 */
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { countNights } from '#shared/domain/nights.ts';
import { toBdt } from '#shared/domain/money.ts';
import { MAX_NIGHTS, stayDatesError, stayTooLongMessage } from '#shared/domain/stay-dates.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { holdRoom } from '../checkout/checkout.service.ts';
import type { BookingRow, BookingViewRow } from '../../db/booking-view.ts';
import { isEntityId } from '#shared/schemas/common.ts';

/**
 * POST /add-bookings: validates the dates (hotel time; check-in within the booking window,
 * config.bookingWindowDays) and the stay's length, then asks the
 * checkout module to hold the room and open the gateway session. Returns `{ url, tranId }`.
 * Throws 400 (dates), 404 (room), 409 (dates taken), 502 (gateway unavailable).
 */
export async function createHeldBooking(
  app: AppContext,
  caller: SessionUser,
  input: { roomId: string; startDate: string; endDate: string },
) {
  const nights = checkStayDates(app, input);
  if (!isEntityId(input.roomId)) throw notFound('Room');
  return holdRoom(app, caller, { ...input, nights });
}

/**
 * The online flow's date rules, shared with the desk (issue 27): dates valid in hotel time,
 * check-in within the booking window, at most MAX_NIGHTS. Returns the nights. Throws 400
 * INVALID_DATES or STAY_TOO_LONG.
 */
export function checkStayDates(app: AppContext, input: { startDate: string; endDate: string }): number {
  const today = todayInHotel(new Date(), app.config.hotelTimeZone);
  const dateError = stayDatesError(input.startDate, input.endDate, today, app.config.bookingWindowDays);
  if (dateError) throw new AppError('INVALID_DATES', dateError);
  const nights = countNights(input.startDate, input.endDate);
  if (nights > MAX_NIGHTS) throw new AppError('STAY_TOO_LONG', stayTooLongMessage);
  return nights;
}

/**
 * Whether a booking is an enjoyed (completed) stay on `today` (`YYYY-MM-DD`, hotel time): paid,
 * its cancellation not approved, and its check-out day reached (docs/architecture.md#data).
 */
export function isEnjoyedStay(b: Pick<BookingRow, 'status' | 'cStatus' | 'endDate'>, today: string): boolean {
  return b.status === 'paid' && b.cStatus !== 'approved' && b.endDate <= today;
}

/** How much of the guest's phone a view may show (issue 24): none, its last 3 digits, or whole. */
export type PhoneView = 'none' | 'masked' | 'whole';

/** "•••678" for a phone ending in 678; null without a phone (issue 24: personal data in lists). */
function maskPhone(phone: string | null | undefined): string | null {
  const digits = (phone ?? '').replace(/\D/g, '');
  return digits ? `•••${digits.slice(-3)}` : null;
}

function phoneOf(row: BookingViewRow, view: PhoneView): { phone?: string | null } {
  if (view === 'none') return {};
  return { phone: view === 'whole' ? (row.userPhone ?? null) : maskPhone(row.userPhone) };
}

/**
 * Row → API booking. `enjoyed` is derived: paid, not refunded, and the check-out day has
 * been reached in hotel time (docs/architecture.md#data), so no job can forget to set it.
 * `phoneView` says how much of the guest's phone an admin view shows (default none).
 */
export function toBookingDto(row: BookingViewRow, today: string, phoneView: PhoneView = 'none'): Booking {
  const b = row.booking;
  return {
    _id: b.id,
    roomId: b.roomId,
    userId: b.userId,
    room: { title: row.roomTitle, image: row.roomImage, category: row.roomCategory },
    roomNumber: row.roomNumber ?? null,
    user: { name: row.userName, email: row.userEmail, photo: row.userPhoto ?? null, ...phoneOf(row, phoneView) },
    price: toBdt(b.pricePoisha),
    pricePerNight: toBdt(b.pricePerNightPoisha),
    nights: b.nights,
    startDate: b.startDate,
    endDate: b.endDate,
    bookingDate: b.bookingDate.toISOString(),
    status: b.status,
    holdExpiresAt: b.status === 'held' ? (b.holdExpiresAt?.toISOString() ?? null) : null,
    tranId: b.tranId,
    c_req: b.cReq,
    c_status: b.cStatus ?? null,
    declineReason: row.declineReason ?? null,
    enjoyed: isEnjoyedStay(b, today),
    reviewed: b.reviewed,
  };
}
