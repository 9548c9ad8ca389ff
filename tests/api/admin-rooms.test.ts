/**
 * Admin room calls (issue #3; docs/product/rules.md#rooms, docs/product/api.md#admin-rooms add-room/edit-room): every
 * validation rule with its SPEC message, the host from the session, image URLs limited to our
 * uploads or https, and edits refused to guests with nothing changed. Archiving: admin-rooms-archive.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { roomSchema } from '#shared/schemas/rooms.ts';
import { rooms } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let admin: TestUser;
let otherAdmin: TestUser;
let guest: TestUser;
let image: string;
let gallery: string[];

beforeAll(async () => {
  t = await buildTestApp();
  [admin, otherAdmin, guest] = [
    await createUser(t.app, { role: 'admin' }),
    await createUser(t.app, { role: 'admin' }),
    await createUser(t.app),
  ];
  // Real uploads: the image rule only accepts files that exist in the app's storage.
  const put = (name: string) => t.app.storage.put(`${name}.webp`, Buffer.from(name), 'image/webp');
  image = await put('main-test');
  gallery = await Promise.all([1, 2, 3, 4, 5].map((n) => put(`gallery-test-${n}`)));
});
afterAll(async () => {
  await t?.close();
});

/** A valid add/edit body as the SPA sends it (host and likes included, to be ignored). */
function roomBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Sea View Suite',
    price: 4200.5,
    capacity: 3,
    category: 'couplePremium',
    description: 'Wide windows.&--&Breakfast on the balcony.',
    image,
    gallery,
    facilities: ['Free Wi-Fi', '', 'Sea view', '   '],
    host: guest.id,
    likes: 99,
    ...overrides,
  };
}

const without = (field: string) => {
  const body = roomBody();
  delete body[field];
  return body;
};

function send(method: 'POST' | 'PUT', url: string, cookie: string | null, payload: unknown) {
  const headers = { origin: t.baseUrl, ...(cookie ? { cookie } : {}) };
  return t.app.inject({ method, url, headers, payload: payload as Record<string, unknown> });
}

const roomCount = async () => (await t.app.db.select({ n: count() }).from(rooms))[0].n;
const roomRow = async (id: string) => (await t.app.db.select().from(rooms).where(eq(rooms.id, id)))[0];

describe('POST /api/add-room', () => {
  it('creates the room for the calling admin: host from the session, 0 likes, blank facilities dropped', async () => {
    const res = await send('POST', '/api/add-room', admin.cookie, roomBody());
    expect(res.statusCode).toBe(201);
    const room = roomSchema.parse(res.json());
    expect(room).toMatchObject({
      title: 'Sea View Suite',
      host: admin.id,
      price: 4200.5,
      capacity: 3,
      category: 'couplePremium',
      likes: 0,
      image,
      gallery,
      facilities: ['Free Wi-Fi', 'Sea view'],
      averageRating: null,
      reviewCount: 0,
    });
    expect(await roomRow(room._id)).toMatchObject({ hostId: admin.id, pricePoisha: 420_050, likesCount: 0, archivedAt: null });
    const list = await t.app.inject({ method: 'GET', url: '/api/all-rooms' });
    expect(list.json().map((r: { _id: string }) => r._id)).toContain(room._id);
  });

  it('accepts numbers sent as text and https images from an image host', async () => {
    const hosted = 'https://i.ibb.co/abc123/room.jpg';
    const res = await send('POST', '/api/add-room', admin.cookie, roomBody({ price: '3000', capacity: '2', image: hosted }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ price: 3000, capacity: 2, image: hosted });
  });

  const invalid: Array<[string, () => Record<string, unknown>, string]> = [
    ['no main image', () => without('image'), messages.mainImageMissing],
    ['a blank main image', () => roomBody({ image: '  ' }), messages.mainImageMissing],
    ['4 gallery images', () => roomBody({ gallery: gallery.slice(0, 4) }), messages.galleryMissing],
    ['a blank gallery slot', () => roomBody({ gallery: [...gallery.slice(0, 4), ''] }), messages.galleryMissing],
    ['no gallery', () => without('gallery'), messages.galleryMissing],
    ['one facility plus blanks', () => roomBody({ facilities: ['Free Wi-Fi', '', '  '] }), messages.facilitiesTooFew],
    ['no facilities', () => without('facilities'), messages.facilitiesTooFew],
    ['no title', () => without('title'), 'Title is required'],
    ['a blank title', () => roomBody({ title: '   ' }), 'Title is required'],
    ['no price', () => without('price'), 'Price must be a number'],
    ['a non-numeric price', () => roomBody({ price: 'cheap' }), 'Price must be a number'],
    ['a zero price', () => roomBody({ price: 0 }), 'Price must be more than 0'],
    ['no category', () => without('category'), 'Category is required'],
    ['an unknown category', () => roomBody({ category: 'penthouse' }), 'Category is required'],
    ['no description', () => without('description'), 'Description is required'],
    ['no capacity', () => without('capacity'), 'Capacity must be a number'],
    ['a non-numeric capacity', () => roomBody({ capacity: 'two' }), 'Capacity must be a number'],
  ];
  for (const [name, body, message] of invalid) {
    it(`refuses ${name} with "${message}" and stores nothing`, async () => {
      const before = await roomCount();
      const res = await send('POST', '/api/add-room', admin.cookie, body());
      expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 400, body: { message, code: 'VALIDATION' } });
      expect(await roomCount()).toBe(before);
    });
  }

  const badImages = [
    'javascript:alert(document.cookie)',
    'data:image/png;base64,iVBORw0KGgo=',
    'http://example.com/room.jpg',
    '/uploads/never-uploaded.webp',
    '/uploads/../auth-secret',
    'https://exa mple.com/a.jpg',
    '//evil.example/a.jpg',
  ];
  for (const bad of badImages) {
    it(`refuses the image ${JSON.stringify(bad)} as main or gallery image`, async () => {
      const before = await roomCount();
      for (const body of [roomBody({ image: bad }), roomBody({ gallery: [...gallery.slice(0, 4), bad] })]) {
        const res = await send('POST', '/api/add-room', admin.cookie, body);
        expect(res.json()).toEqual({ message: 'Images must be image files', code: 'INVALID_IMAGE_URL' });
        expect(res.statusCode).toBe(400);
      }
      expect(await roomCount()).toBe(before);
    });
  }

  it('checks the role before the body: anonymous 401 and guest 403 even for an invalid body', async () => {
    const before = await roomCount();
    for (const body of [roomBody(), without('image')]) {
      expect((await send('POST', '/api/add-room', null, body)).statusCode).toBe(401);
      expect((await send('POST', '/api/add-room', guest.cookie, body)).statusCode).toBe(403);
    }
    expect(await roomCount()).toBe(before);
  });
});

