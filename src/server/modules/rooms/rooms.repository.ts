/** Drizzle access for rooms, their review aggregates, reviews and blocking reservations. */
import { and, avg, count, desc, eq, getTableColumns, gt, gte, isNull, ne, or, sql } from 'drizzle-orm';
import type { RoomCategory } from '#shared/domain/humanize-category.ts';
import type { Executor } from '../../db/client.ts';
import { bookings, reviews, roomLikes, rooms, user } from '../../db/schema.ts';

export type RoomRow = typeof rooms.$inferSelect;
export interface RoomWithRating extends RoomRow {
  averageRating: string | null;
  reviewCount: number;
}

const ratingColumns = {
  averageRating: avg(reviews.rating),
  reviewCount: count(reviews.id),
};

/** All live (not archived) rooms with review average and count, in ONE query. */
export async function listRoomsWithRatings(db: Executor, category?: RoomCategory): Promise<RoomWithRating[]> {
  const where = category ? and(isNull(rooms.archivedAt), eq(rooms.category, category)) : isNull(rooms.archivedAt);
  return db
    .select({ ...roomColumns(), ...ratingColumns })
    .from(rooms)
    .leftJoin(reviews, eq(reviews.roomId, rooms.id))
    .where(where)
    .groupBy(rooms.id)
    .orderBy(rooms.createdAt, rooms.title);
}

/** One live room with its rating aggregate, or undefined. */
export async function findRoomWithRating(db: Executor, id: string): Promise<RoomWithRating | undefined> {
  const [row] = await db
    .select({ ...roomColumns(), ...ratingColumns })
    .from(rooms)
    .leftJoin(reviews, eq(reviews.roomId, rooms.id))
    .where(and(eq(rooms.id, id), isNull(rooms.archivedAt)))
    .groupBy(rooms.id);
  return row;
}

/**
 * A live room row. `lockForBooking` (inside the booking transaction) takes the room's row lock
 * (FOR NO KEY UPDATE): bookings of one room then queue instead of deadlocking inside the
 * exclusion check, and an archive cannot slip between this read and the booking insert.
 * The exclusion constraint stays the rule that refuses overlaps.
 */
export async function findLiveRoom(db: Executor, id: string, options: { lockForBooking?: boolean } = {}): Promise<RoomRow | undefined> {
  const query = db.select().from(rooms).where(and(eq(rooms.id, id), isNull(rooms.archivedAt))).limit(1);
  const [row] = options.lockForBooking ? await query.for('no key update') : await query;
  return row;
}

export async function hasUserLikedRoom(db: Executor, roomId: string, userId: string): Promise<boolean> {
  const [row] = await db.select({ roomId: roomLikes.roomId }).from(roomLikes)
    .where(and(eq(roomLikes.roomId, roomId), eq(roomLikes.userId, userId))).limit(1);
  return Boolean(row);
}

/** Reviews of a room with reviewer name/photo, newest first. */
export async function listRoomReviews(db: Executor, roomId: string) {
  return db
    .select({ id: reviews.id, rating: reviews.rating, comment: reviews.comment, createdAt: reviews.createdAt, name: user.name, photo: user.image })
    .from(reviews)
    .innerJoin(user, eq(user.id, reviews.userId))
    .where(eq(reviews.roomId, roomId))
    .orderBy(desc(reviews.createdAt));
}

/**
 * Stays that still block `viewerId` from `today` on: paid, or held with a live hold, and not
 * an approved cancellation (the exclusion constraint's predicate, minus lapsed holds). The
 * viewer's own live holds are left out: booking again replaces them
 * (bookings.repository.ts releaseOwnOverlappingHolds).
 */
export async function listBlockingReservations(db: Executor, roomId: string, today: string, viewerId: string) {
  const isOthersLiveHold = and(eq(bookings.status, 'held'), gt(bookings.holdExpiresAt, sql`now()`), ne(bookings.userId, viewerId));
  return db
    .select({ id: bookings.id, startDate: bookings.startDate, endDate: bookings.endDate, cStatus: bookings.cStatus })
    .from(bookings)
    .where(and(
      eq(bookings.roomId, roomId),
      gte(bookings.endDate, today),
      or(eq(bookings.status, 'paid'), isOthersLiveHold),
      or(isNull(bookings.cStatus), ne(bookings.cStatus, 'approved')),
    ))
    .orderBy(bookings.startDate);
}

function roomColumns() {
  return getTableColumns(rooms);
}
