/**
 * Deletes uploaded room images that nothing uses (issue 24: a failed room save left every image
 * it had uploaded behind, and a retry uploaded them all again). A room image is a top-level
 * `<uuid>.rw.webp` with its `.rw-<width>.webp` variants (POST /api/upload, purpose room); it is
 * an orphan when no room, archived ones included, names it as image or in its gallery, and no
 * profile names it. Only files older than ORPHAN_GRACE_MS go, so an admin still filling the
 * room form keeps what they uploaded. Profile photos (under `profiles/`) and any other name
 * (seed images) are never listed, so never touched.
 */
import { isNotNull } from 'drizzle-orm';
import { rooms, user } from '../../db/schema.ts';
import type { AppContext } from '../../context.ts';

/** How old an unused room image must be before it is deleted: a day, longer than any form stays open. */
const ORPHAN_GRACE_MS = 24 * 60 * 60 * 1000;

/** How often the periodic job sweeps (listing the whole bucket every minute would be wasteful). */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

// The upload route's room image names; the capture is the image's id, shared by its variants.
const ROOM_IMAGE_KEY = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.rw(?:-\d+)?\.webp$/;

const lastSweeps = new WeakMap<object, number>();

/**
 * The periodic job's step: sweeps at `now` unless this app swept less than an hour before
 * (by `now`); resolves to the number of files deleted. Throws storage and database errors.
 */
export async function sweepOrphanRoomImagesHourly(app: AppContext, now: Date): Promise<number> {
  const last = lastSweeps.get(app);
  if (last !== undefined && now.getTime() - last < SWEEP_EVERY_MS) return 0;
  lastSweeps.set(app, now.getTime());
  return deleteOrphanRoomImages(app, now);
}

/** Deletes every orphan room image file written before `now` − ORPHAN_GRACE_MS; resolves to how many. */
async function deleteOrphanRoomImages(app: AppContext, now: Date): Promise<number> {
  const cutoff = now.getTime() - ORPHAN_GRACE_MS;
  // Listed before the references are read: an image saved into a room meanwhile is seen as used.
  const stale = (await app.storage.listFolder('')).filter((o) => ROOM_IMAGE_KEY.test(o.key) && o.modifiedAt.getTime() < cutoff);
  if (stale.length === 0) return 0;
  const used = await usedImageIds(app);
  const orphans = stale.filter((o) => !used.has(imageIdOf(o.key)!));
  for (const orphan of orphans) await app.storage.remove(orphan.key);
  if (orphans.length > 0) app.log.info({ deleted: orphans.length }, 'orphan room images deleted');
  return orphans.length;
}

/** Ids of the stored room images that rooms (live and archived) and profiles name. */
async function usedImageIds(app: AppContext): Promise<Set<string>> {
  const roomImages = await app.db.select({ image: rooms.image, gallery: rooms.gallery }).from(rooms);
  const photos = await app.db.select({ photo: user.image }).from(user).where(isNotNull(user.image));
  const urls = [...roomImages.flatMap((r) => [r.image, ...r.gallery]), ...photos.map((p) => p.photo!)];
  const ids = urls.map((url) => {
    const key = app.storage.keyOf(url);
    return key === null ? null : imageIdOf(key);
  });
  return new Set(ids.filter((id) => id !== null));
}

function imageIdOf(key: string): string | null {
  return ROOM_IMAGE_KEY.exec(key)?.[1] ?? null;
}
