/** Drizzle access for rooms, their review aggregates, reviews and blocking reservations. */
import { and, asc, count, desc, eq, getTableColumns, gt, gte, isNull, max, ne, or, sql, type SQL } from 'drizzle-orm';
import type { RoomSort } from '#shared/schemas/rooms.ts';
import type { RoomCategory } from '#shared/domain/humanize-category.ts';
import type { Executor } from '../../db/client.ts';
import type { PageWindow } from '../../db/paging.ts';
import { bookings, physicalRooms, reviews, roomLikes, rooms, user } from '../../db/schema.ts';
import { busyPhysicalRoomIds, freeRoomCountSql, inServiceCountSql, type Stay } from '../inventory/inventory.service.ts';

export type RoomRow = typeof rooms.$inferSelect;
export interface RoomWithRating extends RoomRow {
  averageRating: string | null;
}
/** A listed room type with its inventory for the searched stay (issue 27). */
export interface RoomListRow extends RoomWithRating {
  /** Free physical rooms for the searched stay; null without a stay. */
  roomsLeft: number | null;
  /** Physical rooms in service. */
  roomsInService: number;
}

// The room's review totals are kept on its row (migration 0010's trigger): no join, no
// aggregate over every review for a list of 10,000 rooms.
const averageRatingSql = sql<string | null>`(${rooms.ratingTotal}::numeric / nullif(${rooms.reviewCount}, 0))`;
const ratingColumns = { averageRating: averageRatingSql };

/** What the room list is narrowed and ordered by; every part optional. */
export interface RoomListFilter {
  category?: RoomCategory;
  /** A stay (check-in < check-out, `YYYY-MM-DD`): only rooms free for all of it are listed. */
  stay?: { checkIn: string; checkOut: string };
  /** The hotel's same-day turnover setting: a check-out day may be a check-in day. */
  isSameDayTurnover?: boolean;
  /** Only rooms that sleep at least this many guests. */
  guests?: number;
  sort?: RoomSort;
}

/**
 * Room types with at least one physical room free for the whole stay [checkIn, checkOut]
 * (issue 27, docs/product/rules.md#availability): in service, no live stay (paid, or held with
 * a live hold, anyone's: the list is public; its cancellation not approved) and no block
 * colliding under the hotel's rule (db/overlap-rule.ts). The busy rooms are one probe of the
 * date-range indexes for the whole hotel, hashed once (issue 11: a correlated probe per room
 * took 420 ms at 10,000 rooms and 1,000,000 bookings).
 */
function typesWithFreeRoomSql(stay: Stay, isSameDayTurnover: boolean): SQL {
  return sql`(select ${physicalRooms.roomId} from ${physicalRooms}
    where ${physicalRooms.retiredAt} is null and ${physicalRooms.id} not in ${busyPhysicalRoomIds(stay, isSameDayTurnover)})`;
}

/**
 * SQL: the free physical rooms of each listed row for the searched stay ("Only N left", issue
 * 27), or null without a stay. A select-list subquery: PostgreSQL evaluates it after the sort
 * and the page's limit, so only the page's rows are counted.
 */
// Qualified: Drizzle writes a lone table's columns unqualified, and inside the counting
// subquery a bare "id" would be the physical room's.
const typeIdSql = sql`${rooms}.${sql.identifier('id')}`;

function roomsLeftSql(filter: RoomListFilter): SQL<number | null> {
  return filter.stay ? freeRoomCountSql(typeIdSql, filter.stay, filter.isSameDayTurnover ?? false) : sql<null>`null::int`;
}

/** The list's per-type inventory columns: free rooms for the stay and rooms in service. */
function inventoryColumns(filter: RoomListFilter) {
  return { roomsLeft: roomsLeftSql(filter), roomsInService: inServiceCountSql(typeIdSql) };
}

const ORDERS = {
  'price-asc': [asc(rooms.pricePoisha), asc(rooms.title), asc(rooms.id)],
  'price-desc': [desc(rooms.pricePoisha), asc(rooms.title), asc(rooms.id)],
  // Best rated first; unrated rooms last.
  rating: [sql`${averageRatingSql} desc nulls last`, desc(rooms.reviewCount), asc(rooms.title), asc(rooms.id)],
} satisfies Record<RoomSort, unknown[]>;
// Ties end on the id so that pages never repeat or skip a room.
const DEFAULT_ORDER = [asc(rooms.createdAt), asc(rooms.title), asc(rooms.id)];

function roomListConditions(filter: RoomListFilter): SQL | undefined {
  const conditions: SQL[] = [isNull(rooms.archivedAt)];
  if (filter.category) conditions.push(eq(rooms.category, filter.category));
  if (filter.guests) conditions.push(gte(rooms.capacity, filter.guests));
  if (filter.stay) conditions.push(sql`${rooms.id} in ${typesWithFreeRoomSql(filter.stay, filter.isSameDayTurnover ?? false)}`);
  return and(...conditions);
}

