/**
 * Blocked rooms (issue 27): staff take a physical room out of sale for some nights (out of order,
 * maintenance, owner's use). A block is compared with stays by the hotel's overlap rule
 * (db/overlap-rule.ts) and refused over a paid stay or a live hold (the message names the
 * booking) or another block of the room (room_blocks_no_overlap). It is written under the type's
 * row lock, the lock holds take, so a hold and a block of one room cannot both win. Audited.
 *
 * Ending early (POST /admin/blocks/{id}/end): a running block (started before today) ends today,
 * so tonight is for sale again; a block starting today or later has blocked no night yet and is
 * withdrawn (deleted; the audit log keeps it). A block already over is refused (409 BLOCK_OVER).
 */
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { countNights } from '#shared/domain/nights.ts';
import { isEntityId } from '#shared/schemas/common.ts';
import { MAX_BLOCK_NIGHTS, type BlockInput, type BlocksQuery, type RoomBlock } from '#shared/schemas/room-blocks.ts';
import type { AppContext } from '../../context.ts';
import { sqlStateOf, type Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { findLiveRoom } from '../rooms/rooms.service.ts';
import { findPhysicalRoom } from './physical-rooms.repository.ts';
import {
  deleteUnstartedBlock,
  endBlockOn,
  findBlockView,
  findOverlappingBlock,
  insertBlock,
  listBlockViews,
  type BlockRow,
  type BlockViewRow,
} from './room-blocks.repository.ts';
import { findCollidingLiveStays } from './room-stays.repository.ts';
import { describeDates, describeStays } from './stay-names.ts';

/** Row → API block. */
function toBlockDto(row: BlockViewRow): RoomBlock {
  const b = row.block;
  return {
    _id: b.id,
    physicalRoomId: b.physicalRoomId,
    roomNumber: row.roomNumber,
    roomId: row.roomId,
    roomTitle: row.roomTitle,
    startDate: b.startDate,
    endDate: b.endDate,
    kind: b.kind,
    reason: b.reason,
    createdBy: b.createdBy,
    createdByName: row.createdByName,
    endedEarlyAt: b.endedEarlyAt?.toISOString() ?? null,
  };
}

const audited = (b: BlockRow, roomNumber: string) => ({
  physicalRoomId: b.physicalRoomId,
  roomNumber,
  startDate: b.startDate,
  endDate: b.endDate,
  kind: b.kind,
  reason: b.reason,
});

/** Throws 400 unless the block starts today or later and lasts at most MAX_BLOCK_NIGHTS. */
function assertBlockDates(input: BlockInput, today: string): void {
  if (input.startDate < today) throw new AppError('INVALID_DATES', 'A block cannot start in the past');
  if (countNights(input.startDate, input.endDate) > MAX_BLOCK_NIGHTS) {
    throw new AppError('INVALID_DATES', `A block lasts at most ${MAX_BLOCK_NIGHTS} nights`);
  }
}

/** Under the type's lock: throws 409 when a live stay or another block of the room collides with `input`. */
async function assertRoomFreeToBlock(app: AppContext, tx: Executor, input: BlockInput, roomNumber: string): Promise<void> {
  const stay = { checkIn: input.startDate, checkOut: input.endDate };
  const stays = await findCollidingLiveStays(tx, input.physicalRoomId, stay, app.config.isSameDayTurnover, 6);
  if (stays.length > 0) {
    throw new AppError(
      'BLOCK_OVER_STAY',
      `Room ${roomNumber} has stays on those dates: ${describeStays(stays.slice(0, 5), stays.length > 5)}`,
    );
  }
  const other = await findOverlappingBlock(tx, input.physicalRoomId, input);
  if (other) throw overlapError(roomNumber, other);
}

const overlapError = (roomNumber: string, other?: BlockRow) =>
  new AppError(
    'BLOCK_OVERLAP',
    other
      ? `Room ${roomNumber} is already blocked ${describeDates(other.startDate, other.endDate)} (${other.reason})`
      : `Room ${roomNumber} is already blocked on some of those nights`,
  );

/** POST /admin/blocks. Throws 400 (dates), 404 (room not in service), 409 BLOCK_OVER_STAY / BLOCK_OVERLAP. */
export async function createBlock(app: AppContext, input: BlockInput, by: AuditActor): Promise<RoomBlock> {
  const today = todayInHotel(new Date(), app.config.hotelTimeZone);
  assertBlockDates(input, today);
  const found = isEntityId(input.physicalRoomId) ? await findPhysicalRoom(app.db, input.physicalRoomId) : undefined;
  if (!found || found.retiredAt) throw notFound('Physical room');
  try {
    const id = await app.db.transaction(async (tx) => {
      if (!(await findLiveRoom(tx, found.roomId, { lockForBooking: true }))) throw notFound('Physical room');
      const room = await findPhysicalRoom(tx, found.id);
      if (!room || room.retiredAt) throw notFound('Physical room');
      await assertRoomFreeToBlock(app, tx, input, room.number);
      const block = await insertBlock(tx, { ...input, createdBy: by.actor });
      await recordAudit(tx, by, { action: 'block.added', objectType: 'block', objectId: block.id, after: audited(block, room.number) });
      return block.id;
    });
    return toBlockDto((await findBlockView(app.db, id))!);
  } catch (error) {
    // The constraint stays the authority: a writer that skipped the type's lock would land here.
    if (sqlStateOf(error) === '23P01') throw overlapError(found.number);
    throw error;
  }
}

/** GET /admin/blocks: blocks with a night from `from` (default today) to `to` (default open), by start date. */
export async function listBlocks(app: Pick<AppContext, 'db' | 'config'>, query: BlocksQuery): Promise<RoomBlock[]> {
  const from = query.from ?? todayInHotel(new Date(), app.config.hotelTimeZone);
  if (query.to && query.to < from) throw new AppError('INVALID_RANGE', 'The end of the range is before its start');
  return (await listBlockViews(app.db, { from, to: query.to })).map(toBlockDto);
}

/**
 * POST /admin/blocks/{id}/end: ends a running block today, or withdraws one not started (module
 * comment). Returns the block as it is now, or null when withdrawn. Throws 404, 409 BLOCK_OVER.
 */
export async function endBlock(app: AppContext, id: string, by: AuditActor): Promise<RoomBlock | null> {
  const today = todayInHotel(new Date(), app.config.hotelTimeZone);
  const view = isEntityId(id) ? await findBlockView(app.db, id) : undefined;
  if (!view) throw notFound('Block');
  const b = view.block;
  if (b.endDate <= today) throw new AppError('BLOCK_OVER', `This block of room ${view.roomNumber} is already over`);
  const isStarted = b.startDate < today;
  const changed = await app.db.transaction(async (tx) => {
    await findLiveRoom(tx, view.roomId, { lockForBooking: true });
    const row = isStarted ? await endBlockOn(tx, b.id, today, by.actor) : await deleteUnstartedBlock(tx, b.id, today);
    if (!row) return undefined;
    await recordAudit(tx, by, {
      action: isStarted ? 'block.ended' : 'block.withdrawn',
      objectType: 'block',
      objectId: b.id,
      before: audited(b, view.roomNumber),
      after: isStarted ? { endDate: row.endDate } : null,
    });
    return row;
  });
  if (!changed) throw new AppError('BLOCK_OVER', 'The block changed meanwhile; please reload');
  return isStarted ? toBlockDto((await findBlockView(app.db, id))!) : null;
}
