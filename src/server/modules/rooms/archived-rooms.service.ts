/**
 * Archived rooms (issue 24: "Delete room" archived, and nothing could show or restore an
 * archived room). Restoring puts the room back on sale as it was; the public room lists are
 * emptied by the write itself (plugins/public-cache.ts invalidates on every successful POST).
 */
import { toBdt } from '#shared/domain/money.ts';
import type { ArchivedRoomPage, ArchivedRoomsQuery } from '#shared/schemas/archived-rooms.ts';
import { isEntityId } from '#shared/schemas/common.ts';
import type { AppContext } from '../../context.ts';
import { notFound } from '../../errors.ts';
import { readPage, toPageAnswer } from '../../db/paging.ts';
import { recordAudit, type AuditActor } from '../audit/audit.service.ts';
import { findArchivedRoomPage, lockArchivedRoom, unarchiveRoom } from './archived-rooms.repository.ts';

/** GET /admin/archived-rooms?page&pageSize: archived rooms, most recently archived first. */
export async function listArchivedRooms(app: AppContext, query: ArchivedRoomsQuery): Promise<ArchivedRoomPage> {
  const page = await readPage(query, (window) => findArchivedRoomPage(app.db, window));
  return toPageAnswer(page, (row) => ({
    _id: row.id,
    title: row.title,
    category: row.category,
    price: toBdt(row.pricePoisha),
    image: row.image,
    archivedAt: (row.archivedAt ?? new Date(0)).toISOString(),
  }));
}

/**
 * POST /rooms/{id}/restore: puts an archived room back on sale and records `room.restored`
 * (before: its archive stamp) like archiving records `room.archived`. Throws 404 for an unknown
 * or live room (a second restore included), so repeating it changes nothing.
 */
export async function restoreRoom(app: AppContext, id: string, by: AuditActor): Promise<void> {
  if (!isEntityId(id)) throw notFound('Room');
  const restored = await app.db.transaction(async (tx) => {
    const room = await lockArchivedRoom(tx, id);
    if (!room) return false;
    await unarchiveRoom(tx, id);
    await recordAudit(tx, by, {
      action: 'room.restored',
      objectType: 'room',
      objectId: id,
      before: { archivedAt: room.archivedAt },
      after: { archivedAt: null, title: room.title },
    });
    return true;
  });
  if (!restored) throw notFound('Room');
}
