/** Drizzle access for the admin's room writes: add, edit, archive (issue #3). */
import { and, eq, exists, gt, gte, isNull, ne, not, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, rooms } from '../../db/schema.ts';
import type { RoomRow } from './rooms.repository.ts';

export type NewRoom = typeof rooms.$inferInsert;
/** The fields an edit may change: never the host, the likes or the archive stamp. */
export type RoomPatch = Pick<
  NewRoom,
  'title' | 'pricePoisha' | 'capacity' | 'description' | 'category' | 'image' | 'gallery' | 'facilities'
>;

export async function insertRoom(db: Executor, values: NewRoom): Promise<RoomRow> {
  const [row] = await db.insert(rooms).values(values).returning();
  return row;
}

/** Updates a live (not archived) room; undefined when it is unknown or archived. */
export async function updateLiveRoom(db: Executor, id: string, patch: RoomPatch): Promise<RoomRow | undefined> {
  const [row] = await db
    .update(rooms)
    .set(patch)
    .where(and(eq(rooms.id, id), isNull(rooms.archivedAt)))
    .returning();
  return row;
}

/** The live room `id` locked for an edit in `tx`, or undefined. */
export async function lockLiveRoom(tx: Executor, id: string): Promise<RoomRow | undefined> {
  const [row] = await tx
    .select()
    .from(rooms)
    .where(and(eq(rooms.id, id), isNull(rooms.archivedAt)))
    .for('update');
  return row;
}

/**
 * Stays of the room that archiving would strand, as of hotel day `today`: paid and not
 * ending before today, not an approved cancellation ('paid'); or a live hold whose guest
 * may be paying right now ('held').
 */
function blockingStays(roomId: string, today: string, kind: 'paid' | 'held') {
  const isUpcoming = gte(bookings.endDate, today);
  const isKind =
    kind === 'paid'
      ? and(eq(bookings.status, 'paid'), or(isNull(bookings.cStatus), ne(bookings.cStatus, 'approved')))
      : and(eq(bookings.status, 'held'), gt(bookings.holdExpiresAt, sql`now()`));
  return and(eq(bookings.roomId, roomId), isUpcoming, isKind);
}

/**
 * Stamps `archived_at` in ONE conditional UPDATE, only while the room is live and has no
 * blocking stay, so a check and a concurrent payment cannot interleave. Returns the row, or
 * undefined when nothing was archived (see findArchiveBlocker for why).
 */
export async function archiveRoomIfFree(
  db: Executor,
  id: string,
  today: string,
  onArchived?: (tx: Executor, row: RoomRow) => Promise<void>,
): Promise<RoomRow | undefined> {
  const isFree = not(
    exists(
      db
        .select({ one: sql`1` })
        .from(bookings)
        .where(or(blockingStays(id, today, 'paid'), blockingStays(id, today, 'held'))),
    ),
  );
  return db.transaction(async (tx) => {
    // Wait for bookings in flight (they hold the room's row lock), so the check below, a new
    // statement, sees any hold they committed.
    await tx.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, id)).for('update');
    const [row] = await tx
      .update(rooms)
      .set({ archivedAt: sql`now()` })
      .where(and(eq(rooms.id, id), isNull(rooms.archivedAt), isFree))
      .returning();
    if (row && onArchived) await onArchived(tx, row);
    return row;
  });
}

/** Why a room could not be archived: 'missing' (unknown or archived), 'paid', 'held' or null. */
export async function findArchiveBlocker(db: Executor, id: string, today: string): Promise<'missing' | 'paid' | 'held' | null> {
  const [row] = await db
    .select({
      isLive: sql<boolean>`${rooms.archivedAt} is null`,
      hasPaid: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(bookings)
        .where(blockingStays(id, today, 'paid'))})`,
      hasHeld: sql<boolean>`exists (${db
        .select({ one: sql`1` })
        .from(bookings)
        .where(blockingStays(id, today, 'held'))})`,
    })
    .from(rooms)
    .where(eq(rooms.id, id));
  if (!row?.isLive) return 'missing';
  if (row.hasPaid) return 'paid';
  return row.hasHeld ? 'held' : null;
}
