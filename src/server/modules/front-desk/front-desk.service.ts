/**
 * Today, the occupancy calendar and reports (issue 13). "Today" is the hotel's calendar day
 * (HOTEL_TIME_ZONE, docs/product/rules.md); money leaves here in BDT.
 */
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { toBdt } from '#shared/domain/money.ts';
import { addDays, toDayNumber } from '#shared/domain/nights.ts';
import { maskPhone } from '#shared/domain/desk-guest.ts';
import { READY_HOUSEKEEPING_STATUSES } from '#shared/schemas/desk-vocabularies.ts';
import type { RoomCategory } from '#shared/domain/humanize-category.ts';
import { MAX_REPORT_DAYS, type Occupancy, type Report, type ReportQuery, type Today, type TodayItem } from '#shared/schemas/front-desk.ts';
import type { BookingSource } from '#shared/schemas/inventory.ts';
import type { AppContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { findOccupancyRows, findTodayRows, type DeskRow } from './front-desk.repository.ts';
import { reportByCategory, reportBySource, reportDaily, sumReport } from './reports.repository.ts';

const toItem = (r: DeskRow): TodayItem => ({
  bookingId: r.bookingId,
  tranId: r.tranId,
  roomId: r.roomId,
  roomTitle: r.roomTitle,
  roomNumber: r.roomNumber,
  guestName: r.guestName,
  guestEmail: r.guestEmail,
  checkIn: r.checkIn,
  checkOut: r.checkOut,
  nights: r.nights,
  amount: toBdt(r.pricePoisha),
  holdExpiresAt: r.status === 'held' ? (r.holdExpiresAt?.toISOString() ?? null) : null,
  requestedAt: r.requestedAt?.toISOString() ?? null,
  requestId: r.requestId,
  stayStatus: r.stayStatus,
  housekeepingStatus: r.housekeepingStatus,
  guestPhone: maskPhone(r.guestPhone),
});

const isReady = (r: DeskRow) => (READY_HOUSEKEEPING_STATUSES as readonly string[]).includes(r.housekeepingStatus);

/**
 * GET /admin/today, the desk's day (issue 13; issue 28). Arrivals: paid stays still expected
 * checking in today; in-house: stays checked in; departures: checked-in stays checking out today,
 * then expected ones ending today (not checked in); no-shows to decide: expected stays whose
 * check-in day has passed and check-out day is yesterday or later; rooms not ready: arrivals whose
 * room is not clean or inspected; tomorrow's arrivals; holds: payment windows still open;
 * requests: cancellations waiting for a decision (oldest first). Approved cancellations are in
 * none of the stay lists (the window query excludes them).
 */
export async function getToday(app: AppContext, now = new Date()): Promise<Today> {
  const date = todayInHotel(now, app.config.hotelTimeZone);
  const [yesterday, tomorrow] = [addDays(date, -1), addDays(date, 1)];
  const { touching, checkedIn, holds, requests } = await findTodayRows(app.db, { yesterday, tomorrow }, now);
  const expected = touching.filter((r) => r.stayStatus === 'expected');
  const arrivals = expected.filter((r) => r.checkIn === date);
  return {
    date,
    timeZone: app.config.hotelTimeZone,
    arrivals: arrivals.map(toItem),
    departures: [...checkedIn.filter((r) => r.checkOut === date), ...expected.filter((r) => r.checkOut === date)].map(toItem),
    inHouse: checkedIn.map(toItem),
    holds: holds.map(toItem),
    cancellationRequests: requests.map(toItem),
    noShows: expected.filter((r) => r.checkIn < date && r.checkOut >= yesterday).map(toItem),
    roomsNotReady: arrivals.filter((r) => !isReady(r)).map(toItem),
    tomorrowArrivals: expected.filter((r) => r.checkIn === tomorrow).map(toItem),
  };
}

/**
 * GET /admin/occupancy?month=YYYY-MM (default: this hotel month): the tape chart's physical rooms
 * (issue 27), and the live stays and blocks with a night in it.
 */
export async function getOccupancy(app: AppContext, month: string | undefined, now = new Date()): Promise<Occupancy> {
  const today = todayInHotel(now, app.config.hotelTimeZone);
  const chosen = month ?? today.slice(0, 7);
  const from = `${chosen}-01`;
  const [year, mon] = chosen.split('-').map(Number);
  const to = mon === 12 ? `${year + 1}-01-01` : `${year}-${String(mon + 1).padStart(2, '0')}-01`;
  const { rooms, stays, blocks } = await findOccupancyRows(app.db, from, to, now, app.config.hotelTimeZone);
  return {
    month: chosen,
    from,
    to,
    today,
    rooms: rooms.map((r) => ({ ...r, category: r.category as RoomCategory })),
    stays: stays.map(({ status, ...s }) => ({ ...s, kind: status === 'paid' ? ('paid' as const) : ('hold' as const) })),
    blocks,
  };
}

/**
 * GET /admin/reports?from=&to= (nights from..to inclusive). Throws AppError 400 INVALID_RANGE
 * when `to` is before `from` or the range is longer than MAX_REPORT_DAYS.
 */
export async function getReport(app: AppContext, { from, to }: ReportQuery): Promise<Report> {
  const days = toDayNumber(to) - toDayNumber(from) + 1;
  if (days < 1) throw new AppError('INVALID_RANGE', 'The report must end on or after its first day');
  if (days > MAX_REPORT_DAYS) throw new AppError('INVALID_RANGE', `A report covers at most ${MAX_REPORT_DAYS} days`);
  const [sums, byCategory, bySource, daily] = await Promise.all([
    sumReport(app.db, from, to, app.config.hotelTimeZone),
    reportByCategory(app.db, from, to),
    reportBySource(app.db, from, to),
    reportDaily(app.db, from, to, app.config.hotelTimeZone),
  ]);
  return {
    from,
    to,
    days,
    rooms: sums.rooms,
    roomNightsAvailable: sums.available,
    roomNightsSold: sums.sold,
    occupancyRate: sums.occupancyRate,
    roomRevenue: toBdt(sums.revenuePoisha),
    adr: toBdt(sums.adrPoisha),
    revpar: toBdt(sums.revparPoisha),
    refunds: toBdt(sums.refundsPoisha),
    refundCount: sums.refundCount,
    byCategory: byCategory.map((c) => ({
      category: c.category as RoomCategory,
      bookings: c.bookings,
      roomNights: c.roomNights,
      revenue: toBdt(c.revenuePoisha),
    })),
    bySource: bySource.map((r) => ({
      source: r.source as BookingSource,
      sourceName: r.sourceName,
      bookings: r.bookings,
      roomNights: r.roomNights,
      revenue: toBdt(r.revenuePoisha),
    })),
    daily: daily.map((d) => ({ date: d.date, sold: d.sold, available: d.available, revenue: toBdt(d.revenuePoisha) })),
  };
}
