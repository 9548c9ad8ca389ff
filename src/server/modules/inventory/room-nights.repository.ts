/**
 * Reads of the inventory for the tape chart and the reports (issue 27): which physical rooms
 * existed in a range, their blocks, and their room-nights. A physical room exists on night D (a
 * hotel day, `timeZone`) when both it and its type do: created on or before D, and neither
 * retired (the room) nor archived (the type) by D's end (issue 24's rule, per physical room).
 * A block takes its room out of sale on the nights `start_date`..`end_date` − 1.
 */
import { and, asc, gt, lt, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { BlockKind } from '#shared/schemas/inventory.ts';
import type { Executor } from '../../db/client.ts';
import { physicalRooms, roomBlocks, rooms } from '../../db/schema.ts';
import { roomNumberOrder } from './availability.repository.ts';

/** A physical room as the tape chart shows it, with its type. */
export interface ChartRoomRow {
  id: string;
  number: string;
  floor: number | null;
  roomId: string;
  title: string;
  category: string;
  /** The hotel day it was taken out of service (`YYYY-MM-DD`), or null while in service. */
  retiredOn: string | null;
}

/** A block with a night in a range (dates `YYYY-MM-DD`, end exclusive). */
export interface ChartBlockRow {
  id: string;
  physicalRoomId: string;
  startDate: string;
  endDate: string;
  kind: BlockKind;
  reason: string;
}

/** The first hotel day a physical room is gone: the earlier of its retiring and its type's archiving (null = still there). */
const goneDaySql = (timeZone: string) =>
  sql`least((${physicalRooms.retiredAt} at time zone ${timeZone})::date, (${rooms.archivedAt} at time zone ${timeZone})::date)`;
/** The first hotel day a physical room exists: the later of its and its type's creation. */
const bornDaySql = (timeZone: string) =>
  sql`greatest((${physicalRooms.createdAt} at time zone ${timeZone})::date, (${rooms.createdAt} at time zone ${timeZone})::date)`;

/**
 * The physical rooms of the tape chart for nights `from`..`to` − 1: those that existed on one of
 * them, plus `alsoIds` (rooms holding a stay or block there), by type title then room number.
 */
export async function findChartRooms(
  db: Executor,
  from: string,
  to: string,
  timeZone: string,
  alsoIds: readonly string[],
): Promise<ChartRoomRow[]> {
  const existed = sql`${bornDaySql(timeZone)} < ${to}::date and coalesce(${goneDaySql(timeZone)} > ${from}::date, true)`;
  const also = alsoIds.length
    ? sql`${physicalRooms.id} in (${sql.join(
        alsoIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`
    : undefined;
  return db
    .select({
      id: physicalRooms.id,
      number: physicalRooms.number,
      floor: physicalRooms.floor,
      roomId: rooms.id,
      title: rooms.title,
      category: rooms.category,
      retiredOn: sql<string | null>`to_char((${physicalRooms.retiredAt} at time zone ${timeZone})::date, 'YYYY-MM-DD')`,
    })
    .from(physicalRooms)
    .innerJoin(rooms, sql`${rooms.id} = ${physicalRooms.roomId}`)
    .where(or(existed, also))
    .orderBy(asc(rooms.title), asc(rooms.id), roomNumberOrder);
}

/** Blocks with a night in `from`..`to` − 1 (their range index), earliest first. */
export async function findBlocksBetween(db: Executor, from: string, to: string): Promise<ChartBlockRow[]> {
  return db
    .select({
      id: roomBlocks.id,
      physicalRoomId: roomBlocks.physicalRoomId,
      startDate: roomBlocks.startDate,
      endDate: roomBlocks.endDate,
      kind: roomBlocks.kind,
      reason: roomBlocks.reason,
    })
    .from(roomBlocks)
    .where(
      and(
        sql`daterange(${roomBlocks.startDate}, ${roomBlocks.endDate}, '[]') && daterange(${from}::date, ${to}::date, '[]')`,
        lt(roomBlocks.startDate, to),
        gt(roomBlocks.endDate, from),
      ),
    )
    .orderBy(asc(roomBlocks.startDate));
}

/**
 * SQL subquery, one row per physical room with a night in `from`..`end` − 1: `existed` (its nights
 * of the range by the rule above) and `blocked` (those of them a block took). Blocks of one room
 * never share a night (room_blocks_no_overlap), so summing them is exact.
 */
export function roomNightsSql(from: string, end: string, timeZone: string): SQL {
  return sql`select id, existed, (select coalesce(sum(greatest(0,
          least(lived.last_day, b.end_date) - greatest(lived.first_day, b.start_date))), 0)
        from room_blocks b where b.physical_room_id = lived.id
          and b.start_date < lived.last_day and b.end_date > lived.first_day) as blocked
    from (select id, first_day, last_day, last_day - first_day as existed from (
        select ${physicalRooms.id} as id, greatest(${from}::date, ${bornDaySql(timeZone)}) as first_day,
          least(${end}::date, coalesce(${goneDaySql(timeZone)}, ${end}::date)) as last_day
        from ${physicalRooms} join ${rooms} on ${rooms.id} = ${physicalRooms.roomId}) spans
      where last_day > first_day) lived`;
}

/** SQL: how many physical rooms existed and were not blocked on the night `day` (a date expression). */
export function sellableOnNightSql(day: SQL, timeZone: string): SQL<number> {
  return sql<number>`(select count(*)::int from ${physicalRooms} join ${rooms} on ${rooms.id} = ${physicalRooms.roomId}
    where ${bornDaySql(timeZone)} <= ${day} and coalesce(${goneDaySql(timeZone)} > ${day}, true)
      and not exists (select 1 from room_blocks b where b.physical_room_id = ${physicalRooms.id}
        and b.start_date <= ${day} and b.end_date > ${day}))`;
}

/** SQL: the number of the physical room in `physicalRoomIdColumn` (a booking's room). */
export function physicalRoomNumberSql(physicalRoomIdColumn: SQLWrapper): SQL<string> {
  return sql<string>`(select pr_num.number from ${physicalRooms} pr_num where pr_num.id = ${physicalRoomIdColumn})`;
}
