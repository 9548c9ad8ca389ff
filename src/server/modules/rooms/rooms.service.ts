/** Room reads for the list and detail screens (docs/product/screens.md#room-list, Room detail; docs/product/api.md#rooms). */
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { computeTotalPoisha, toBdt } from '#shared/domain/money.ts';
import { countNights } from '#shared/domain/nights.ts';
import { bookableStayError } from '#shared/domain/stay-dates.ts';
import { ROOM_PAGE_SIZE } from '#shared/domain/room-search.ts';
import { addDays } from '#shared/domain/nights.ts';
import { MAX_NIGHTS } from '#shared/domain/stay-dates.ts';
import type { Review, Room, RoomAvailability, RoomListItem, RoomListQuery, RoomPage } from '#shared/schemas/rooms.ts';
import type { Database } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { readPage, toPageAnswer } from '../../db/paging.ts';
import type { AppContext } from '../../context.ts';
import {
  findRoomPage,
  findRoomWithRating,
  hasUserLikedRoom,
  listBlockingReservations,
  listRoomReviews,
  listRoomsWithRatings,
  type RoomListFilter,
  type RoomListRow,
  type RoomWithRating,
} from './rooms.repository.ts';
import { countRoomsInService, findFullyTakenRuns, listUpcomingBlocks, readTypeAvailability } from '../inventory/inventory.service.ts';
import { isEntityId } from '#shared/schemas/common.ts';

/** Reads the booking side needs (issue 26: a module's repositories are its own): a live room, locked for a hold when asked, and the largest capacity. */
export { findLargestCapacity, findLiveRoom } from './rooms.repository.ts';

/** Row → API room; price in BDT, average rounded to 2 decimals (the UI shows one). */
export function toRoomDto(row: RoomWithRating): Room {
  const average = row.averageRating == null ? null : Math.round(Number(row.averageRating) * 100) / 100;
  return {
    _id: row.id,
    title: row.title,
    host: row.hostId,
    price: toBdt(row.pricePoisha),
    capacity: row.capacity,
    description: row.description,
    category: row.category,
    image: row.image,
    gallery: row.gallery,
    facilities: row.facilities,
    likes: row.likesCount,
    averageRating: average,
    reviewCount: Number(row.reviewCount),
  };
}

/** A checked stay of the search, or none. Throws 400 INVALID_DATES (docs/product/rules.md#dates). */
function checkedStay(
  app: Pick<AppContext, 'config'>,
  query: Pick<RoomListQuery, 'checkIn' | 'checkOut'>,
): { checkIn: string; checkOut: string } | undefined {
  const { checkIn, checkOut } = query;
  if (!checkIn && !checkOut) return undefined;
  const { hotelTimeZone, bookingWindowDays } = app.config;
  const error = bookableStayError(checkIn, checkOut, todayInHotel(new Date(), hotelTimeZone), bookingWindowDays);
  if (error) throw new AppError('INVALID_DATES', error);
  return { checkIn: checkIn!, checkOut: checkOut! };
}

function toFilter(app: Pick<AppContext, 'config'>, query: RoomListQuery): RoomListFilter {
  const stay = checkedStay(app, query);
  return { category: query.category, guests: query.guests, sort: query.sort, stay, isSameDayTurnover: app.config.isSameDayTurnover };
}

/**
 * Room → list item: with a stay, its nights and total (BDT, nights × nightly price in poisha)
 * and the type's free physical rooms for it (issue 27); its rooms in service always.
 */
function toListItem(row: RoomListRow, stay: RoomListFilter['stay']): RoomListItem {
  const nights = stay ? countNights(stay.checkIn, stay.checkOut) : null;
  return {
    ...toRoomDto(row),
    stayNights: nights,
    stayTotal: nights === null ? null : toBdt(computeTotalPoisha(nights, row.pricePoisha)),
    roomsLeft: stay ? Number(row.roomsLeft) : null,
    roomsInService: Number(row.roomsInService),
  };
}

/**
 * GET /all-rooms: live rooms with ratings in one query, optionally one category, only those
 * free for a stay and sleeping `guests`, sorted. Throws 400 INVALID_DATES when only one date
 * is given or the dates break a booking's rules (docs/product/rules.md#dates, longest stay, check-in at most
 * BOOKING_WINDOW_DAYS ahead) in hotel time. "Free" follows HOTEL_SAME_DAY_TURNOVER.
 */
export async function listRooms(app: Pick<AppContext, 'db' | 'config'>, query: RoomListQuery): Promise<RoomListItem[]> {
  const filter = toFilter(app, query);
  const rows = await listRoomsWithRatings(app.db, filter);
  return rows.map((row) => toListItem(row, filter.stay));
}

/**
 * GET /all-rooms?page&pageSize: one page of listRooms (page 1-based, pageSize at most 100,
 * default ROOM_PAGE_SIZE) and the number of rooms matching, in one query (issue 11). Same errors.
 */