/** Live (not archived) rooms with review average and count, narrowed by `filter`, in ONE query. */
export async function listRoomsWithRatings(db: Executor, filter: RoomListFilter = {}): Promise<RoomListRow[]> {
  return db
    .select({ ...roomColumns(), ...ratingColumns, ...inventoryColumns(filter) })
    .from(rooms)
    .where(roomListConditions(filter))
    .orderBy(...(filter.sort ? ORDERS[filter.sort] : DEFAULT_ORDER));
}

/**
 * One page of listRoomsWithRatings (`offset` rows skipped, at most `limit`) and how many rooms
 * match in all, in ONE query (a window count). Past the last page the rows are empty and the
 * total is counted on its own.
 */
export async function findRoomPage(
  db: Executor,
  filter: RoomListFilter,
  page: PageWindow,
): Promise<{ rows: RoomListRow[]; total: number }> {
  const found = await db
    .select({ ...roomColumns(), ...ratingColumns, ...inventoryColumns(filter), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(rooms)
    .where(roomListConditions(filter))
    .orderBy(...(filter.sort ? ORDERS[filter.sort] : DEFAULT_ORDER))
    .limit(page.limit)
    .offset(page.offset);
  if (found.length > 0) return { rows: found.map(({ total: _, ...row }) => row), total: found[0].total };
  const [counted] = await db.select({ total: count() }).from(rooms).where(roomListConditions(filter));
  return { rows: [], total: counted.total };
}

/** One live room with its rating aggregate, or undefined. */
export async function findRoomWithRating(db: Executor, id: string): Promise<RoomWithRating | undefined> {
  const [row] = await db
    .select({ ...roomColumns(), ...ratingColumns })
    .from(rooms)
    .where(and(eq(rooms.id, id), isNull(rooms.archivedAt)));
  return row;
}

/**
 * A live room row. `lockForBooking` (inside the booking transaction) takes the room's row lock
 * (FOR NO KEY UPDATE): bookings of one room then queue instead of deadlocking inside the
 * exclusion check, and an archive cannot slip between this read and the booking insert.
 * The exclusion constraint stays the rule that refuses overlaps.
 */
export async function findLiveRoom(db: Executor, id: string, options: { lockForBooking?: boolean } = {}): Promise<RoomRow | undefined> {
  const query = db
    .select()
    .from(rooms)
    .where(and(eq(rooms.id, id), isNull(rooms.archivedAt)))
    .limit(1);
  const [row] = options.lockForBooking ? await query.for('no key update') : await query;
  return row;
}

export async function hasUserLikedRoom(db: Executor, roomId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ roomId: roomLikes.roomId })
    .from(roomLikes)
    .where(and(eq(roomLikes.roomId, roomId), eq(roomLikes.userId, userId)))
    .limit(1);
  return Boolean(row);
}

/** Reviews of a room with reviewer name/photo, newest first. */
export async function listRoomReviews(db: Executor, roomId: string) {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
      name: user.name,
      photo: user.image,
    })
    .from(reviews)
    .innerJoin(user, eq(user.id, reviews.userId))
    .where(eq(reviews.roomId, roomId))
    .orderBy(desc(reviews.createdAt));
}

/**
 * Stays that still block `viewerId` from `today` on: paid, or held with a live hold, and not
 * an approved cancellation (the exclusion constraint's predicate, minus lapsed holds). The
 * viewer's own live holds are left out: booking again replaces them
 * (checkout/transitions.repository.ts endHoldsBeforeNewHold).
 */
export async function listBlockingReservations(db: Executor, roomId: string, today: string, viewerId: string) {
  const isOthersLiveHold = and(eq(bookings.status, 'held'), gt(bookings.holdExpiresAt, sql`now()`), ne(bookings.userId, viewerId));
  return db
    .select({
      id: bookings.id,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      cStatus: bookings.cStatus,
      userId: bookings.userId,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.roomId, roomId),
        gte(bookings.endDate, today),
        or(eq(bookings.status, 'paid'), isOthersLiveHold),
        or(isNull(bookings.cStatus), ne(bookings.cStatus, 'approved')),
      ),
    )
    .orderBy(bookings.startDate);
}

function roomColumns() {
  return getTableColumns(rooms);
}

/**
 * The most guests any offered room sleeps: not archived, with a physical room in service (issue
 * 27: a type without one cannot be booked); 0 when none is (issue 24: the search's Guests choices).
 */
export async function findLargestCapacity(db: Executor): Promise<number> {
  const [row] = await db
    .select({ largest: max(rooms.capacity) })
    .from(rooms)
    .where(
      and(
        isNull(rooms.archivedAt),
        sql`${typeIdSql} in (select ${physicalRooms.roomId} from ${physicalRooms} where ${physicalRooms.retiredAt} is null)`,
      ),
    );
  return row?.largest ?? 0;
}
