/**
 * Two app instances on one PostgreSQL database (issue 11): a write through one empties the
 * public read cache of the other through LISTEN/NOTIFY, so its next reads show the write.
 * PGlite allows one process per data directory, so this runs on the PostgreSQL server only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { buildAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { recordQueries } from '#tests/helpers/query-recorder.ts';
import type { TestUser } from '#tests/factories/users.ts';

const isPostgres = Boolean(process.env.DATABASE_URL);
let t: TestApp;
let second: App;
let admin: TestUser;
let guest: TestUser;

beforeAll(async () => {
  if (!isPostgres) return;
  ({ t, admin, guest } = await buildAppWithUsers());
  second = await buildApp(t.config, { logger: false });
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

/** Polls `read` on the second instance until `isDone` (NOTIFY arrives a moment after the write). */
async function eventually<T>(read: () => Promise<T>, isDone: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (isDone(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe.runIf(isPostgres)('public cache across instances', () => {
  it('a like through instance A shows on instance B, whose cache held the old list', async () => {
    const room = await createRoom(t.app, admin.id);
    await second.publicCache.invalidate(); // the factory wrote to the database directly
    const likesOnB = async () => {
      const res = await second.inject({ method: 'GET', url: '/api/all-rooms' });
      return (res.json() as Array<{ _id: string; likes: number }>).find((r) => r._id === room.id)?.likes;
    };
    expect(await likesOnB()).toBe(0);
    // B's cache holds the list before the write. (Under CI load it was once found empty right
    // after the read: a spurious clear only costs B a rebuild, so read until it holds.)
    const cachedOnB = await eventually(
      async () => (await likesOnB(), second.publicCache.size()),
      (size) => size > 0,
    );
    expect(cachedOnB).toBeGreaterThan(0);
    const like = await t.app.inject({ method: 'POST', url: `/api/like/${room.id}/${guest.id}`, headers: { cookie: guest.cookie } });
    expect(like.statusCode).toBe(200);
    expect(await eventually(likesOnB, (likes) => likes === 1)).toBe(1);
  });

  it("a write through instance B empties instance A's cache as well", async () => {
    const room = await createRoom(t.app, admin.id);
    const detailOnA = async () =>
      (await t.app.inject({ method: 'GET', url: `/api/room/${room.id}`, headers: { cookie: admin.cookie } })).json() as { likes: number };
    expect((await detailOnA()).likes).toBe(0);
    const like = await second.inject({
      method: 'POST',
      url: `/api/like/${room.id}/${guest.id}`,
      headers: { cookie: guest.cookie, origin: t.baseUrl },
    });
    expect(like.statusCode).toBe(200);
    expect((await eventually(detailOnA, (d) => d.likes === 1)).likes).toBe(1);
  });

  it('writes at once through A share NOTIFYs, and B still shows every one of them', async () => {
    const rooms: Array<{ id: string }> = [];
    for (let i = 0; i < 12; i++) rooms.push(await createRoom(t.app, admin.id, { title: `Burst ${i}` }));
    await second.publicCache.invalidate();
    const likedOnB = async () => {
      const res = await second.inject({ method: 'GET', url: '/api/all-rooms' });
      const list = res.json() as Array<{ title: string; likes: number }>;
      return list.filter((r) => r.title.startsWith('Burst ') && r.likes === 1).length;
    };
    expect(await likedOnB()).toBe(0);
    const { result: likes, queries } = await recordQueries(t.app, () =>
      Promise.all(
        rooms.map((room) => t.app.inject({ method: 'POST', url: `/api/like/${room.id}/${guest.id}`, headers: { cookie: guest.cookie } })),
      ),
    );
    expect(likes.map((r) => r.statusCode)).toEqual(rooms.map(() => 200));
    const notifies = queries.filter((q) => q.includes('pg_notify')).length;
    expect(notifies).toBeGreaterThan(0);
    expect(notifies).toBeLessThanOrEqual(rooms.length);
    // No write's invalidation is lost to the sharing: the last one's NOTIFY followed its commit.
    expect(await eventually(likedOnB, (n) => n === rooms.length)).toBe(rooms.length);
  });
});
