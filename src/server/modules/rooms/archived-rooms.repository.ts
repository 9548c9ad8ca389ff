/** Drizzle access for archived rooms (issue 24): the admin's list and the restore. */
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import type { PageWindow } from '../../db/paging.ts';
import { rooms } from '../../db/schema.ts';
import type { RoomRow } from './rooms.repository.ts';

/** One page of archived rooms (most recently archived first) and how many there are. */
export async function findArchivedRoomPage(db: Executor, { limit, offset }: PageWindow) {
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(rooms).where(isNotNull(rooms.archivedAt)).orderBy(desc(rooms.archivedAt), desc(rooms.id)).limit(limit).offset(offset),
    db.select({ total: count() }).from(rooms).where(isNotNull(rooms.archivedAt)),
  ]);
  return { rows, total: Number(total) };
}

/** The archived room `id` locked for a restore in `tx`, or undefined (unknown or live). */
export async function lockArchivedRoom(tx: Executor, id: string): Promise<RoomRow | undefined> {
  const [row] = await tx
    .select()
    .from(rooms)
    .where(and(eq(rooms.id, id), isNotNull(rooms.archivedAt)))
    .for('update');
  return row;
}

/** Clears `archived_at` of the room `id` (locked by lockArchivedRoom in the same transaction). */
export async function unarchiveRoom(tx: Executor, id: string): Promise<void> {
  await tx.update(rooms).set({ archivedAt: null }).where(eq(rooms.id, id));
}
