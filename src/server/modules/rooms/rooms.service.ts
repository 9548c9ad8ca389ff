/** Room reads for the list and detail screens (docs/product/screens.md#room-list, Room detail; docs/product/api.md#rooms). */
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { computeTotalPoisha, toBdt } from '#shared/domain/money.ts';
import { countNights } from '#shared/domain/nights.ts';
import { bookableStayError } from '#shared/domain/stay-dates.ts';
import { ROOM_PAGE_SIZE } from '#shared/domain/room-search.ts';
import type { Review, Room, RoomListItem, RoomListQuery, RoomPage } from '#shared/schemas/rooms.ts';
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
  type RoomWithRating,
} from './rooms.repository.ts';
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
function checkedStay(app: Pick<AppContext, 'config'>, query: RoomListQuery): { checkIn: string; checkOut: string } | undefined {
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

/** Room → list item: with a stay, its nights and total (BDT, nights × nightly price in poisha). */
function toListItem(row: RoomWithRating, stay: RoomListFilter['stay']): RoomListItem {
  const nights = stay ? countNights(stay.checkIn, stay.checkOut) : null;
  return { ...toRoomDto(row), stayNights: nights, stayTotal: nights === null ? null : toBdt(computeTotalPoisha(nights, row.pricePoisha)) };
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
 * GET /reservation-data/{roomId}: upcoming stays that block `viewerId`'s dates (docs/product/rules.md#availability).
 * `isOwn` marks `viewerId`'s own stays (issue 24: the calendar says "Your booking"); nothing else about who booked is sent.
 */
export async function getReservations(db: Database, roomId: string, viewerId: string, timeZone: string) {
  if (!isEntityId(roomId)) throw notFound('Room');
  const rows = await listBlockingReservations(db, roomId, todayInHotel(new Date(), timeZone), viewerId);
  return rows.map((r) => ({ _id: r.id, startDate: r.startDate, endDate: r.endDate, c_status: r.cStatus, isOwn: r.userId === viewerId }));
}
