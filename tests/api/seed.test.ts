/**
 * Demo data seed: twelve rooms over all six categories with generated pictures in storage,
 * demo accounts that can sign in, past paid stays with reviews, and a second run that
 * changes nothing.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { variantOf } from '#shared/domain/image-variants.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getReport } from '#server/modules/front-desk/front-desk.service.ts';
import { seedDemoData, type DemoSeedResult } from '#server/db/seed/index.ts';
import { bookings, payments, physicalRooms, reviews, rooms, user } from '#server/db/schema.ts';
import { LocalDiskStorage } from '#server/plugins/storage.ts';
import { ROOM_CATEGORIES } from '#shared/domain/humanize-category.ts';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { addDays, countNights } from '#shared/domain/nights.ts';
import { buildTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';
import { cookieHeaderFrom } from '#tests/factories/users.ts';

const CAPACITY = { singleDeluxe: 1, singlePremium: 1, coupleDeluxe: 2, couplePremium: 2, 'family-4': 4, 'family-6': 6 } as const;

let t: TestApp;
let result: DemoSeedResult;
let seedMs: number;
// Seeding draws 72 pictures and their 400/800/1600 px variants with sharp (about 14 s on an idle
// machine), so a seed, or two racing ones, needs more than the default 30 s / 60 s.
const SEED_TIMEOUT_MS = 180_000;

// The file's own picture cache (SEED_PICTURE_CACHE_DIR): empty, so the first seed draws every
// picture and the later ones read them back.
const pictureCacheDir = mkdtempSync(path.join(os.tmpdir(), 'seed-pictures-'));

beforeAll(async () => {
  t = await buildTestApp({ seedPictureCacheDir: pictureCacheDir });
  const startedAt = performance.now();
  result = await seedDemoData(t.app);
  seedMs = performance.now() - startedAt;
}, SEED_TIMEOUT_MS);

afterAll(async () => {
  await t?.close();
  rmSync(pictureCacheDir, { recursive: true, force: true });
});

async function tableCounts() {
  const [[r], [u], [b], [p], [v]] = await Promise.all(
    [rooms, user, bookings, payments, reviews].map((table) => t.app.db.select({ n: count() }).from(table)),
  );
  return { rooms: r.n, users: u.n, bookings: b.n, payments: p.n, reviews: v.n };
}

async function signIn(on: TestApp, email: string, password: string) {
  return on.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: on.app.config.publicUrl },
    payload: { email, password },
  });
}

describe('seedDemoData on an empty database', () => {
  it('reports the demo credentials and that it seeded', () => {
    expect(result).toEqual({
      admin: { email: 'admin@hotel.test', password: 'admin123' },
      guest: { email: 'guest@hotel.test', password: 'guest123' },
      seeded: true,
    });
    console.info(`demo seed took ${Math.round(seedMs)} ms`);
  });

  it('creates at least 12 rooms covering all six categories, hosted by the admin', async () => {
    const all = await t.app.db.select().from(rooms);
    const [admin] = await t.app.db.select().from(user).where(eq(user.email, 'admin@hotel.test'));
    expect(all.length).toBeGreaterThanOrEqual(12);
    for (const category of ROOM_CATEGORIES) {
      expect(all.filter((room) => room.category === category).length, category).toBeGreaterThanOrEqual(2);
    }
    for (const room of all) {
      expect(room.hostId).toBe(admin.id);
      expect(room.capacity).toBe(CAPACITY[room.category]);
      expect(room.pricePoisha).toBeGreaterThanOrEqual(2_500_00);
      expect(room.pricePoisha).toBeLessThanOrEqual(18_000_00);
      expect(room.pricePoisha % 100).toBe(0);
      expect(room.facilities.length).toBeGreaterThanOrEqual(3);
      expect(room.facilities.length).toBeLessThanOrEqual(6);
      expect(room.description).toContain('&--&');
      expect(room.gallery).toHaveLength(5);
      expect(room.likesCount).toBe(0);
    }
    expect(new Set(all.map((room) => room.title)).size).toBe(all.length);
  });

  it('stores every main and gallery picture (1200×800, all distinct) and serves them as image/webp', async () => {
    const all = await t.app.db.select().from(rooms);
    const urls = all.flatMap((room) => [room.image, ...room.gallery]);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) {
      expect(url).toMatch(/^\/uploads\/[\w-]+\.rw\.webp$/);
      expect(await t.app.storage.has(url.slice('/uploads/'.length))).toBe(true);
      // Responsive variants for srcset (issue 11): 400 and 800 px wide; 1600 is not enlarged.
      for (const [width, expected] of [
        [400, 400],
        [800, 800],
        [1600, 1200],
      ]) {
        const variant = await t.app.inject({ method: 'GET', url: variantOf(url, width) });
        expect(variant.statusCode, variantOf(url, width)).toBe(200);
        expect((await sharp(variant.rawPayload).metadata()).width).toBe(expected);
      }
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200, height: 800 });
    }
  });

  it('gives every demo user a stored avatar; the admin is an admin, the guest a guest', async () => {
    const users = await t.app.db.select().from(user);
    expect(users.length).toBeGreaterThanOrEqual(6);
    for (const u of users) {
      expect(u.image, u.email).toMatch(/^\/uploads\/.+\.webp$/);
      expect(await t.app.storage.has(u.image!.slice('/uploads/'.length))).toBe(true);
    }
    expect(users.find((u) => u.email === 'admin@hotel.test')).toMatchObject({ name: 'Hotel Admin', role: 'admin' });
    expect(users.find((u) => u.email === 'guest@hotel.test')).toMatchObject({ name: 'Demo Guest', role: 'guest' });
  });

  it('lets the demo admin and guest sign in through /api/auth/sign-in/email', async () => {
    for (const { email, password } of [result.admin, result.guest]) {
      const response = await signIn(t, email, password);
      expect(response.statusCode, email).toBe(200);
      const session = await t.app.inject({
        method: 'GET',
        url: '/api/auth/get-session',
        headers: { cookie: cookieHeaderFrom(response.headers['set-cookie']) },
      });
      expect(session.json()).toMatchObject({ user: { email, role: email.startsWith('admin') ? 'admin' : 'guest' } });
    }
    expect((await signIn(t, result.admin.email, 'wrong-password')).statusCode).toBe(401);
  });

  it('adds past paid stays with matching payments, and reviews on most rooms but not all', async () => {
    const today = todayInHotel(new Date(), t.app.config.hotelTimeZone);
    const stays = await t.app.db.select().from(bookings);
    const paid = await t.app.db.select().from(payments);
    const posted = await t.app.db.select().from(reviews);
    expect(stays.length).toBeGreaterThan(10);
    for (const stay of stays) {
      expect(stay.status).toBe('paid');
      // Issue 28: all finished, but the one no-show to decide (checked below).
      expect(stay.endDate < today || stay.startDate === addDays(today, -1)).toBe(true);
      expect(stay.nights).toBe(countNights(stay.startDate, stay.endDate));
      expect(stay.pricePoisha).toBe(stay.nights * stay.pricePerNightPoisha);
      const payment = paid.find((p) => p.bookingId === stay.id);
      expect(payment).toMatchObject({ status: 'paid', tranId: stay.tranId, amountPoisha: stay.pricePoisha, currency: 'BDT' });
      // The no-show to decide was taken by phone and paid in cash at the desk (checked below).
      if (stay.source === 'phone') continue;
      expect(payment).toMatchObject({ gatewayMode: 'builtin', method: 'gateway' });
      expect(payment?.valId).toBeTruthy();
      expect(payment?.cardType).toBeTruthy();
      expect(stay.reviewed).toBe(posted.some((review) => review.bookingId === stay.id));
    }
    for (const review of posted) {
      expect(review.rating).toBeGreaterThanOrEqual(3);
      expect(review.rating).toBeLessThanOrEqual(5);
      expect(review.comment.length).toBeGreaterThan(20);
    }
    const all = await t.app.db.select().from(rooms);
    const reviewedRooms = all.filter((room) => posted.some((review) => review.roomId === room.id));
    expect(reviewedRooms.length).toBeGreaterThanOrEqual(6);
    expect(all.length - reviewedRooms.length).toBeGreaterThanOrEqual(2);
  });

  it('dates the rooms from before their first stay, so the demo’s past months count every room (issues 24, 27)', async () => {
    const stays = await t.app.db.select().from(bookings);
    const first = stays.map((stay) => stay.startDate).sort()[0];
    const all = await t.app.db.select().from(rooms);
    for (const room of all) expect(todayInHotel(room.createdAt, t.app.config.hotelTimeZone) <= first).toBe(true);
    // Reports count physical rooms (issue 27): each is as old as its type.
    const numbered = await t.app.db.select().from(physicalRooms);
    for (const room of numbered) expect(todayInHotel(room.createdAt, t.app.config.hotelTimeZone) <= first).toBe(true);
    const report = await getReport(t.app, { from: first, to: first });
    expect(report).toMatchObject({ rooms: numbered.length, roomNightsAvailable: numbered.length });
  });

  it('leaves one paid phone stay, paid in cash at the desk, that began yesterday, never checked in: a no-show to decide (issue 28)', async () => {
    const today = todayInHotel(new Date(), t.app.config.hotelTimeZone);
    const stays = await t.app.db.select().from(bookings);
    const noShows = stays.filter((stay) => stay.startDate === addDays(today, -1));
    expect(noShows).toHaveLength(1);
    expect(noShows[0]).toMatchObject({ status: 'paid', source: 'phone', stayStatus: 'expected', endDate: addDays(today, 1) });
    expect(stays.filter((stay) => stay.endDate >= today)).toHaveLength(1);
    const [admin] = await t.app.db.select().from(user).where(eq(user.email, 'admin@hotel.test'));
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.bookingId, noShows[0].id));
    expect(payment).toMatchObject({ method: 'cash', gatewayMode: 'desk', takenBy: admin.id, valId: null, status: 'paid' });
  });

  it('leaves the demo guest with reviewed stays and one finished stay still to review', async () => {
    const [guest] = await t.app.db.select().from(user).where(eq(user.email, 'guest@hotel.test'));
    const stays = await t.app.db.select().from(bookings).where(eq(bookings.userId, guest.id));
    expect(stays.filter((stay) => stay.reviewed).length).toBeGreaterThanOrEqual(1);
    expect(stays.filter((stay) => !stay.reviewed).length).toBeGreaterThanOrEqual(1);
  });
});

describe('seedDemoData a second time', () => {
  it('changes nothing and says so', async () => {
    const before = await tableCounts();
    const files = readdirSync((t.app.storage as LocalDiskStorage).root).sort();
    const again = await seedDemoData(t.app);
    expect(again).toEqual({ ...result, seeded: false });
    expect(await tableCounts()).toEqual(before);
    expect(readdirSync((t.app.storage as LocalDiskStorage).root).sort()).toEqual(files);
  });
});

describe('seedDemoData started twice at once on an empty database, with past bookings', () => {
  let other: TestApp;
  const PAST = 300;

  beforeAll(async () => {
    other = await buildTestApp({ seedPastBookings: PAST, seedPictureCacheDir: pictureCacheDir });
  });

  afterAll(async () => {
    await other?.close();
  });

  it(
    'seeds exactly once',
    async () => {
      const outcomes = await Promise.all([seedDemoData(other.app), seedDemoData(other.app)]);
      expect(outcomes.map((o) => o.seeded).sort()).toEqual([false, true]);
      const [{ n: roomCount }] = await other.app.db.select({ n: count() }).from(rooms);
      const [{ n: adminCount }] = await other.app.db.select({ n: count() }).from(user).where(eq(user.email, 'admin@hotel.test'));
      expect(roomCount).toBe(12);
      expect(adminCount).toBe(1);
      expect((await signIn(other, 'admin@hotel.test', 'admin123')).statusCode).toBe(200);
      // Its pictures came from the cache the first seed filled: the same files, byte for byte
      // (their names are hashes of their bytes).
      const storedFiles = (on: TestApp) => readdirSync((on.app.storage as LocalDiskStorage).root).sort();
      expect(storedFiles(other)).toEqual(storedFiles(t));
      const avatars = new Set((await t.app.db.select({ image: user.image }).from(user)).map((u) => u.image)).size;
      expect(readdirSync(pictureCacheDir).filter((file) => file.endsWith('.json')).length).toBe(12 * 6 + avatars);
    },
    SEED_TIMEOUT_MS,
  );

  it('adds SEED_PAST_BOOKINGS paid, unreviewed past stays, each with its payment, by guests who cannot sign in', async () => {
    const [{ n: demoCount }] = await t.app.db.select({ n: count() }).from(bookings);
    const all = await other.app.db.select().from(bookings);
    expect(all.length).toBe(demoCount + PAST);
    const today = todayInHotel(new Date(), other.app.config.hotelTimeZone);
    const past = all.filter((booking) => !booking.reviewed && booking.endDate < today);
    expect(past.length).toBeGreaterThanOrEqual(PAST);
    const paid = await other.app.db.select().from(payments);
    expect(paid.length).toBe(all.length);
    for (const booking of all) {
      const payment = paid.find((p) => p.bookingId === booking.id)!;
      expect(payment.amountPoisha).toBe(booking.pricePoisha);
      expect(booking.pricePoisha).toBe(booking.nights * booking.pricePerNightPoisha);
    }
    const pastGuests = (await other.app.db.select().from(user)).filter((u) => u.email.endsWith('@example.com'));
    expect(pastGuests.length).toBe(PAST / 4);
    expect(new Set(past.map((booking) => booking.userId)).size).toBeGreaterThan(1);
    expect((await signIn(other, pastGuests[0].email, 'anything123')).statusCode).toBe(401);
  });

  it('lets the admin mark the demo’s no-show on a fresh install: the first night kept, the rest handed back in cash (issue 28)', async () => {
    const today = todayInHotel(new Date(), other.app.config.hotelTimeZone);
    const [noShow] = (await other.app.db.select().from(bookings)).filter((stay) => stay.startDate === addDays(today, -1));
    const cookie = cookieHeaderFrom((await signIn(other, 'admin@hotel.test', 'admin123')).headers['set-cookie']);
    const url = `/api/admin/bookings/${noShow.id}/no-show`;
    const quote = await other.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(quote.json()).toMatchObject({ canMark: true, feePoisha: noShow.pricePerNightPoisha, needsRefundWay: true });
    const marked = await other.app.inject({ method: 'POST', url, headers: { cookie }, payload: { refundWay: 'cash' } });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({
      feePoisha: noShow.pricePerNightPoisha,
      refundPoisha: noShow.pricePoisha - noShow.pricePerNightPoisha,
    });
    const [after] = await other.app.db.select().from(bookings).where(eq(bookings.id, noShow.id));
    expect(after.status).toBe('no_show');
  });
});
