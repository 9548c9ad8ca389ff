/**
 * The room page's shell (issue 11, LCP of `/room/{id}`): the built index.html with
 * modulepreload hints for the room page's chunks (from the Vite manifest) and, for a guest
 * with a valid session, the guest's record and the room embedded as the API answers them, a
 * high-priority preload of the room's main photo with the slider's srcset and sizes, and the
 * page itself rendered from them (its style sheets applied, its scripts left for after the
 * paint); that answer is private. Uses a small stand-in build folder with a manifest.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOM_PHOTO_SIZES } from '#shared/domain/image-variants.ts';
import { APP_STATE_ELEMENT_ID, type InitialSession } from '#shared/schemas/initial-session.ts';
import { rooms, user } from '#server/db/schema.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { buildAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import type { TestUser } from '#tests/factories/users.ts';

const webRoot = mkdtempSync(path.join(tmpdir(), 'hotel-room-hints-'));
const SHELL =
  '<!doctype html><html><head><title>Hotel Booking</title><script type="module" src="/assets/index-e1.js"></script>' +
  '<link rel="modulepreload" href="/assets/vendor-v1.js"></head><body><div id="root"></div></body></html>';
const MANIFEST = {
  'index.html': {
    file: 'assets/index-e1.js',
    isEntry: true,
    imports: ['_vendor-v1.js'],
    dynamicImports: ['src/web/features/rooms/room-page/pages/room-detail-page.tsx'],
  },
  '_vendor-v1.js': { file: 'assets/vendor-v1.js' },
  '_slider-s1.js': { file: 'assets/slider-s1.js', imports: ['_vendor-v1.js'], css: ['assets/slider-s1.css'] },
  '_price-p1.js': { file: 'assets/price-p1.js', imports: ['_slider-s1.js'] },
  'src/web/features/rooms/room-page/pages/room-detail-page.tsx': {
    file: 'assets/room-detail-page-r1.js',
    imports: ['_slider-s1.js', '_price-p1.js', '_vendor-v1.js'],
    dynamicImports: ['_lightbox-l1.js'],
  },
  '_lightbox-l1.js': { file: 'assets/lightbox-l1.js' },
};
let t: TestApp;
let admin: TestUser;
let guest: TestUser;

beforeAll(async () => {
  mkdirSync(path.join(webRoot, '.vite'), { recursive: true });
  writeFileSync(path.join(webRoot, 'index.html'), SHELL);
  writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  ({ t, admin, guest } = await buildAppWithUsers({ overrides: { serveWeb: true, webRoot } }));
});
afterAll(async () => {
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
type QueryState = { queryKey: unknown[]; state: { data: unknown } };
/** The guest's record and the room from the page's app state (TanStack Query's dehydrated cache, issue 25), or null without one. */
const initialSessionOf = (html: string): (InitialSession & { email: string | null }) | null => {
  const json = new RegExp(`<script type="application/json" id="${APP_STATE_ELEMENT_ID}">(.*?)</script>`, 's').exec(html)?.[1];
  if (json === undefined) return null;
  const { queries, email } = JSON.parse(json) as { queries: { queries: QueryState[] }; email: string | null };
  const dataOf = (name: string) => queries.queries.find((q) => q.queryKey[0] === name)?.state.data ?? null;
  return { user: dataOf('auth-user') as InitialSession['user'], room: dataOf('room') as InitialSession['room'], email };
};
const rootOf = (html: string) =>
  /<div id="root">(.*)<\/div>\s*<script type="application\/json"/s.exec(html)?.[1] ?? /<div id="root">(.*?)<\/div>/s.exec(html)![1];
const headOf = (html: string) => /<head>(.*)<\/head>/s.exec(html)![1];
const hrefsOf = (html: string, rel: string) =>
  [...headOf(html).matchAll(new RegExp(`<link rel="${rel}"[^>]*href="([^"]+)"`, 'g'))].map((m) => m[1]);

