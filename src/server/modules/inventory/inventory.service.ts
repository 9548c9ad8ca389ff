/**
 * The inventory's surface for the other modules (issue 27): which physical room of a type a
 * stay gets. Callers hold the type's row lock (rooms.service findLiveRoom `lockForBooking`), so
 * two writers of one type never pick the same room; the exclusion constraint on bookings stays
 * the rule that refuses a double booking of a physical room.
 */
import type { Executor } from '../../db/client.ts';
import { findFreePhysicalRooms, type Stay } from './availability.repository.ts';
import { findNextRoomNumbers, insertPhysicalRooms, type PhysicalRoomRow } from './physical-rooms.repository.ts';

export type { Stay } from './availability.repository.ts';
export { busyPhysicalRoomIds, freeRoomCountSql, inServiceCountSql } from './availability.repository.ts';

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
 * Every physical room of type `roomId` free for the whole `stay`, lowest number first (issue 27:
 * the desk's room choice and its check of a room the clerk named). Callers that then write hold
 * the type's row lock.
 */
export async function listFreePhysicalRooms(
  tx: Executor,
  roomId: string,
  stay: Stay,
  isSameDayTurnover: boolean,
): Promise<{ id: string; number: string }[]> {
  return findFreePhysicalRooms(tx, roomId, stay, isSameDayTurnover);
}

/**
 * Gives a new room type its physical rooms in the caller's transaction: `numbers` as given, or one
 * room with the next free number when none are given (the spec's Add Room call names none).
 * Throws SQLSTATE 23505 when a number is already in service.
 */
export async function addPhysicalRooms(
  tx: Executor,
  roomId: string,
  rooms: readonly { number: string; floor?: number | null }[] = [],
): Promise<PhysicalRoomRow[]> {
  const wanted = rooms.length > 0 ? rooms : (await findNextRoomNumbers(tx, 1)).map((number) => ({ number }));
  return insertPhysicalRooms(tx, roomId, wanted);
}
