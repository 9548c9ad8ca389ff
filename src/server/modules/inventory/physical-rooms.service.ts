/**
 * A room type's physical rooms, managed from Edit Room (issue 27): list, add, renumber, take out
 * of service. Every change runs under the type's row lock (rooms.service findLiveRoom
 * `lockForBooking`, the lock holds take), so a hold cannot slip into a room being retired, and is
 * audited on the room type in the same transaction. Numbers are unique among rooms in service
 * (physical_rooms_number_unique: 23505 → 409 ROOM_NUMBER_TAKEN).
 */
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import type { PhysicalRoom, PhysicalRoomInput, PhysicalRoomPatch, PhysicalRoomWithType } from '#shared/schemas/physical-rooms.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { toNumberTakenError } from './inventory.service.ts';
import { AppError, notFound } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { findLiveRoom } from '../rooms/rooms.service.ts';
import { isEntityId } from '#shared/schemas/common.ts';
import {
  countRoomsInService,
  findPhysicalRoom,
  insertPhysicalRooms,
  listPhysicalRooms,
  listPhysicalRoomsWithType,
  retirePhysicalRoom,
  updatePhysicalRoom,
  type PhysicalRoomRow,
} from './physical-rooms.repository.ts';
import { findUpcomingLiveStays } from './room-stays.repository.ts';
import { describeStays } from './stay-names.ts';

/** Row → API physical room. */
const toPhysicalRoomDto = (row: PhysicalRoomRow): PhysicalRoom => ({
  _id: row.id,
  roomId: row.roomId,
  number: row.number,
  floor: row.floor ?? null,
});

const audited = (row: PhysicalRoomRow) => ({ physicalRoomId: row.id, number: row.number, floor: row.floor ?? null });

/** Locks live room type `roomId` (the holds' lock). Throws 404 when unknown or archived. */
async function lockRoomType(tx: Executor, roomId: string): Promise<void> {
  if (!(await findLiveRoom(tx, roomId, { lockForBooking: true }))) throw notFound('Room');
}

/** GET /admin/rooms/{roomId}/physical-rooms: the type's rooms in service, by number. Throws 404. */
export async function listRoomsOfType(app: Pick<AppContext, 'db'>, roomId: string): Promise<PhysicalRoom[]> {
  if (!isEntityId(roomId) || !(await findLiveRoom(app.db, roomId))) throw notFound('Room');
  return (await listPhysicalRooms(app.db, roomId)).map(toPhysicalRoomDto);
}

/** GET /admin/physical-rooms: every room in service of a live type, with the type's title. */
export async function listAllPhysicalRooms(app: Pick<AppContext, 'db'>): Promise<PhysicalRoomWithType[]> {
  return (await listPhysicalRoomsWithType(app.db)).map((r) => ({ ...toPhysicalRoomDto(r.room), roomTitle: r.roomTitle }));
}

/** POST /admin/rooms/{roomId}/physical-rooms: one more room of the type. Throws 404, 409 ROOM_NUMBER_TAKEN. */
export async function addRoomToType(app: AppContext, roomId: string, input: PhysicalRoomInput, by: AuditActor): Promise<PhysicalRoom> {
  if (!isEntityId(roomId)) throw notFound('Room');
  try {
    const row = await app.db.transaction(async (tx) => {
      await lockRoomType(tx, roomId);
      const [added] = await insertPhysicalRooms(tx, roomId, [input]);
      await recordAudit(tx, by, { action: 'physical-room.added', objectType: 'room', objectId: roomId, after: audited(added) });
      return added;
    });
    return toPhysicalRoomDto(row);
  } catch (error) {
    throw toNumberTakenError(error, input.number);
  }
}

/** The room `id` in service, its type locked. Throws 404 when unknown, retired, or its type archived. */
async function lockPhysicalRoom(tx: Executor, id: string): Promise<PhysicalRoomRow> {
  const found = isEntityId(id) ? await findPhysicalRoom(tx, id) : undefined;
  if (!found || found.retiredAt) throw notFound('Physical room');
  await lockRoomType(tx, found.roomId);
  // Read again under the lock: a concurrent retirement committed before it is seen now.
  const row = await findPhysicalRoom(tx, id);
  if (!row || row.retiredAt) throw notFound('Physical room');
  return row;
}

/** PATCH /admin/physical-rooms/{id}: renumber and/or re-floor. Throws 404, 409 ROOM_NUMBER_TAKEN. */
export async function editPhysicalRoom(app: AppContext, id: string, patch: PhysicalRoomPatch, by: AuditActor): Promise<PhysicalRoom> {
  try {
    const row = await app.db.transaction(async (tx) => {
      const before = await lockPhysicalRoom(tx, id);
      const after = await updatePhysicalRoom(tx, id, patch);
      if (!after) throw notFound('Physical room');
      await recordAudit(tx, by, {
        action: 'physical-room.edited',
        objectType: 'room',
        objectId: after.roomId,
        before: audited(before),
        after: audited(after),
      });
      return after;
    });
    return toPhysicalRoomDto(row);
  } catch (error) {
    throw toNumberTakenError(error, patch.number);
  }
}

/**
 * DELETE /admin/physical-rooms/{id}: takes the room out of service (retired_at; its past stays
 * keep it). Throws 404; 409 LAST_ROOM_IN_SERVICE for a type's last room; 409
 * PHYSICAL_ROOM_HAS_STAYS naming its upcoming paid stays and live holds (issue 27).
 */
export async function retireRoom(app: AppContext, id: string, by: AuditActor): Promise<void> {
  const today = todayInHotel(new Date(), app.config.hotelTimeZone);
  await app.db.transaction(async (tx) => {
    const row = await lockPhysicalRoom(tx, id);
    if ((await countRoomsInService(tx, row.roomId)) <= 1) {
      throw new AppError(
        'LAST_ROOM_IN_SERVICE',
        `Room ${row.number} is the last room of this type in service; a room type keeps at least one`,
      );
    }
    const stays = await findUpcomingLiveStays(tx, row.id, today, 6);
    if (stays.length > 0) {
      throw new AppError(
        'PHYSICAL_ROOM_HAS_STAYS',
        `Room ${row.number} has upcoming stays: ${describeStays(stays.slice(0, 5), stays.length > 5)}`,
      );
    }
    await retirePhysicalRoom(tx, row.id);
    await recordAudit(tx, by, {
      action: 'physical-room.retired',
      objectType: 'room',
      objectId: row.roomId,
      before: { ...audited(row), retiredAt: null },
    });
  });
}
