/**
 * Drizzle access for likes (docs/architecture.md#data): a (room, user) row in room_likes per like, and
 * rooms.likes_count moved in the same transaction only when a row was really added/removed.
 */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { roomLikes, rooms } from '../../db/schema.ts';

/** The live room's like count, or undefined when there is no such room. */
export async function findLikesCount(db: Executor, roomId: string): Promise<number | undefined> {
  const [row] = await db
    .select({ likes: rooms.likesCount })
    .from(rooms)
    .where(and(eq(rooms.id, roomId), isNull(rooms.archivedAt)));
  return row?.likes;
}

/** Adds the like if missing (ON CONFLICT DO NOTHING); returns the room's like count afterwards. */
export async function addLike(tx: Executor, roomId: string, userId: string): Promise<number> {
  const inserted = await tx.insert(roomLikes).values({ roomId, userId }).onConflictDoNothing().returning({ roomId: roomLikes.roomId });
  if (inserted.length === 0) return (await findLikesCount(tx, roomId)) ?? 0;
  const [row] = await tx
    .update(rooms)
    .set({ likesCount: sql`${rooms.likesCount} + 1` })
    .where(eq(rooms.id, roomId))
    .returning({ likes: rooms.likesCount });
  return row.likes;
}

/** Removes the like if present; returns the room's like count afterwards. */
export async function removeLike(tx: Executor, roomId: string, userId: string): Promise<number> {
  const deleted = await tx
    .delete(roomLikes)
    .where(and(eq(roomLikes.roomId, roomId), eq(roomLikes.userId, userId)))
    .returning({ roomId: roomLikes.roomId });
  if (deleted.length === 0) return (await findLikesCount(tx, roomId)) ?? 0;
  const [row] = await tx
    .update(rooms)
    .set({ likesCount: sql`greatest(${rooms.likesCount} - 1, 0)` })
    .where(eq(rooms.id, roomId))
    .returning({ likes: rooms.likesCount });
  return row.likes;
}
