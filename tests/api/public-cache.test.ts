/**
 * Public reads from the in-process cache (issue 11): strong ETag and 304, and every write that
 * changes what they show (like, review, room edit, profile) visible on the very next read.
 * Two instances on one PostgreSQL database: cache-public-cache-instances.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { buildAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import type { TestUser } from '#tests/factories/users.ts';
import { day } from '#tests/helpers/payment-flow.ts';
import { insertPastStay } from '#tests/helpers/paid-stays.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;

beforeAll(async () => {
  ({ t, admin, guest } = await buildAppWithUsers({ guestName: 'Cache Reader' }));
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, cookie: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) });
const listedRoom = async (id: string) =>
  get('/api/all-rooms').then((res) =>
    (res.json() as Array<{ _id: string; likes: number; title: string; reviewCount: number }>).find((r) => r._id === id),
  );

describe('ETag and 304', () => {
  it('answers the room list with a strong ETag, 304 on a match, and a new ETag after a change', async () => {
    const room = await createRoom(t.app, admin.id);
    const first = await get('/api/all-rooms');
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[^"]+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await get('/api/all-rooms', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get('/api/all-rooms', { 'if-none-match': '"other"' })).statusCode).toBe(200);

    await post(`/api/like/${room.id}/${guest.id}`, guest.cookie);
    const changed = await get('/api/all-rooms', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('keeps one entry per full query and answers each category with its own rooms', async () => {
    await createRoom(t.app, admin.id, { category: 'family-4' });
    const family = (await get('/api/all-rooms?category=family-4')).json() as Array<{ category: string }>;
    expect(family.length).toBeGreaterThan(0);
    expect(family.every((r) => r.category === 'family-4')).toBe(true);
    const all = (await get('/api/all-rooms')).json() as unknown[];
    expect(all.length).toBeGreaterThan(family.length);
  });

  it('compresses the list with br or gzip when asked, same bytes once decoded', async () => {
    for (let i = 0; i < 6; i += 1) await createRoom(t.app, admin.id);
    const plain = await get('/api/all-rooms');
    expect(plain.body.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const res = await t.app.inject({ method: 'GET', url: '/api/all-rooms', headers: { 'accept-encoding': encoding } });
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.etag).toBe(plain.headers.etag);
      const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
      const decoded = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(res.rawPayload).toString();
      expect(decoded).toBe(plain.body);
    }
  });
});

describe('invalidation: the next read shows the write', () => {
  it('a like shows in the list and the room detail', async () => {
    const room = await createRoom(t.app, admin.id);
    expect((await listedRoom(room.id))?.likes).toBe(0);
    expect((await get(`/api/room/${room.id}`, { cookie: guest.cookie })).json()).toMatchObject({ likes: 0, isLiked: false });
    expect((await post(`/api/like/${room.id}/${guest.id}`, guest.cookie)).statusCode).toBe(200);
    expect((await listedRoom(room.id))?.likes).toBe(1);
    expect((await get(`/api/room/${room.id}`, { cookie: guest.cookie })).json()).toMatchObject({ likes: 1, isLiked: true });
    expect((await get(`/api/room/${room.id}`, { cookie: admin.cookie })).json()).toMatchObject({ likes: 1, isLiked: false });
  });

  it("a review shows in the room's reviews and its count", async () => {
    const room = await createRoom(t.app, admin.id);
    const stay = await insertPastStay(t.app, guest.id, room.id, day(-5), day(-4));
    expect((await get(`/api/reviews/${room.id}`, { cookie: guest.cookie })).json()).toEqual([]);
    expect((await listedRoom(room.id))?.reviewCount).toBe(0);
    const res = await post('/api/post-review', guest.cookie, {
      userId: guest.id,
      roomId: room.id,
      bookingId: stay.bookingId,
      comment: 'Quiet and clean',
      rating: 5,
    });
    expect(res.statusCode).toBe(200);
    expect((await get(`/api/reviews/${room.id}`, { cookie: guest.cookie })).json()).toMatchObject([
      { comment: 'Quiet and clean', user: { name: 'Cache Reader' } },
    ]);
    expect((await listedRoom(room.id))?.reviewCount).toBe(1);
  });

  it("an admin's room edit shows in the list and the detail", async () => {
    const room = await createRoom(t.app, admin.id);
    expect((await get(`/api/room/${room.id}`, { cookie: guest.cookie })).json()).toMatchObject({ title: room.title });
    const put = (name: string) => t.app.storage.put(`${name}.webp`, Buffer.from(name), 'image/webp');
    const body = {
      title: 'Renamed Suite',
      price: 3000,
      capacity: 2,
      category: 'singleDeluxe',
      description: 'New words.',
      image: await put('cache-main'),
      gallery: await Promise.all([1, 2, 3, 4, 5].map((n) => put(`cache-g${n}`))),
      facilities: ['Wi-Fi', 'Desk'],
    };
    const res = await t.app.inject({ method: 'PUT', url: `/api/edit-room/${room.id}`, headers: { cookie: admin.cookie }, payload: body });
    expect(res.statusCode).toBe(200);
    expect((await listedRoom(room.id))?.title).toBe('Renamed Suite');
    expect((await get(`/api/room/${room.id}`, { cookie: guest.cookie })).json()).toMatchObject({ title: 'Renamed Suite', price: 3000 });
  });

  it('does not cache a 404 and answers malformed ids with 404', async () => {
    expect((await get('/api/room/not-a-uuid', { cookie: guest.cookie })).statusCode).toBe(404);
    expect((await get('/api/room/00000000-0000-4000-8000-000000000000', { cookie: guest.cookie })).statusCode).toBe(404);
    expect((await get('/api/reviews/not-a-uuid', { cookie: guest.cookie })).statusCode).toBe(404);
  });
});
