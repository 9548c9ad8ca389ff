/**
 * The housekeeping board's read (issue 28): every physical room in service of a live type, with
 * its housekeeping status, who changed it last, and whether a checked-in guest sleeps in it
 * tonight or a paid stay not yet checked in starts in it today. One query; the two flags are
 * EXISTS probes on bookings_physical_room_idx.
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { physicalRooms, rooms, user } from '../../db/schema.ts';

/** A kept stay of the row's physical room (paid, its cancellation not approved) matching `where`. */
const keptStayIn = (where: ReturnType<typeof sql>) =>
  sql<boolean>`exists (select 1 from bookings b where b.physical_room_id = ${physicalRooms.id}
    and b.status = 'paid' and b.c_status is distinct from 'approved' and ${where})`;

/** The board's rows for hotel day `today` (`YYYY-MM-DD`), by floor then number. */
export async function findHousekeepingRows(db: Executor, today: string) {
  return db
    .select({
      physicalRoomId: physicalRooms.id,
      number: physicalRooms.number,
      floor: physicalRooms.floor,
      roomId: physicalRooms.roomId,
      roomTitle: rooms.title,
      status: physicalRooms.housekeepingStatus,
      updatedAt: physicalRooms.housekeepingUpdatedAt,
      updatedByName: user.name,
      isOccupied: keptStayIn(sql`b.stay_status = 'checked-in' and b.end_date > ${today}::date`),
      isArrivingToday: keptStayIn(sql`b.stay_status = 'expected' and b.start_date = ${today}::date`),
    })
    .from(physicalRooms)
    .innerJoin(rooms, eq(rooms.id, physicalRooms.roomId))
    .leftJoin(user, eq(user.id, physicalRooms.housekeepingUpdatedBy))
    .where(and(isNull(physicalRooms.retiredAt), isNull(rooms.archivedAt)))
    .orderBy(sql`${physicalRooms.floor} asc nulls last`, sql`length(${physicalRooms.number})`, asc(physicalRooms.number));
}
