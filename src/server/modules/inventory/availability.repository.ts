/**
 * Which physical rooms are free for a stay (issue 27, docs/product/rules.md#availability): a
 * physical room is free when it is in service (not retired) and no live stay (paid, or held with a
 * live hold, its cancellation not approved) and no block collides with the stay under the hotel's
 * overlap rule (db/overlap-rule.ts). A room type is available when one of its rooms is free.
 * Stays are `{ checkIn, checkOut }`, `YYYY-MM-DD` hotel dates.
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { stayCollidesSql } from '../../db/overlap-rule.ts';
import { addDays, countNights } from '#shared/domain/nights.ts';
import { bookings, physicalRooms, roomBlocks, rooms } from '../../db/schema.ts';

export interface Stay {
  checkIn: string;
  checkOut: string;
}

/**
 * Subquery: ids of physical rooms a stay cannot have. One probe of each date-range index for
 * every room of the hotel, hashed once (issue 11's shape: a correlated probe per room is slow
 * at scale). `[]` ranges find a superset; the rule itself is checked on the rows.
 */
export function busyPhysicalRoomIds(stay: Stay, isSameDayTurnover: boolean): SQL {
  const wanted = sql`daterange(${stay.checkIn}::date, ${stay.checkOut}::date, '[]')`;
  return sql`(select ${bookings.physicalRoomId} from ${bookings}
      where ${bookings.status} in ('held', 'paid') and ${bookings.cStatus} is distinct from 'approved'
        and daterange(${bookings.startDate}, ${bookings.endDate}, '[]') && ${wanted}
        and (${bookings.status} = 'paid' or ${bookings.holdExpiresAt} > now())
        and ${stayCollidesSql({ start: bookings.startDate, end: bookings.endDate }, stay, isSameDayTurnover)}
    union all
    select ${roomBlocks.physicalRoomId} from ${roomBlocks}
      where daterange(${roomBlocks.startDate}, ${roomBlocks.endDate}, '[]') && ${wanted}
        and ${stayCollidesSql({ start: roomBlocks.startDate, end: roomBlocks.endDate }, stay, isSameDayTurnover)})`;
}

/** Room numbers sort as numbers where they are ("9" before "10"), then as text. */
export const roomNumberOrder = sql`length(${physicalRooms.number}), ${physicalRooms.number}`;

/**
 * SQL: true when the physical room in column `physicalRoomIdColumn` is free for `stay` (no live
 * stay, no block colliding). Correlated: one probe per room of (physical_room_id, date range)
 * through the no-overlap constraint's index, so reading ONE type costs its own rooms' stays only.
 * The hotel-wide busy set (busyPhysicalRoomIds) is for the search over every type; for one type at
 * 10,000 rooms it gathered 7,800 rows to test a handful (docs/performance.md, inventory at scale).
 */
function isRoomFreeSql(
  physicalRoomIdColumn: SQL | AnyColumn,
  stay: Stay,
  isSameDayTurnover: boolean,
  viewerId?: string,
  exceptBookingId?: string,
): SQL<boolean> {
  const wanted = sql`daterange(${stay.checkIn}::date, ${stay.checkOut}::date, '[]')`;
  // The viewer's own live holds do not count: booking again replaces them (checkout endHoldsBeforeNewHold).
  const isNotOwnHold = viewerId ? sql`and not (${bookings.status} = 'held' and ${bookings.userId} = ${viewerId})` : sql``;
  // Issue 28: a stay whose dates change does not collide with itself.
  const isNotSelf = exceptBookingId ? sql`and ${bookings.id} <> ${exceptBookingId}` : sql``;
  return sql<boolean>`(not exists (select 1 from ${bookings}
      where ${bookings.physicalRoomId} = ${physicalRoomIdColumn}
        and ${bookings.status} in ('held', 'paid') and ${bookings.cStatus} is distinct from 'approved'
        and daterange(${bookings.startDate}, ${bookings.endDate}, '[]') && ${wanted}
        and (${bookings.status} = 'paid' or ${bookings.holdExpiresAt} > now()) ${isNotOwnHold} ${isNotSelf}
        and ${stayCollidesSql({ start: bookings.startDate, end: bookings.endDate }, stay, isSameDayTurnover)})
    and not exists (select 1 from ${roomBlocks}
      where ${roomBlocks.physicalRoomId} = ${physicalRoomIdColumn}
        and daterange(${roomBlocks.startDate}, ${roomBlocks.endDate}, '[]') && ${wanted}
        and ${stayCollidesSql({ start: roomBlocks.startDate, end: roomBlocks.endDate }, stay, isSameDayTurnover)}))`;
}