describe('the room page shell', () => {
  it("names the room page's chunks that the shell does not already load, and only its static imports", async () => {
    const room = await createRoom(t.app, admin.id);
    const res = await get(`/room/${room.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root"></div>');
    expect(hrefsOf(res.body, 'modulepreload').sort()).toEqual(
      ['/assets/price-p1.js', '/assets/room-detail-page-r1.js', '/assets/slider-s1.js', '/assets/vendor-v1.js'].sort(),
    );
    // The vendor chunk was in the shell already; it is not announced twice, and the lazy lightbox not at all.
    expect(res.body.match(/vendor-v1\.js/g)).toHaveLength(1);
    expect(res.body).not.toContain('lightbox-l1.js');
    // The slider's style sheet, which the chunk would only ask for once it runs.
    expect(hrefsOf(res.body, 'preload" as="style')).toEqual(['/assets/slider-s1.css']);
  });

  it("preloads a signed-in guest's room photo with the slider's srcset and sizes, at high priority", async () => {
    const room = await createRoom(t.app, admin.id);
    const image = '/uploads/room-photo.rw.webp';
    await t.app.db.update(rooms).set({ image }).where(eq(rooms.id, room.id));
    await t.app.publicCache.invalidate();
    const res = await get(`/room/${room.id}`, { cookie: guest.cookie });
    const preload = /<link rel="preload" as="image"[^>]*>/.exec(headOf(res.body))?.[0];
    expect(preload).toBeDefined();
    expect(preload).toContain(`href="${image}"`);
    expect(preload).toContain(
      'imagesrcset="/uploads/room-photo.rw-400.webp 400w, /uploads/room-photo.rw-800.webp 800w, /uploads/room-photo.rw-1600.webp 1600w"',
    );
    expect(preload).toContain(`imagesizes="${ROOM_PHOTO_SIZES}"`);
    expect(preload).toContain('fetchpriority="high"');
  });

  it("carries the guest's record and the room exactly as the API answers them, privately", async () => {
    const room = await createRoom(t.app, admin.id);
    const before = await get(`/room/${room.id}`, { cookie: guest.cookie });
    expect(initialSessionOf(before.body)?.room?.isLiked).toBe(false);
    const liked = await t.app.inject({ method: 'POST', url: `/api/like/${room.id}/${guest.id}`, headers: { cookie: guest.cookie } });
    expect(liked.statusCode).toBe(200);

    const res = await get(`/room/${room.id}`, { cookie: guest.cookie });
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers.vary).toMatch(/cookie/i);
    const initial = initialSessionOf(res.body);
    const apiUser = await get(`/api/user/${encodeURIComponent(guest.email)}`, { cookie: guest.cookie });
    const apiRoom = await get(`/api/room/${room.id}`, { cookie: guest.cookie });
    expect(initial).toEqual({ user: apiUser.json(), room: apiRoom.json(), email: guest.email });
    expect(initial?.room?.isLiked).toBe(true);
    expect(initial?.user.likings).toContain(room.id);
    // In the body, after the root the app renders into.
    expect(res.body.indexOf(APP_STATE_ELEMENT_ID)).toBeGreaterThan(res.body.indexOf('<div id="root">'));
  });

  it("renders a signed-in guest's room page on the server: the room, its photo and the guest's top bar", async () => {
    const room = await createRoom(t.app, admin.id, { title: 'Lotus Suite <b>' });
    const res = await get(`/room/${room.id}`, { cookie: guest.cookie });
    const root = rootOf(res.body);
    expect(root).toMatch(/<h1[^>]*>Lotus Suite &lt;b&gt;<\/h1>/);
    expect(root).toMatch(new RegExp(`<img src="${room.image}"[^>]*alt="Lotus Suite &lt;b&gt;: main photo"[^>]*fetchPriority="high"`));
    expect(root).toContain('Log Out');
    expect(root).not.toContain('<title>');
    expect(res.body).toContain('<title>Lotus Suite &lt;b&gt; · Hotel Booking</title>');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    // The page paints with its style sheets; its scripts are asked for by the app after the paint (main.tsx).
    expect(hrefsOf(res.body, 'stylesheet')).toEqual(['/assets/slider-s1.css']);
    expect(hrefsOf(res.body, 'preload" as="style')).toEqual([]);
    expect(hrefsOf(res.body, 'modulepreload')).toEqual(['/assets/vendor-v1.js']);
  });

  it('leaves a return from the gateway (?errorMsg=, ?tranId=) to the app: its dialog needs the running page', async () => {
    const room = await createRoom(t.app, admin.id);
    for (const query of ['?errorMsg=Payment%20failed', '?tranId=abc']) {
      const res = await get(`/room/${room.id}${query}`, { cookie: guest.cookie });
      expect(res.statusCode).toBe(200);
      expect(rootOf(res.body)).toBe('');
      expect(initialSessionOf(res.body)?.room?._id).toBe(room.id);
      expect(hrefsOf(res.body, 'modulepreload')).toContain('/assets/room-detail-page-r1.js');
    }
    const withDates = await get(`/room/${room.id}?checkIn=2030-01-01&checkOut=2030-01-03`, { cookie: guest.cookie });
    expect(rootOf(withDates.body)).toContain('main photo');
  });

  it("keeps a guest's text from ending the script element", async () => {
    const room = await createRoom(t.app, admin.id);
    const bio = '</script><script>alert(1)</script> \u2028';
    await t.app.db.update(user).set({ bio }).where(eq(user.id, guest.id));
    const res = await get(`/room/${room.id}`, { cookie: guest.cookie });
    expect(res.body).not.toContain('<script>alert(1)');
    expect(res.body.match(/<\/script>/g)).toHaveLength(2);
    expect(initialSessionOf(res.body)?.user.bio).toBe(bio);
    await t.app.db.update(user).set({ bio: null }).where(eq(user.id, guest.id));
  });

  it('carries nothing and preloads no photo without a valid session (the page sends them to sign in)', async () => {
    const room = await createRoom(t.app, admin.id);
    for (const cookie of [undefined, 'better-auth.session_token=forged.signature']) {
      const res = await get(`/room/${room.id}`, cookie ? { cookie } : {});
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).not.toContain(APP_STATE_ELEMENT_ID);
      expect(res.body).not.toContain('as="image"');
      expect(hrefsOf(res.body, 'modulepreload')).toContain('/assets/room-detail-page-r1.js');
    }
  });

  it('preloads no photo and carries no room for an unknown room, but still the guest', async () => {
    const unknown = await get('/room/00000000-0000-0000-0000-000000000000', { cookie: guest.cookie });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).not.toContain('as="image"');
    expect(unknown.body).toContain('<div id="root"></div>');
    expect(initialSessionOf(unknown.body)).toMatchObject({ user: { email: guest.email }, room: null });
    const malformed = await get('/room/not-a-room', { cookie: guest.cookie });
    expect(malformed.statusCode).toBe(200);
    expect(malformed.body).not.toContain('as="image"');
    expect(initialSessionOf(malformed.body)?.room).toBeNull();
  });

  it('preloads no photo for an archived room', async () => {
    const room = await createRoom(t.app, admin.id);
    await t.app.db.update(rooms).set({ archivedAt: new Date() }).where(eq(rooms.id, room.id));
    await t.app.publicCache.invalidate();
    const res = await get(`/room/${room.id}`, { cookie: guest.cookie });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('as="image"');
    expect(initialSessionOf(res.body)?.room).toBeNull();
  });
});