export async function listRoomPage(app: Pick<AppContext, 'db' | 'config'>, query: RoomListQuery): Promise<RoomPage> {
  const filter = toFilter(app, query);
  const page = await readPage(query, (window) => findRoomPage(app.db, filter, window), ROOM_PAGE_SIZE);
  return toPageAnswer(page, (row) => toListItem(row, filter.stay));
}

/** GET /room/{id} without the caller's part: one live room. Throws 404. */
export async function getRoom(db: Database, id: string): Promise<Room> {
  const row = isEntityId(id) ? await findRoomWithRating(db, id) : undefined;
  if (!row) throw notFound('Room');
  return toRoomDto(row);
}

/** Whether `userId` likes room `id` (false for a malformed id). */
export async function isRoomLikedBy(db: Database, id: string, userId: string): Promise<boolean> {
  return isEntityId(id) && hasUserLikedRoom(db, id, userId);
}

/** GET /reviews/{roomId}. Throws 404 for an unknown room id. */
export async function getRoomReviews(db: Database, roomId: string): Promise<Review[]> {
  if (!isEntityId(roomId)) throw notFound('Room');
  const rows = await listRoomReviews(db, roomId);
  return rows.map((r) => ({
    _id: r.id,
    user: { name: r.name, photo: r.photo ?? null },
    rating: r.rating,
    comment: r.comment,
    createdAt: r.createdAt.toISOString(),
  }));
}

/**
 * GET /room/{id}/availability?checkIn&checkOut (issue 27, the availability check): whether a
 * physical room of type `id` is free for the whole stay, how many are, and how many it has in
 * service. Throws 404 (unknown or archived room), 400 INVALID_DATES (as the stay search).
 */
export async function getRoomAvailability(
  app: Pick<AppContext, 'db' | 'config'>,
  id: string,
  query: { checkIn: string; checkOut: string },
  viewerId: string,
): Promise<RoomAvailability> {
  const stay = checkedStay(app, query)!;
  if (!isEntityId(id) || !(await findRoomWithRating(app.db, id))) throw notFound('Room');
  const counts = await readTypeAvailability(app.db, id, stay, app.config.isSameDayTurnover, viewerId);
  return { isAvailable: counts.roomsLeft > 0, ...counts };
}

/** One entry of GET /reservation-data/{roomId}. */
interface ReservationEntry {
  _id: string;
  startDate: string;
  endDate: string;
  c_status: string | null;
  isOwn: boolean;
}

/**
 * The days a type of several rooms is full, as reservations the client's isRangeTaken reads
 * (issue 27): a run of taken days a..b is `[a, b]`; with same-day turnover a run of taken
 * nights a..b is `[a, b+1]`. Ids are stable (`full-<a>`) so React keys and caches hold.
 */
async function listFullRuns(app: Pick<AppContext, 'db' | 'config'>, roomId: string, today: string, viewerId: string) {
  const { bookingWindowDays, isSameDayTurnover } = app.config;
  // No stay starts past the window, nor runs longer than MAX_NIGHTS: nothing later matters.
  const window = { from: today, to: addDays(today, bookingWindowDays + MAX_NIGHTS) };
  const runs = await findFullyTakenRuns(app.db, roomId, window, isSameDayTurnover, viewerId);
  return runs.map((run): ReservationEntry => ({
    _id: `full-${run.first}`,
    startDate: run.first,
    endDate: isSameDayTurnover ? addDays(run.last, 1) : run.last,
    c_status: null,
    isOwn: false,
  }));
}

/**
 * GET /reservation-data/{roomId}: upcoming stays that block `viewerId`'s dates (docs/product/rules.md#availability).
 * `isOwn` marks `viewerId`'s own stays (issue 24: the calendar says "Your booking"); nothing else about who booked is sent.
 * Issue 27: a type with one physical room in service answers its stays as before plus that
 * room's blocks (`_id` the block's, c_status null, isOwn false); a type of several answers the
 * viewer's own stays plus the runs of days on which every room is taken (listFullRuns).
 */
export async function getReservations(
  app: Pick<AppContext, 'db' | 'config'>,
  roomId: string,
  viewerId: string,
): Promise<ReservationEntry[]> {
  if (!isEntityId(roomId)) throw notFound('Room');
  const today = todayInHotel(new Date(), app.config.hotelTimeZone);
  const rows = await listBlockingReservations(app.db, roomId, today, viewerId);
  const stays = rows.map((r): ReservationEntry => ({
    _id: r.id,
    startDate: r.startDate,
    endDate: r.endDate,
    c_status: r.cStatus,
    isOwn: r.userId === viewerId,
  }));
  if ((await countRoomsInService(app.db, roomId)) <= 1) {
    const blocks = await listUpcomingBlocks(app.db, roomId, today);
    const asReservations = blocks.map((b): ReservationEntry => ({
      _id: b.id,
      startDate: b.startDate,
      endDate: b.endDate,
      c_status: null,
      isOwn: false,
    }));
    return [...stays, ...asReservations].sort((a, b) => (a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : 0));
  }
  return [...stays.filter((s) => s.isOwn), ...(await listFullRuns(app, roomId, today, viewerId))];
}
