/**
 * A physical room's housekeeping status as Drizzle statements (issue 28, checkout-states.ts
 * HOUSEKEEPING_TRANSITIONS): one conditional UPDATE per transition, in the caller's transaction,
 * so check-out's `markDirty` commits with the stay's own change, or not at all.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { physicalRooms } from '../../db/schema.ts';
import { HOUSEKEEPING_TRANSITIONS } from './checkout-states.ts';

export type HousekeepingTransition = keyof typeof HOUSEKEEPING_TRANSITIONS;

/**
 * Applies `transition` to physical room `physicalRoomId` for staff member `staffId` (null: the
 * system). Returns the room's new status, or undefined when the room is unknown, retired, or not
 * in a state the transition starts from (nothing written).
 */
export async function changeHousekeeping(
  tx: Executor,
  input: { physicalRoomId: string; transition: HousekeepingTransition; staffId: string | null },
): Promise<(typeof physicalRooms.$inferSelect)['housekeepingStatus'] | undefined> {
  const { from, to } = HOUSEKEEPING_TRANSITIONS[input.transition];
  const [row] = await tx
    .update(physicalRooms)
    .set({ housekeepingStatus: to, housekeepingUpdatedAt: sql`now()`, housekeepingUpdatedBy: input.staffId })
    .where(
      and(
        eq(physicalRooms.id, input.physicalRoomId),
        sql`${physicalRooms.retiredAt} is null`,
        inArray(physicalRooms.housekeepingStatus, [...from]),
      ),
    )
    .returning({ status: physicalRooms.housekeepingStatus });
  return row?.status;
}

/**
 * Physical room `physicalRoomId` in service (not retired) with its number, type and housekeeping
 * status, locked until the transaction `tx` ends so the status read is the one the change starts
 * from; undefined when unknown or retired.
 */
export async function lockHousekeepingRoom(tx: Executor, physicalRoomId: string) {
  const [row] = await tx
    .select({ id: physicalRooms.id, number: physicalRooms.number, roomId: physicalRooms.roomId, status: physicalRooms.housekeepingStatus })
    .from(physicalRooms)
    .where(and(eq(physicalRooms.id, physicalRoomId), sql`${physicalRooms.retiredAt} is null`))
    .for('update');
  return row;
}
