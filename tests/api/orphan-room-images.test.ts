/**
 * Issue 24: room images uploaded for a room that was never saved (a failed save, an abandoned
 * form) stayed on disk or in the bucket for good. The periodic job deletes room images no room
 * (archived ones included) uses once they are a day old; recent uploads, used images, profile
 * photos and files with other names stay. Run on the local disk and on S3 (s3rver).
 */
import { utimesSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rooms } from '#server/db/schema.ts';
import { LocalDiskStorage } from '#server/plugins/storage.ts';
import { runReconciliation } from '#server/plugins/jobs.ts';
import { variantOf } from '#shared/domain/image-variants.ts';
import { buildTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';
import { startLocalS3, type LocalS3 } from '#tests/helpers/local-s3.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';
import { createRoom } from '#tests/factories/rooms.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

for (const kind of ['disk', 's3'] as const) {
  describe(`orphan room images with ${kind} storage`, () => {
    let s3: LocalS3 | undefined;
    let t: TestApp;
    let admin: TestUser;
    let guest: TestUser;

    beforeAll(async () => {
      s3 = kind === 's3' ? await startLocalS3('orphan-test') : undefined;
      t = await buildTestApp(s3 ? { s3: s3.config } : {});
      admin = await createUser(t.app, { role: 'admin' });
      guest = await createUser(t.app);
    });

    afterAll(async () => {
      await t?.close();
      await s3?.close();
    });

    async function upload(user: TestUser, purpose: 'room' | 'profile'): Promise<string> {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(PNG_1X1)], { type: 'image/png' }), 'pic.png');
      const response = await fetch(`${t.baseUrl}/api/upload?purpose=${purpose}`, {
        method: 'POST',
        body: form,
        headers: { origin: t.baseUrl, cookie: user.cookie },
      });
      expect(response.status).toBe(200);
      return ((await response.json()) as { data: { display_url: string } }).data.display_url;
    }

    /** The main key and its variant keys of an uploaded image's URL. */
    const keysOf = (url: string): string[] => {
      const key = t.app.storage.keyOf(url)!;
      return [key, ...[400, 800, 1600].map((width) => variantOf(key, width))];
    };
    const backdate = (key: string, when: Date) => {
      if (s3) s3.backdate(key, when);
      else utimesSync(path.join((t.app.storage as LocalDiskStorage).root, key), when, when);
    };
    const stored = async (keys: string[]) => Promise.all(keys.map((key) => t.app.storage.has(key)));

    it('deletes a day-old unused room image and keeps recent, used (live or archived), profile and other files', async () => {
      const [live, archived, oldOrphan, recentOrphan] = [
        await upload(admin, 'room'),
        await upload(admin, 'room'),
        await upload(admin, 'room'),
        await upload(admin, 'room'),
      ];
      const profilePhoto = await upload(guest, 'profile');
      await t.app.storage.put('seed-room.webp', PNG_1X1, 'image/webp');
      const liveRoom = await createRoom(t.app, admin.id, { title: 'Live room' });
      await t.app.db.update(rooms).set({ image: live }).where(eq(rooms.id, liveRoom.id));
      const archivedRoom = await createRoom(t.app, admin.id, { title: 'Archived room' });
      const gallery = [...archivedRoom.gallery.slice(0, 2), archived, ...archivedRoom.gallery.slice(3)];
      await t.app.db.update(rooms).set({ gallery, archivedAt: new Date() }).where(eq(rooms.id, archivedRoom.id));

      const twoDaysAgo = new Date(Date.now() - 2 * DAY_MS);
      const oldKeys = [...keysOf(live), ...keysOf(archived), ...keysOf(oldOrphan), t.app.storage.keyOf(profilePhoto)!, 'seed-room.webp'];
      for (const key of oldKeys) backdate(key, twoDaysAgo);

      const report = await runReconciliation(t.app);
      expect(report.deletedOrphanImages).toBe(4);
      expect(await stored(keysOf(oldOrphan))).toEqual([false, false, false, false]);
      for (const kept of [live, archived, recentOrphan]) expect(await stored(keysOf(kept)), kept).toEqual([true, true, true, true]);
      expect(t.app.storage.keyOf(profilePhoto)).toMatch(/^profiles\//);
      expect(await stored([t.app.storage.keyOf(profilePhoto)!, 'seed-room.webp'])).toEqual([true, true]);

      // A day later the recent upload, still unused, goes too; the used ones stay.
      const dayLater = await runReconciliation(t.app, new Date(Date.now() + DAY_MS + 60_000));
      expect(dayLater.deletedOrphanImages).toBe(4);
      expect(await stored(keysOf(recentOrphan))).toEqual([false, false, false, false]);
      for (const kept of [live, archived]) expect(await stored(keysOf(kept)), kept).toEqual([true, true, true, true]);
      expect(await stored([t.app.storage.keyOf(profilePhoto)!, 'seed-room.webp'])).toEqual([true, true]);
    });
  });
}
