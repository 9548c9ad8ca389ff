/** Drizzle access for the paged admin booking list and its CSV export (issue #13). */
import { and, asc, desc, eq, gte, inArray, lte, not, or, sql, type SQL } from 'drizzle-orm';
import type { BookingListQuery } from '#shared/schemas/admin-lists.ts';
import type { Executor } from '../../db/client.ts';
import { bookingView, isRealBooking, selectBookingView, type BookingViewRow } from '../../db/booking-view.ts';
import { countCapped, readPage, type PageOfRows } from '../../db/paging.ts';
import { bookings } from '../../db/schema.ts';
import { addDays, countNights } from '#shared/domain/nights.ts';
import { MAX_NIGHTS } from '#shared/domain/stay-dates.ts';
import { physicalRoomNumberSql } from '../inventory/inventory.service.ts';
import { searchCondition } from './list-filters.ts';

/** A booking list row: the booking view plus its physical room's number (issue 27). */
export type BookingListRow = BookingViewRow & { roomNumber: string };
const bookingListView = { ...bookingView, roomNumber: physicalRoomNumberSql(bookings.physicalRoomId) };

const isApproved = eq(bookings.cStatus, 'approved');
const isNotApproved = sql`${bookings.cStatus} is distinct from 'approved'`;
const isLapsedHold = and(eq(bookings.status, 'held'), lte(bookings.holdExpiresAt, sql`now()`));

/**
 * SQL condition of a booking status filter: the rule of `bookingStatusKey`
 * (shared/domain/booking-display-status.ts) in SQL, so a filter finds what the row shows (issue 24).
 */
function statusCondition(status: NonNullable<BookingListQuery['status']>): SQL | undefined {
  switch (status) {
    case 'paid':
      return and(eq(bookings.status, 'paid'), isNotApproved, sql`${bookings.cStatus} is distinct from 'processing'`);
    case 'held':
      return and(eq(bookings.status, 'held'), isNotApproved, not(isLapsedHold!));
    case 'cancelled':
    case 'refunded':
      return isApproved;
    case 'cancel-requested':
      return and(eq(bookings.status, 'paid'), eq(bookings.cStatus, 'processing'));
    case 'expired':
      return and(isNotApproved, or(inArray(bookings.status, ['expired', 'cancelled']), isLapsedHold));
    // Issue 28: after cancelled/held/expired, before a waiting request (bookingStatusKey's order).
    case 'no-show':
      return and(isNotApproved, eq(bookings.status, 'no_show'));
  }
}

/** The WHERE of a booking filter: real bookings only (unless asking for expired holds), then search, status, source (issue 27) and stay overlap. */
async function bookingFilter(db: Executor, query: BookingListQuery): Promise<SQL | undefined> {
  return and(
    query.status === 'expired' ? undefined : isRealBooking(),
    query.q
      ? await searchCondition(db, query.q, { userColumn: bookings.userId, roomColumn: bookings.roomId, tranColumn: bookings.tranId })
      : undefined,
    query.status ? statusCondition(query.status) : undefined,
    query.source ? eq(bookings.source, query.source) : undefined,
    // A stay overlaps the range when it starts on or before its end and ends on or after its start.
    query.stayTo ? lte(bookings.startDate, query.stayTo) : undefined,
    query.stayFrom ? gte(bookings.endDate, query.stayFrom) : undefined,
    // No stay is longer than MAX_NIGHTS, so one that ends in the range started at most that long
    // before it: this bound lets bookings_stay_idx read only the range instead of every older stay.
    query.stayFrom ? gte(bookings.startDate, addDays(query.stayFrom, -MAX_NIGHTS)) : undefined,
  );
}

const sortColumns = { bookingDate: bookings.bookingDate, startDate: bookings.startDate, price: bookings.pricePoisha } as const;

/** Longest stay filter (days) that is read through bookings_stay_idx and then sorted. */
const NARROW_STAY_RANGE_DAYS = 366;

/**
 * Whether the stay filter picks few enough bookings to read them all and sort them. Booking and
 * stay dates move together, so walking the booking-date (or price) index for the first 25
 * matches of one month read 620,000 rows of a million (260 ms); reading the month's stays by
 * their own index and sorting them took 20 ms (docs/performance.md#admin-lists-at-scale).
 */
function isNarrowStayRange(query: BookingListQuery): boolean {
  return Boolean(query.stayFrom && query.stayTo && countNights(query.stayFrom, query.stayTo) <= NARROW_STAY_RANGE_DAYS);
}

/** ORDER BY of a booking list; the id breaks ties so pages never overlap. */
function bookingOrder(query: BookingListQuery): SQL[] {
  const by = query.dir === 'asc' ? asc : desc;
  const sort = query.sort ?? 'bookingDate';
  const column = sortColumns[sort];
  if (sort === 'startDate' || !isNarrowStayRange(query)) return [by(column), by(bookings.id)];
  // Adding zero keeps the order but hides the column's index from the planner (see above).
  const unindexed = sort === 'bookingDate' ? sql`${column} + interval '0 seconds'` : sql`${column} + 0`;
  return [by(unindexed), by(bookings.id)];
}

/** One page of bookings matching `query`, with room and guest, and the (capped) total. */
export async function findBookingPage(db: Executor, query: BookingListQuery): Promise<PageOfRows<BookingListRow>> {
  const where = await bookingFilter(db, query);
  return readPage(query, async ({ limit, offset }) => {
    const [rows, count] = await Promise.all([
      selectBookingView(db, bookingListView)
        .where(where)
        .orderBy(...bookingOrder(query))
        .limit(limit)
        .offset(offset),
      countCapped(
        db,
        db
          .select({ one: sql`1` })
          .from(bookings)
          .where(where)
          .getSQL(),
      ),
    ]);
    return { rows, ...count };
  });
}

/**
 * Every booking matching `query` newest first, read in batches of `batchSize` by keyset
 * (booking_date, id), so an export of 100,000 rows never holds more than one batch.
 */
export async function* streamBookings(db: Executor, query: BookingListQuery, batchSize = 500): AsyncGenerator<BookingListRow> {
  const where = await bookingFilter(db, query);
  // The cursor keeps booking_date as PostgreSQL's text: a JS Date would drop the microseconds.
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const cursor: SQL | undefined = after
      ? sql`(${bookings.bookingDate}, ${bookings.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
      : undefined;
    const rows: Array<BookingListRow & { cursorAt: string }> = await selectBookingView(db, {
      ...bookingListView,
      cursorAt: sql<string>`${bookings.bookingDate}::text`,
    })
      .where(and(where, cursor))
      .orderBy(desc(bookings.bookingDate), desc(bookings.id))
      .limit(batchSize);
    for (const { cursorAt: _, ...row } of rows) yield row;
    if (rows.length < batchSize) return;
    const last: { cursorAt: string; id: string } = { cursorAt: rows[rows.length - 1].cursorAt, id: rows[rows.length - 1].booking.id };
    after = { at: last.cursorAt, id: last.id };
  }
}
