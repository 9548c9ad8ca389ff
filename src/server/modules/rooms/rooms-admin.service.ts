/**
 * The admin's room rules (docs/product/screens.md#add-room-and-edit-room, docs/product/rules.md#rooms Add room and edit
 * room; issue #3). The body has passed `roomInputSchema` (docs/product/messages.md#validation-messages); this adds what
 * a schema cannot know: the host is the caller, images are ours or https, archiving must not
 * strand upcoming stays.
 */
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { toPoisha } from '#shared/domain/money.ts';
import type { AddRoomInput, Room, RoomInput } from '#shared/schemas/rooms.ts';
import { addPhysicalRooms, toNumberTakenError } from '../inventory/inventory.service.ts';
import type { AppContext } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import type { ImageStorage } from '../../plugins/storage.ts';
import { isSafeKey } from '../../plugins/storage-keys.ts';
import { findRoomWithRating } from './rooms.repository.ts';
import { toRoomDto } from './rooms.service.ts';
import {
  archiveRoomIfFree,
  findArchiveBlocker,
  insertRoom,
  lockLiveRoom,
  updateLiveRoom,
  type RoomPatch,
} from './rooms-admin.repository.ts';
import type { Executor } from '../../db/client.ts';
import type { RoomRow } from './rooms.repository.ts';
import { recordAudit, SYSTEM, type AuditActor } from '../audit/audit.service.ts';
import { isEntityId } from '#shared/schemas/common.ts';

/** docs/product/rules.md#rooms "Images must be image files". */
const IMAGES_MUST_BE_IMAGES = 'Images must be image files';
const ROOM_HAS_BOOKINGS = 'This room has upcoming paid bookings and cannot be archived';
const ROOM_HAS_HOLDS = 'A guest is paying for this room right now; try again in a few minutes';

const MAX_URL_LENGTH = 2048;

/** True when `value` has a space, a control character or DEL (the URL parser would drop them silently). */
const hasSpaceOrControl = (value: string): boolean => [...value].some((ch) => ch <= ' ' || ch === '\u007f');

/** An absolute https URL with no spaces or control characters (e.g. an image host's link). */
function isHttpsUrl(value: string): boolean {
  if (value.length > MAX_URL_LENGTH || hasSpaceOrControl(value)) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Throws 400 "Images must be image files" unless every URL is an upload that exists in
 * `storage` (local `/uploads/<key>` or the bucket's public URL) or another https URL.
 * Refuses javascript:, data:, http: and uploads that were never stored.
 */
async function assertRoomImages(storage: ImageStorage, urls: string[]): Promise<void> {
  const verdicts = await Promise.all(
    urls.map(async (url) => {
      const key = storage.keyOf(url);
      if (key === null) return isHttpsUrl(url);
      return isSafeKey(key) && (await storage.has(key));
    }),
  );
  if (verdicts.includes(false)) throw new AppError('INVALID_IMAGE_URL', IMAGES_MUST_BE_IMAGES);
}

/** What the audit log keeps of a room (issue #13): its editable fields, money in poisha. */
const auditedRoom = (r: RoomRow) => ({
  title: r.title,
  pricePoisha: r.pricePoisha,
  capacity: r.capacity,
  category: r.category,
  image: r.image,
  gallery: r.gallery,
  facilities: r.facilities,
  description: r.description,
});

/** RoomInput (price in BDT) → the stored columns (price in poisha). Throws 400 below 1 poisha. */
function toRoomPatch(input: RoomInput): RoomPatch {
  const pricePoisha = toPoisha(input.price);
  if (pricePoisha < 1) throw new AppError('VALIDATION', 'Price must be more than 0');
  return {
    title: input.title,
    pricePoisha,
    capacity: input.capacity,
    description: input.description,
    category: input.category,
    image: input.image,
    gallery: input.gallery,
    facilities: input.facilities,
  };
}

/**
 * POST /add-room: a new room type hosted by `admin` (never a host from the body), 0 likes, with
 * its physical rooms (issue 27: `roomNumbers`, or one auto-numbered room). Throws 400, 409
 * ROOM_NUMBER_TAKEN ("Room 201 already exists"), adding nothing.
 */
export async function addRoom(app: AppContext, admin: SessionUser, input: AddRoomInput, ip: string | null = null): Promise<Room> {
  const patch = toRoomPatch(input);
  await assertRoomImages(app.storage, [input.image, ...input.gallery]);
  const numbers = input.roomNumbers ?? [];
  const row = await app.db
    .transaction(async (tx) => {
      const added = await insertRoom(tx, { ...patch, hostId: admin.id, likesCount: 0 });
      const physical = await addPhysicalRooms(
        tx,
        added.id,
        numbers.map((number) => ({ number })),
      );
      await recordAudit(
        tx,
        { actor: admin.id, ip },
        {
          action: 'room.added',
          objectType: 'room',
          objectId: added.id,
          after: { ...auditedRoom(added), roomNumbers: physical.map((p) => p.number) },
        },
      );
      return added;
    })
    .catch((error: unknown) => {
      throw toNumberTakenError(error, numbers.length === 1 ? numbers[0] : undefined);
    });
  return toRoomDto({ ...row, averageRating: null, reviewCount: 0 });
}

/** PUT /edit-room/{id}: replaces the editable fields of a live room; host and likes stay. Throws 400/404. */
export async function editRoom(app: AppContext, id: string, input: RoomInput, by: AuditActor = SYSTEM): Promise<Room> {
  if (!isEntityId(id)) throw notFound('Room');
  const patch = toRoomPatch(input);
  await assertRoomImages(app.storage, [input.image, ...input.gallery]);
  const updated = await app.db.transaction(async (tx) => {
    const before = await lockLiveRoom(tx, id);
    const after = before && (await updateLiveRoom(tx, id, patch));
    if (after)
      await recordAudit(tx, by, {
        action: 'room.edited',
        objectType: 'room',
        objectId: id,
        before: auditedRoom(before),
        after: auditedRoom(after),
      });
    return after;
  });
  const row = updated && (await findRoomWithRating(app.db, id));
  if (!row) throw notFound('Room');
  return toRoomDto(row);
}

/**
 * DELETE /rooms/{id}: archives a live room so it leaves the list, the detail page and
 * booking. Throws 404 (unknown or archived) or 409 while it has upcoming paid stays
 * (ROOM_HAS_BOOKINGS) or a guest's live payment hold (ROOM_HAS_HOLDS).
 */
export async function archiveRoom(app: AppContext, id: string, by: AuditActor = SYSTEM): Promise<void> {
  if (!isEntityId(id)) throw notFound('Room');
  const today = todayInHotel(new Date(), app.config.hotelTimeZone);
  const logArchive = (tx: Executor, row: RoomRow) =>
    recordAudit(tx, by, {
      action: 'room.archived',
      objectType: 'room',
      objectId: id,
      before: { archivedAt: null },
      after: { archivedAt: row.archivedAt, title: row.title },
    });
  if (await archiveRoomIfFree(app.db, id, today, logArchive)) return;
  const blocker = await findArchiveBlocker(app.db, id, today);
  if (blocker === 'paid') throw new AppError('ROOM_HAS_BOOKINGS', ROOM_HAS_BOOKINGS);
  if (blocker === 'held') throw new AppError('ROOM_HAS_HOLDS', ROOM_HAS_HOLDS);
  // Archived or deleted by someone else meanwhile, or free again: either way not archived here.
  if (blocker === 'missing') throw notFound('Room');
  throw new AppError('ROOM_BUSY', 'The room changed meanwhile; please try again');
}