/**
 * The free physical rooms of room type `roomId` for `stay`, lowest number first (the hotel fills
 * rooms in order). `exceptBookingId`: that booking's own nights do not count (issue 28, a stay change).
 */
export async function findFreePhysicalRooms(
  db: Executor,
  roomId: string,
  stay: Stay,
  isSameDayTurnover: boolean,
  exceptBookingId?: string,
): Promise<{ id: string; number: string }[]> {
  return db
    .select({ id: physicalRooms.id, number: physicalRooms.number })
    .from(physicalRooms)
    .where(
      sql`${physicalRooms.roomId} = ${roomId} and ${physicalRooms.retiredAt} is null
        and ${isRoomFreeSql(physicalRooms.id, stay, isSameDayTurnover, undefined, exceptBookingId)}`,
    )
    .orderBy(roomNumberOrder);
}

/**
 * SQL: how many physical rooms of the type in column `roomIdColumn` are free for `stay`
 * (for the room list's "Only N left" and its availability filter).
 */
export function freeRoomCountSql(roomIdColumn: SQL | AnyColumn, stay: Stay, isSameDayTurnover: boolean): SQL<number> {
  return sql<number>`(select count(*)::int from ${physicalRooms} pr_free
    where pr_free.room_id = ${roomIdColumn} and pr_free.retired_at is null
      and pr_free.id not in ${busyPhysicalRoomIds(stay, isSameDayTurnover)})`;
}

/** How many physical rooms type `roomId` has in service, and how many of them are free for `stay` (`viewerId`'s own live holds left out). */
export async function countTypeRooms(
  db: Executor,
  roomId: string,
  stay: Stay,
  isSameDayTurnover: boolean,
  viewerId?: string,
): Promise<{ roomsLeft: number; roomsInService: number }> {
  const [row] = await db
    .select({
      roomsInService: sql<number>`count(*)::int`,
      roomsLeft: sql<number>`(count(*) filter (where ${isRoomFreeSql(physicalRooms.id, stay, isSameDayTurnover, viewerId)}))::int`,
    })
    .from(physicalRooms)
    .where(sql`${physicalRooms.roomId} = ${roomId} and ${physicalRooms.retiredAt} is null`);
  return { roomsLeft: Number(row?.roomsLeft ?? 0), roomsInService: Number(row?.roomsInService ?? 0) };
}

/** SQL: how many in-service physical rooms the type in `roomIdColumn` has. */
export function inServiceCountSql(roomIdColumn: SQL | AnyColumn): SQL<number> {
  return sql<number>`(select count(*)::int from ${physicalRooms} pr_all where pr_all.room_id = ${roomIdColumn} and pr_all.retired_at is null)`;
}

/** A physical room a booking may move to, with its type. */
export interface MoveTarget {
  id: string;
  number: string;
  roomId: string;
  roomTitle: string;
}

/**
 * Free in-service physical rooms for `stay` of type `roomId` or of another live type whose
 * nightly price is `pricePoisha` (issue 27: a move to the same type, or an upgrade at the same
 * price), the booking's own type first, then by number.
 */
export async function findMoveTargets(
  db: Executor,
  booking: { roomId: string; pricePerNightPoisha: number },
  stay: Stay,
  isSameDayTurnover: boolean,
): Promise<MoveTarget[]> {
  return db
    .select({ id: physicalRooms.id, number: physicalRooms.number, roomId: physicalRooms.roomId, roomTitle: rooms.title })
    .from(physicalRooms)
    .innerJoin(rooms, sql`${rooms.id} = ${physicalRooms.roomId}`)
    .where(
      sql`${physicalRooms.retiredAt} is null and ${rooms.archivedAt} is null
        and (${rooms.id} = ${booking.roomId} or ${rooms.pricePoisha} = ${booking.pricePerNightPoisha})
        and ${isRoomFreeSql(physicalRooms.id, stay, isSameDayTurnover)}`,
    )
    .orderBy(sql`${rooms.id} <> ${booking.roomId}`, roomNumberOrder);
}

/** Days of a calendar window, `YYYY-MM-DD` hotel dates, both ends included. */
export interface DayWindow {
  from: string;
  to: string;
}

/**
 * The maximal runs of days in `window` on which EVERY in-service physical room of type `roomId`
 * is taken (issue 27: the calendars mark a day taken only then): by a live stay (paid, or held
 * with a live hold that is not `viewerId`'s own, as booking again replaces it; cancellation not
 * approved) or by a block. Without same-day turnover a stay or block takes its days
 * start..end; with it, its nights start..end-1. Runs come as `{ first, last }` (days or nights),
 * earliest first; none when the type has no room in service.
 *
 * One statement reads the type's busy spans in the window as day offsets
 * (bookings_physical_room_idx, room_blocks_room_idx); fullDayRuns counts them in one sweep. Expanding the spans into days in SQL
 * (generate_series per span) made the planner expect 1,000 days a span and JIT-compile the
 * query: 130 ms instead of a few.
 */
