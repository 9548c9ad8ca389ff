/** Room reads for the list and detail screens (SPEC §2 Room list, Room detail; §7). */
import type { RoomCategory } from '#shared/domain/humanize-category.ts';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { toBdt } from '#shared/domain/money.ts';
import type { Review, Room } from '#shared/schemas/rooms.ts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import {
  findRoomWithRating, hasUserLikedRoom, listBlockingReservations, listRoomReviews, listRoomsWithRatings,
  type RoomWithRating,
} from './rooms.repository.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a syntactically valid room id (so bad ids answer 404, not a database error). */
export const isRoomId = (id: string): boolean => UUID.test(id);

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

/** GET /all-rooms: live rooms (optionally one category) with ratings, one query. */
export async function listRooms(db: Database, category?: RoomCategory): Promise<Room[]> {
  return (await listRoomsWithRatings(db, category)).map(toRoomDto);
}

/** GET /room/{id} without the caller's part: one live room. Throws 404. */
export async function getRoom(db: Database, id: string): Promise<Room> {
  const row = isRoomId(id) ? await findRoomWithRating(db, id) : undefined;
  if (!row) throw notFound('Room');
  return toRoomDto(row);
}

/** Whether `userId` likes room `id` (false for a malformed id). */
export async function isRoomLikedBy(db: Database, id: string, userId: string): Promise<boolean> {
  return isRoomId(id) && hasUserLikedRoom(db, id, userId);
}

/** GET /reviews/{roomId}. Throws 404 for an unknown room id. */
export async function getRoomReviews(db: Database, roomId: string): Promise<Review[]> {
  if (!isRoomId(roomId)) throw notFound('Room');
  const rows = await listRoomReviews(db, roomId);
  return rows.map((r) => ({
    _id: r.id,
    user: { name: r.name, photo: r.photo ?? null },
    rating: r.rating,
    comment: r.comment,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** GET /reservation-data/{roomId}: upcoming stays that block `viewerId`'s dates (SPEC §5). */
export async function getReservations(db: Database, roomId: string, viewerId: string, timeZone: string) {
  if (!isRoomId(roomId)) throw notFound('Room');
  const rows = await listBlockingReservations(db, roomId, todayInHotel(new Date(), timeZone), viewerId);
  return rows.map((r) => ({ _id: r.id, startDate: r.startDate, endDate: r.endDate, c_status: r.cStatus }));
}
