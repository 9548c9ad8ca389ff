/**
 * The inventory's surface for the other modules (issue 27): which physical room of a type a
 * stay gets. Callers hold the type's row lock (rooms.service findLiveRoom `lockForBooking`), so
 * two writers of one type never pick the same room; the exclusion constraint on bookings stays
 * the rule that refuses a double booking of a physical room.
 */
import { sqlStateOf, type Executor } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { countTypeRooms, findFreePhysicalRooms, type Stay } from './availability.repository.ts';
import {
  findNextRoomNumbers,
  findNumbersInService,
  insertPhysicalRooms,
  listPhysicalRooms,
  type PhysicalRoomRow,
} from './physical-rooms.repository.ts';

export type { Stay } from './availability.repository.ts';
export {
  busyPhysicalRoomIds,
  findFullyTakenRuns,
  findMoveTargets,
  freeRoomCountSql,
  inServiceCountSql,
  listUpcomingBlocks,
} from './availability.repository.ts';
export { findBlocksBetween, findChartRooms, physicalRoomNumberSql, roomNightsSql, sellableOnNightSql } from './room-nights.repository.ts';
/** One physical room by id, in service or retired (a move reads its target and the booking's room). */
export { findPhysicalRoom } from './physical-rooms.repository.ts';

/** How many physical rooms type `roomId` has in service (issue 27). */
export async function countRoomsInService(db: Executor, roomId: string): Promise<number> {
  return (await listPhysicalRooms(db, roomId)).length;
}

/**
 * A room type's inventory for `stay` (issue 27, the availability check): how many of its
 * physical rooms are in service and how many of those are free for the whole stay, in one
 * statement (each room probed through the no-overlap constraint's index). `viewerId`'s own live
 * holds do not count, as booking again replaces them. Not locked: a guide, the hold decides
 * under the type's lock.
 */
export async function readTypeAvailability(
  db: Executor,
  roomId: string,
  stay: Stay,
  isSameDayTurnover: boolean,
  viewerId?: string,
): Promise<{ roomsLeft: number; roomsInService: number }> {
  return countTypeRooms(db, roomId, stay, isSameDayTurnover, viewerId);
}

/**
 * The physical room a new stay of type `roomId` gets: the lowest-numbered free one, or
 * undefined when none is free for the whole stay (SPEC: the dates are not available).
 */
export async function pickFreePhysicalRoom(
  tx: Executor,
  roomId: string,
  stay: Stay,
  isSameDayTurnover: boolean,
): Promise<{ id: string; number: string } | undefined> {
  const [free] = await findFreePhysicalRooms(tx, roomId, stay, isSameDayTurnover);
  return free;
}

/**
 * 409 ROOM_NUMBER_TAKEN "Room 201 already exists" for a unique violation of
 * physical_rooms_number_unique (SQLSTATE 23505; `number` names it when known), else `error` as it is.
 */
export function toNumberTakenError(error: unknown, number?: string): unknown {
  if (sqlStateOf(error) !== '23505') return error;
  return new AppError('ROOM_NUMBER_TAKEN', number === undefined ? 'That room number already exists' : `Room ${number} already exists`);
}

/**
 * Every physical room of type `roomId` free for the whole `stay`, lowest number first (issue 27:
 * the desk's room choice and its check of a room the clerk named). Callers that then write hold
 * the type's row lock. `exceptBookingId`: that booking's own nights do not count (issue 28, a
 * stay change keeps its room when only it stands there).
 */
export async function listFreePhysicalRooms(
  tx: Executor,
  roomId: string,
  stay: Stay,
  isSameDayTurnover: boolean,
  exceptBookingId?: string,
): Promise<{ id: string; number: string }[]> {
  return findFreePhysicalRooms(tx, roomId, stay, isSameDayTurnover, exceptBookingId);
}

/**
 * Gives a new room type its physical rooms in the caller's transaction: `numbers` as given, or one
 * room with the next free number when none are given (the spec's Add Room call names none).
 * Throws 409 ROOM_NUMBER_TAKEN naming a number already in service (SQLSTATE 23505 when a
 * concurrent writer took it meanwhile).
 */
export async function addPhysicalRooms(
  tx: Executor,
  roomId: string,
  rooms: readonly { number: string; floor?: number | null }[] = [],
): Promise<PhysicalRoomRow[]> {
  const [taken] = await findNumbersInService(
    tx,
    rooms.map((r) => r.number),
  );
  if (taken !== undefined) throw new AppError('ROOM_NUMBER_TAKEN', `Room ${taken} already exists`);
  const wanted = rooms.length > 0 ? rooms : (await findNextRoomNumbers(tx, 1)).map((number) => ({ number }));
  return insertPhysicalRooms(tx, roomId, wanted);
}