export async function findFullyTakenRuns(
  db: Executor,
  roomId: string,
  window: DayWindow,
  isSameDayTurnover: boolean,
  viewerId: string,
): Promise<{ first: string; last: string }[]> {
  const lastTaken = isSameDayTurnover ? sql.raw('e - 1') : sql.raw('e');
  const { rows } = await db.execute<{ pr: string; a: number; b: number; rooms: number }>(sql`
    with in_service as (
      select ${physicalRooms.id} as id from ${physicalRooms}
      where ${physicalRooms.roomId} = ${roomId} and ${physicalRooms.retiredAt} is null),
    busy as (
      select ${bookings.physicalRoomId} as pr, ${bookings.startDate} as s, ${bookings.endDate} as e from ${bookings}
      where ${bookings.physicalRoomId} in (select id from in_service)
        and ${bookings.status} in ('held', 'paid') and ${bookings.cStatus} is distinct from 'approved'
        and (${bookings.status} = 'paid' or (${bookings.holdExpiresAt} > now() and ${bookings.userId} <> ${viewerId}))
        and ${bookings.endDate} >= ${window.from}::date and ${bookings.startDate} <= ${window.to}::date
      union all
      select ${roomBlocks.physicalRoomId}, ${roomBlocks.startDate}, ${roomBlocks.endDate} from ${roomBlocks}
      where ${roomBlocks.physicalRoomId} in (select id from in_service)
        and ${roomBlocks.endDate} >= ${window.from}::date and ${roomBlocks.startDate} <= ${window.to}::date)
    select pr::text as pr, greatest(s, ${window.from}::date) - ${window.from}::date as a,
      least(${lastTaken}, ${window.to}::date) - ${window.from}::date as b,
      (select count(*)::int from in_service) as rooms
    from busy order by pr, s`);
  if (rows.length === 0) return [];
  const spans = rows.map((r) => ({ pr: r.pr, a: Number(r.a), b: Number(r.b) }));
  const length = countNights(window.from, window.to) + 1;
  return fullDayRuns(spans, Number(rows[0].rooms), length).map((run) => ({
    first: addDays(window.from, run.a),
    last: addDays(window.from, run.b),
  }));
}

/**
 * The runs of day offsets (0..length-1) covered by the spans of at least `rooms` distinct
 * rooms. Spans `{ pr, a, b }` (days a..b included) come sorted by room, then start; a room's
 * overlapping spans (a block over a stay) are merged first, so each room counts once a day.
 */
export function fullDayRuns(spans: readonly { pr: string; a: number; b: number }[], rooms: number, length: number) {
  const change = new Int32Array(length + 1);
  let open: { pr: string; a: number; b: number } | undefined;
  const close = () => {
    if (!open || open.b < open.a) return;
    change[open.a] += 1;
    change[open.b + 1] -= 1;
  };
  for (const span of spans) {
    if (open && open.pr === span.pr && span.a <= open.b + 1) {
      open.b = Math.max(open.b, span.b);
      continue;
    }
    close();
    open = { ...span };
  }
  close();
  const runs: { a: number; b: number }[] = [];
  let taken = 0;
  for (let d = 0, start = -1; d < length; d++) {
    taken += change[d];
    if (taken >= rooms && start < 0) start = d;
    if ((taken < rooms || d === length - 1) && start >= 0) {
      runs.push({ a: start, b: taken >= rooms ? d : d - 1 });
      start = -1;
    }
  }
  return runs;
}

/**
 * Blocks of the in-service physical rooms of type `roomId` that end on or after `today`
 * (`YYYY-MM-DD`), earliest first: a single-room type shows them as reservations (issue 27).
 */
export async function listUpcomingBlocks(
  db: Executor,
  roomId: string,
  today: string,
): Promise<{ id: string; startDate: string; endDate: string }[]> {
  const { rows } = await db.execute<{ id: string; start_date: string; end_date: string }>(sql`
    select b.id, to_char(b.start_date, 'YYYY-MM-DD') as start_date, to_char(b.end_date, 'YYYY-MM-DD') as end_date
    from ${roomBlocks} b join ${physicalRooms} pr on pr.id = b.physical_room_id
    where pr.room_id = ${roomId} and pr.retired_at is null and b.end_date >= ${today}::date
    order by b.start_date`);
  return rows.map((r) => ({ id: r.id, startDate: r.start_date, endDate: r.end_date }));
}