describe('PUT /api/edit-room/:id', () => {
  it('updates the fields but keeps the host and the likes, whoever edits and whatever the body says', async () => {
    const room = await createRoom(t.app, admin.id, { title: 'Old Title', priceBdt: 2500 });
    await t.app.db.update(rooms).set({ likesCount: 7 }).where(eq(rooms.id, room.id));
    const res = await send('PUT', `/api/edit-room/${room.id}`, otherAdmin.cookie, roomBody({ title: 'New Title', price: 2750 }));
    expect(res.statusCode).toBe(200);
    expect(roomSchema.parse(res.json())).toMatchObject({ _id: room.id, title: 'New Title', price: 2750, host: admin.id, likes: 7 });
    expect(await roomRow(room.id)).toMatchObject({ title: 'New Title', pricePoisha: 275_000, hostId: admin.id, likesCount: 7 });
  });

  it('refuses a guest (403) and an anonymous caller (401) and changes nothing', async () => {
    const room = await createRoom(t.app, admin.id, { title: 'Untouched', priceBdt: 2500 });
    const before = await roomRow(room.id);
    expect((await send('PUT', `/api/edit-room/${room.id}`, guest.cookie, roomBody({ price: 1 }))).statusCode).toBe(403);
    expect((await send('PUT', `/api/edit-room/${room.id}`, null, roomBody({ price: 1 }))).statusCode).toBe(401);
    expect(await roomRow(room.id)).toEqual(before);
  });

  it('refuses an invalid body with the SPEC message and changes nothing', async () => {
    const room = await createRoom(t.app, admin.id, { title: 'Still Valid' });
    const before = await roomRow(room.id);
    const res = await send('PUT', `/api/edit-room/${room.id}`, admin.cookie, roomBody({ gallery: gallery.slice(0, 4) }));
    expect(res.json()).toEqual({ message: messages.galleryMissing, code: 'VALIDATION' });
    const badImage = await send('PUT', `/api/edit-room/${room.id}`, admin.cookie, roomBody({ image: 'javascript:alert(1)' }));
    expect(badImage.statusCode).toBe(400);
    expect(await roomRow(room.id)).toEqual(before);
  });

  it('answers 404 for unknown, malformed and archived rooms', async () => {
    const archived = await createRoom(t.app, admin.id);
    await t.app.db.update(rooms).set({ archivedAt: new Date() }).where(eq(rooms.id, archived.id));
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid', archived.id]) {
      const res = await send('PUT', `/api/edit-room/${id}`, admin.cookie, roomBody());
      expect(res.statusCode, id).toBe(404);
    }
    expect((await roomRow(archived.id)).title).toBe('Test Deluxe Room');
  });
});
