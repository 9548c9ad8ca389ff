/**
 * Drizzle access for the Today screen and the occupancy calendar (issue 13). Stays that hold
 * a room are those the no-double-booking constraint counts (migration 0001): held or paid and
 * not cancelled; date filters use its GiST index (`daterange(start, end, '[]') &&`).
 */
import { and, asc, eq, gt, lt, or, sql, type SQL } from 'drizzle-orm';
import { selectBookingView } from '../../db/booking-view.ts';
import type { Executor } from '../../db/client.ts';
import { bookings, cancellationRequests, rooms, user } from '../../db/schema.ts';
import { findBlocksBetween, findChartRooms, physicalRoomNumberSql } from '../inventory/inventory.service.ts';

/** A booking as the front desk sees it (money in poisha). */
export interface DeskRow {
  bookingId: string;
  tranId: string;
  roomId: string;
  roomTitle: string;
  roomNumber: string;
  guestName: string;
  guestEmail: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  status: string;
  pricePoisha: number;
  holdExpiresAt: Date | null;
  requestId: string | null;
  requestedAt: Date | null;
  stayStatus: 'expected' | 'checked-in' | 'checked-out';
  housekeepingStatus: 'clean' | 'dirty' | 'inspected' | 'out-of-order';
  guestPhone: string | null;
}

const deskColumns = {
  bookingId: bookings.id,
  tranId: bookings.tranId,
  roomId: bookings.roomId,
  roomTitle: rooms.title,
  roomNumber: physicalRoomNumberSql(bookings.physicalRoomId),
  guestName: user.name,
  guestEmail: user.email,
  checkIn: bookings.startDate,
  checkOut: bookings.endDate,
  nights: bookings.nights,
  status: bookings.status,
  pricePoisha: bookings.pricePoisha,
  holdExpiresAt: bookings.holdExpiresAt,
  stayStatus: bookings.stayStatus,
  housekeepingStatus: sql<
    DeskRow['housekeepingStatus']
  >`(select pr.housekeeping_status from physical_rooms pr where pr.id = ${bookings.physicalRoomId})`,
  guestPhone: user.phoneNumber,
};

/** The rows the exclusion constraint's partial index covers, overlapping days `from`..`to` (inclusive). */
export function holdsRoomBetween(from: string, to: string): SQL {
  return sql`${bookings.status} in ('held', 'paid') and ${bookings.cStatus} is distinct from 'approved'
    and daterange(${bookings.startDate}, ${bookings.endDate}, '[]') && daterange(${from}::date, ${to}::date, '[]')`;
}

/** A paid stay, or a hold whose payment window is still open at `now`. */
const liveStay = (now: Date) => or(eq(bookings.status, 'paid'), and(eq(bookings.status, 'held'), gt(bookings.holdExpiresAt, now)));

/**
 * Today's lists in four indexed queries: paid stays touching yesterday..tomorrow (arrivals,
 * departures, no-shows to decide, tomorrow's arrivals; GiST), stays checked in (issue 28: in-house
 * is the stay status, not a guess from dates), live holds (partial hold-expiry index) and pending
 * cancellation requests (status index).
 */
export async function findTodayRows(db: Executor, window: { yesterday: string; tomorrow: string }, now: Date) {
  const base = () => selectBookingView(db, deskColumns);
  const [touching, checkedIn, holds, requests] = await Promise.all([
    base()
      .where(and(holdsRoomBetween(window.yesterday, window.tomorrow), eq(bookings.status, 'paid')))
      .orderBy(asc(rooms.title), asc(bookings.startDate)),
    base()
      .where(and(eq(bookings.status, 'paid'), eq(bookings.stayStatus, 'checked-in'), sql`${bookings.cStatus} is distinct from 'approved'`))
      .orderBy(asc(bookings.endDate), asc(rooms.title)),
    base()
      .where(and(eq(bookings.status, 'held'), gt(bookings.holdExpiresAt, now)))
      .orderBy(asc(bookings.holdExpiresAt)),
    selectBookingView(db, { ...deskColumns, requestId: cancellationRequests.id, requestedAt: cancellationRequests.date })
      .innerJoin(cancellationRequests, eq(cancellationRequests.bookingId, bookings.id))
      .where(eq(cancellationRequests.status, 'pending'))
      .orderBy(asc(cancellationRequests.date))
      .limit(200),
  ]);
  const none = { requestId: null, requestedAt: null };
  return {
    touching: touching.map((r): DeskRow => ({ ...r, ...none })),
    checkedIn: checkedIn.map((r): DeskRow => ({ ...r, ...none })),
    holds: holds.map((r): DeskRow => ({ ...r, ...none })),
    requests: requests as DeskRow[],
  };
}

/**
 * The tape chart's live stays with a night in `from`..`to` − 1 (each with its physical room and
 * source, issue 27), then its physical rooms (those that existed in the month, or hold a stay or
 * block in it) and blocks, read through the inventory's service.
 */
export async function findOccupancyRows(db: Executor, from: string, to: string, now: Date, timeZone: string) {
  const [stays, blocks] = await Promise.all([
    db
      .select({
        bookingId: bookings.id,
        roomId: bookings.roomId,
        physicalRoomId: bookings.physicalRoomId,
        tranId: bookings.tranId,
        guestName: user.name,
        checkIn: bookings.startDate,
        checkOut: bookings.endDate,
        status: bookings.status,
        source: bookings.source,
        sourceName: bookings.sourceName,
      })
      .from(bookings)
      .innerJoin(user, eq(user.id, bookings.userId))
      .where(and(holdsRoomBetween(from, to), lt(bookings.startDate, to), gt(bookings.endDate, from), liveStay(now)))
      .orderBy(asc(bookings.startDate)),
    findBlocksBetween(db, from, to),
  ]);
  const used = [...new Set([...stays.map((s) => s.physicalRoomId), ...blocks.map((b) => b.physicalRoomId)])];
  const chartRooms = await findChartRooms(db, from, to, timeZone, used);
  return { rooms: chartRooms, stays, blocks };
}
