/**
 * Drizzle access for blocked rooms (issue 27): a block takes a physical room out of sale for the
 * nights from `start_date` to `end_date`. Two blocks of one room never share a night
 * (room_blocks_no_overlap, SQLSTATE 23P01).
 */
import { and, asc, eq, gt, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { physicalRooms, roomBlocks, rooms, user } from '../../db/schema.ts';

export type BlockRow = typeof roomBlocks.$inferSelect;
export type NewBlock = typeof roomBlocks.$inferInsert;

/** A block with its room number, type and creator's name (the list's and the answers' row). */
const blockView = {
  block: roomBlocks,
  roomNumber: physicalRooms.number,
  roomId: physicalRooms.roomId,
  roomTitle: rooms.title,
  createdByName: user.name,
};
export interface BlockViewRow {
  block: BlockRow;
  roomNumber: string;
  roomId: string;
  roomTitle: string;
  createdByName: string | null;
}

function selectBlockView(db: Executor, where: SQL | undefined) {
  return db
    .select(blockView)
    .from(roomBlocks)
    .innerJoin(physicalRooms, eq(physicalRooms.id, roomBlocks.physicalRoomId))
    .innerJoin(rooms, eq(rooms.id, physicalRooms.roomId))
    .leftJoin(user, eq(user.id, roomBlocks.createdBy))
    .where(where)
    .orderBy(asc(roomBlocks.startDate), asc(physicalRooms.number));
}

/** Inserts a block. Throws SQLSTATE 23P01 when another block of the room shares a night. */
export async function insertBlock(db: Executor, block: NewBlock): Promise<BlockRow> {
  const [row] = await db.insert(roomBlocks).values(block).returning();
  return row;
}

/** One block with its room, or undefined. */
export async function findBlockView(db: Executor, id: string): Promise<BlockViewRow | undefined> {
  const [row] = await selectBlockView(db, eq(roomBlocks.id, id)).limit(1);
  return row;
}

/** Blocks with a night between `from` and `to` (inclusive; `to` open: every block ending after `from`), by start date. */
export async function listBlockViews(db: Executor, range: { from: string; to?: string }): Promise<BlockViewRow[]> {
  return selectBlockView(db, and(gt(roomBlocks.endDate, range.from), range.to ? lte(roomBlocks.startDate, range.to) : undefined));
}

/** The first block of `physicalRoomId` sharing a night with [startDate, endDate) (the constraint's rule), or undefined. */
export async function findOverlappingBlock(
  db: Executor,
  physicalRoomId: string,
  range: { startDate: string; endDate: string },
): Promise<BlockRow | undefined> {
  const [row] = await db
    .select()
    .from(roomBlocks)
    .where(
      and(
        eq(roomBlocks.physicalRoomId, physicalRoomId),
        sql`${roomBlocks.startDate} < ${range.endDate}::date`,
        sql`${roomBlocks.endDate} > ${range.startDate}::date`,
      ),
    )
    .limit(1);
  return row;
}

/** Ends a running block on `endDate` (after its start, before its end), recording who and when. Undefined when it changed meanwhile. */
export async function endBlockOn(db: Executor, id: string, endDate: string, endedBy: string): Promise<BlockRow | undefined> {
  const [row] = await db
    .update(roomBlocks)
    .set({ endDate, endedEarlyAt: sql`now()`, endedBy, updatedAt: sql`now()` })
    .where(and(eq(roomBlocks.id, id), lte(roomBlocks.startDate, sql`${endDate}::date - 1`), gt(roomBlocks.endDate, endDate)))
    .returning();
  return row;
}

/** Withdraws a block that has not started (deletes it; the audit log keeps it). Undefined when it had started or was gone. */
export async function deleteUnstartedBlock(db: Executor, id: string, today: string): Promise<BlockRow | undefined> {
  const [row] = await db
    .delete(roomBlocks)
    .where(and(eq(roomBlocks.id, id), gte(roomBlocks.startDate, today)))
    .returning();
  return row;
}
