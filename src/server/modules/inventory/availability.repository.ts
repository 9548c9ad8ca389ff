/**
 * Which physical rooms are free for a stay (issue 27, docs/product/rules.md#availability): a
 * physical room is free when it is in service (not retired) and no live stay (paid, or held with a
 * live hold, its cancellation not approved) and no block collides with the stay under the hotel's
 * overlap rule (db/overlap-rule.ts). A room type is available when one of its rooms is free.
 * Stays are `{ checkIn, checkOut }`, `YYYY-MM-DD` hotel dates.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { stayCollidesSql } from '../../db/overlap-rule.ts';
import { bookings, physicalRooms, roomBlocks, rooms } from '../../db/schema.ts';

export interface Stay {
  checkIn: string;
  checkOut: string;
}

/**
 * Subquery: ids of physical rooms a stay cannot have. One probe of each date-range index for
 * every room of the hotel, hashed once (issue 11's shape: a correlated probe per room is slow
 * at scale). `[]` ranges find a superset; the rule itself is checked on the rows.
 */
export function busyPhysicalRoomIds(stay: Stay, isSameDayTurnover: boolean): SQL {
  const wanted = sql`daterange(${stay.checkIn}::date, ${stay.checkOut}::date, '[]')`;
  return sql`(select ${bookings.physicalRoomId} from ${bookings}
      where ${bookings.status} in ('held', 'paid') and ${bookings.cStatus} is distinct from 'approved'
        and daterange(${bookings.startDate}, ${bookings.endDate}, '[]') && ${wanted}
        and (${bookings.status} = 'paid' or ${bookings.holdExpiresAt} > now())
        and ${stayCollidesSql({ start: bookings.startDate, end: bookings.endDate }, stay, isSameDayTurnover)}
    union all
    select ${roomBlocks.physicalRoomId} from ${roomBlocks}
      where daterange(${roomBlocks.startDate}, ${roomBlocks.endDate}, '[]') && ${wanted}
        and ${stayCollidesSql({ start: roomBlocks.startDate, end: roomBlocks.endDate }, stay, isSameDayTurnover)})`;
}

/** Room numbers sort as numbers where they are ("9" before "10"), then as text. */
export const roomNumberOrder = sql`length(${physicalRooms.number}), ${physicalRooms.number}`;

/**
 * The free physical rooms of room type `roomId` for `stay`, lowest number first (the hotel fills
 * rooms in order). `excludeBookingId` leaves one booking out of the busy set (a move re-checks
 * the booking's own stay).
 */
export async function findFreePhysicalRooms(
  db: Executor,
  roomId: string,
  stay: Stay,
  isSameDayTurnover: boolean,
): Promise<{ id: string; number: string }[]> {
  return db
    .select({ id: physicalRooms.id, number: physicalRooms.number })
    .from(physicalRooms)
    .where(
      sql`${physicalRooms.roomId} = ${roomId} and ${physicalRooms.retiredAt} is null
        and ${physicalRooms.id} not in ${busyPhysicalRoomIds(stay, isSameDayTurnover)}`,
    )
    .orderBy(roomNumberOrder);
}

/**
 * SQL: how many physical rooms of the type in column `roomIdColumn` are free for `stay`
 * (for the room list's "Only N left" and its availability filter).
 */
export function freeRoomCountSql(roomIdColumn: SQL | typeof physicalRooms.roomId, stay: Stay, isSameDayTurnover: boolean): SQL<number> {
  return sql<number>`(select count(*)::int from ${physicalRooms} pr_free
    where pr_free.room_id = ${roomIdColumn} and pr_free.retired_at is null
      and pr_free.id not in ${busyPhysicalRoomIds(stay, isSameDayTurnover)})`;
}

/** SQL: how many in-service physical rooms the type in `roomIdColumn` has. */
export function inServiceCountSql(roomIdColumn: SQL | typeof physicalRooms.roomId): SQL<number> {
  return sql<number>`(select count(*)::int from ${physicalRooms} pr_all where pr_all.room_id = ${roomIdColumn} and pr_all.retired_at is null)`;
}

/** A physical room a booking may move to, with its type. */
export interface MoveTarget {
  id: string;
  number: string;
  roomId: string;
  roomTitle: string;
}

/**
 * Free in-service physical rooms for `stay` of type `roomId` or of another live type whose
 * nightly price is `pricePoisha` (issue 27: a move to the same type, or an upgrade at the same
 * price), the booking's own type first, then by number.
 */
export async function findMoveTargets(
  db: Executor,
  booking: { roomId: string; pricePerNightPoisha: number },
  stay: Stay,
  isSameDayTurnover: boolean,
): Promise<MoveTarget[]> {
  return db
    .select({ id: physicalRooms.id, number: physicalRooms.number, roomId: physicalRooms.roomId, roomTitle: rooms.title })
    .from(physicalRooms)
    .innerJoin(rooms, sql`${rooms.id} = ${physicalRooms.roomId}`)
    .where(
      sql`${physicalRooms.retiredAt} is null and ${rooms.archivedAt} is null
        and (${rooms.id} = ${booking.roomId} or ${rooms.pricePoisha} = ${booking.pricePerNightPoisha})
        and ${physicalRooms.id} not in ${busyPhysicalRoomIds(stay, isSameDayTurnover)}`,
    )
    .orderBy(sql`${rooms.id} <> ${booking.roomId}`, roomNumberOrder);
}
