/**
 * Server-rendered `/` and `/rooms` (issue 11): the HTML already holds the hero and the room
 * grid plus the list the SPA starts from, with a strong ETag that changes with the data;
 * built assets go out precompressed (br) and immutable. Uses a small stand-in build folder.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { buildAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { ROOM_PAGE_SIZE } from '#shared/domain/room-search.ts';
import type { TestUser } from '#tests/factories/users.ts';

const webRoot = mkdtempSync(path.join(tmpdir(), 'hotel-web-pages-'));
const SHELL = '<!doctype html><html><head><title>Hotel Booking</title></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
let t: TestApp;
let admin: TestUser;
let guest: TestUser;

beforeAll(async () => {
  mkdirSync(path.join(webRoot, 'assets'));
  writeFileSync(path.join(webRoot, 'index.html'), SHELL);
  writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js'), SCRIPT);
  writeFileSync(path.join(webRoot, 'assets', 'app-abc123.js.br'), brotliCompressSync(SCRIPT));
  ({ t, admin, guest } = await buildAppWithUsers({ overrides: { serveWeb: true, webRoot } }));
});
afterAll(async () => {
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
type RoomPageData = { items: Array<{ _id: string; title: string }>; page: number; total: number };
type QueryState = { queryKey: unknown[]; state: { data: unknown } };
/** The page's app state (issue 25): the dehydrated room list (its query key's search and first page) and the booking limits. */
const appStateOf = (html: string) => {
  const { queries, email } = JSON.parse(/<script type="application\/json" id="app-state">(.*?)<\/script>/s.exec(html)![1]) as {
    queries: { queries: QueryState[] };
    email: string | null;
  };
  const list = queries.queries.find((q) => q.queryKey[0] === 'rooms')!;
  const limits = queries.queries.find((q) => q.queryKey[0] === 'booking-limits')?.state.data as { maxGuests: number } | undefined;
  return { email, limits, list };
};
const initialRoomsOf = (html: string) => {
  const { list } = appStateOf(html);
  const key = list.queryKey[2] as string;
  return { key: key === 'all' ? null : key, page: (list.state.data as { pages: RoomPageData[] }).pages[0] };
};

describe('server-rendered public pages', () => {
  it("renders the hero over the first room's responsive image on /", async () => {
    const room = await createRoom(t.app, admin.id, { title: 'Garden Twin' });
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Find a pleasure for your vacation');
    expect(res.body).toContain(`src="${room.image}"`);
    expect(res.body).toMatch(/<img[^>]*fetchPriority="high"/i);
    expect(res.body).toContain('<title>Hotel Booking · Find a pleasure for your vacation</title>');
    expect(res.body.match(/<title>/g)).toHaveLength(1);
    expect(initialRoomsOf(res.body).page.items.map((r) => r.title)).toContain('Garden Twin');
  });

  it('renders the room grid on /rooms and /rooms?category=…, and the shell for other queries', async () => {
    await createRoom(t.app, admin.id, { title: 'Family Loft', category: 'family-4' });
    await createRoom(t.app, admin.id, { title: 'Single Nook', category: 'singleDeluxe' });
    const all = await get('/rooms');
    expect(all.body).toContain('Family Loft');
    expect(all.body).toContain('Single Nook');
    const family = await get('/rooms?category=family-4');
    expect(family.body).toContain('Family Loft');
    expect(family.body).not.toContain('Single Nook');
    expect(initialRoomsOf(family.body).key).toBe('?category=family-4');
    // A query the list refuses (one date only) or does not know: the plain SPA shell.
    for (const url of ['/rooms?checkIn=2030-01-01', '/rooms?foo=1', '/?category=family-4']) {
      const other = await get(url);
      expect(other.statusCode, url).toBe(200);
      expect(other.body, url).toBe(SHELL);
    }
  });

  it(`renders only the first ${ROOM_PAGE_SIZE} rooms of a larger hotel, saying how many there are`, async () => {
    const before = initialRoomsOf((await get('/rooms')).body).page.total;
    const added = ROOM_PAGE_SIZE + 1 - before;
    for (let i = 0; i < added; i++) await createRoom(t.app, admin.id, { title: `Extra Room ${i}` });
    const html = (await get('/rooms')).body;
    const initial = initialRoomsOf(html);
    expect(initial.page).toMatchObject({ page: 1, total: ROOM_PAGE_SIZE + 1 });
    expect(initial.page.items).toHaveLength(ROOM_PAGE_SIZE);
    // The last room created sorts last (oldest first): it is on page 2, not in the markup.
    expect(html).not.toContain(`Extra Room ${added - 1}<`);
    expect(html).toContain(`Showing <!-- -->${ROOM_PAGE_SIZE}<!-- --> of <!-- -->${ROOM_PAGE_SIZE + 1}<!-- --> rooms`);
    expect(html).toContain('Show more rooms');
  });

  it('renders the search form with its guest choices and sends the state the browser hydrates with (issue 25)', async () => {
    await createRoom(t.app, admin.id, { title: 'Big Family', capacity: 5 });
    const html = (await get('/')).body;
    const state = appStateOf(html);
    const limits = (await get('/api/booking-limits')).json();
    expect(state.limits).toEqual(limits);
    expect(state.email).toBeNull();
    // A guest can choose a party size on the server's markup, before any script runs.
    const options = [...html.matchAll(/<option value="(\d+)">/g)].map((m) => Number(m[1]));
    expect(options).toEqual(Array.from({ length: limits.maxGuests }, (_, i) => i + 1));
  });

  it('answers 304 on a matching ETag and a new page after a write', async () => {
    await createRoom(t.app, admin.id, { title: 'Quiet Corner' });
    const first = await get('/rooms');
    const etag = first.headers.etag as string;
    expect((await get('/rooms', { 'if-none-match': etag })).statusCode).toBe(304);
    // A like of a room the page shows (its first) changes the page.
    const [shown] = initialRoomsOf(first.body).page.items;
    await t.app.inject({ method: 'POST', url: `/api/like/${shown._id}/${guest.id}`, headers: { cookie: guest.cookie } });
    const after = await get('/rooms', { 'if-none-match': etag });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
  });

  it('sends built assets precompressed and immutable, and client routes the shell', async () => {
    const asset = await get('/assets/app-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await get('/dashboard/my-bookings');
    expect(page.body).toBe(SHELL);
    expect(page.headers['cache-control']).toBe('no-cache');
  });
});
