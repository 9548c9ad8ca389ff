/**
 * GET /api/all-rooms as a stay search (issue 12): only rooms free for the dates and big enough
 * for the guests, each with the stay's total; sorted; validated like a booking's dates.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { bookings, reviews, rooms } from '#server/db/schema.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { buildAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createBooking, type BookingValues } from '#tests/factories/bookings.ts';
import { createReview } from '#tests/factories/reviews.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { day } from '#tests/helpers/payment-flow.ts';
import { queriesOn, recordQueries } from '#tests/helpers/query-recorder.ts';
import type { TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
beforeAll(async () => {
  ({ t, admin, guest } = await buildAppWithUsers());
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await t.app.db.execute(sql`truncate ${reviews}, ${bookings}, ${rooms} cascade`);
});

/** A paid one-night-priced stay of the guest in `roomId` (factory defaults, `extra` overrides). */
async function addBooking(roomId: string, startDate: string, endDate: string, extra: Partial<BookingValues> = {}) {
  await createBooking(t.app, { roomId, userId: guest.id, startDate, endDate, pricePerNightPoisha: 100, ...extra });
}

async function search(query: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/all-rooms?${query}` });
  return {
    status: res.statusCode,
    body: res.json() as Array<{ title: string; stayTotal: number | null; stayNights: number | null; price: number }>,
  };
}

const titles = (list: Array<{ title: string }>) => list.map((r) => r.title).sort();

describe('GET /api/all-rooms?checkIn&checkOut&guests', () => {
  it('leaves out a room booked for those dates and gives the others their stay total', async () => {
    const booked = await createRoom(t.app, admin.id, { title: 'Booked', priceBdt: 3000 });
    await createRoom(t.app, admin.id, { title: 'Free', priceBdt: 2500.5 });
    await addBooking(booked.id, day(10), day(12));

    const { status, body } = await search(`checkIn=${day(11)}&checkOut=${day(14)}`);
    expect(status).toBe(200);
    expect(titles(body)).toEqual(['Free']);
    expect(body[0]).toMatchObject({ stayNights: 3, stayTotal: 7501.5, price: 2500.5 });

    // One statement, however many rooms and bookings.
    const { queries } = await recordQueries(t.app, () => search(`checkIn=${day(11)}&checkOut=${day(14)}&guests=2&sort=rating`));
    expect(queriesOn(queries, 'rooms')).toHaveLength(1);
    expect(queries.filter((q) => /select/i.test(q))).toHaveLength(1);

    // Without dates, both are listed and no stay total is given.
    const all = await search('');
    expect(titles(all.body)).toEqual(['Booked', 'Free']);
    expect(all.body.every((r) => r.stayTotal === null && r.stayNights === null)).toBe(true);
  });

  it('counts edge days as overlapping (docs/product/rules.md#availability): a check-in on a booked check-out day is taken', async () => {
    const room = await createRoom(t.app, admin.id, { title: 'Edge' });
    await addBooking(room.id, day(10), day(12));
    expect(titles((await search(`checkIn=${day(12)}&checkOut=${day(13)}`)).body)).toEqual([]);
    expect(titles((await search(`checkIn=${day(8)}&checkOut=${day(10)}`)).body)).toEqual([]);
    expect(titles((await search(`checkIn=${day(13)}&checkOut=${day(15)}`)).body)).toEqual(['Edge']);
    expect(titles((await search(`checkIn=${day(7)}&checkOut=${day(9)}`)).body)).toEqual(['Edge']);
  });

  it("treats another guest's live hold as taken, but not a lapsed hold, an expired booking or an approved cancellation", async () => {
    const held = await createRoom(t.app, admin.id, { title: 'Held' });
    const lapsed = await createRoom(t.app, admin.id, { title: 'Lapsed' });
    const expired = await createRoom(t.app, admin.id, { title: 'Expired' });
    const cancelled = await createRoom(t.app, admin.id, { title: 'Cancelled' });
    await addBooking(held.id, day(5), day(7), { status: 'held', holdExpiresAt: new Date(Date.now() + 10 * 60_000) });
    await addBooking(lapsed.id, day(5), day(7), { status: 'held', holdExpiresAt: new Date(Date.now() - 60_000) });
    await addBooking(expired.id, day(5), day(7), { status: 'expired' });
    await addBooking(cancelled.id, day(5), day(7), { cReq: true, cStatus: 'approved' });

    const { body } = await search(`checkIn=${day(5)}&checkOut=${day(6)}`);
    expect(titles(body)).toEqual(['Cancelled', 'Expired', 'Lapsed']);
  });

  it('lists only rooms that sleep that many guests, within the category', async () => {
    await createRoom(t.app, admin.id, { title: 'Two', capacity: 2, category: 'family-4' });
    await createRoom(t.app, admin.id, { title: 'Four', capacity: 4, category: 'family-4' });
    await createRoom(t.app, admin.id, { title: 'Six', capacity: 6, category: 'family-6' });
    expect(titles((await search('guests=3')).body)).toEqual(['Four', 'Six']);
    expect(titles((await search(`guests=3&category=family-4&checkIn=${day(1)}&checkOut=${day(2)}`)).body)).toEqual(['Four']);
  });

  it('sorts by price either way and by rating, unrated last', async () => {
    const cheap = await createRoom(t.app, admin.id, { title: 'Cheap', priceBdt: 1000 });
    const mid = await createRoom(t.app, admin.id, { title: 'Mid', priceBdt: 2000 });
    await createRoom(t.app, admin.id, { title: 'Dear', priceBdt: 3000 });
    for (const [roomId, rating] of [
      [cheap.id, 5],
      [mid.id, 3],
    ] as const) {
      const stay = await createBooking(t.app, { roomId, userId: guest.id, startDate: '2025-01-01', endDate: '2025-01-02' });
      await createReview(t.app, stay, { rating, comment: 'ok' });
    }
    const order = async (sort: string) => (await search(`sort=${sort}`)).body.map((r) => r.title);
    expect(await order('price-asc')).toEqual(['Cheap', 'Mid', 'Dear']);
    expect(await order('price-desc')).toEqual(['Dear', 'Mid', 'Cheap']);
    expect(await order('rating')).toEqual(['Cheap', 'Mid', 'Dear']);
  });

  it("refuses dates a booking would refuse, with the booking's messages", async () => {
    await createRoom(t.app, admin.id);
    const cases: Array<[string, string]> = [
      [`checkIn=${day(1)}`, 'Please select check-out date!'],
      [`checkOut=${day(2)}`, 'Please select check-in date!'],
      [`checkIn=${day(-1)}&checkOut=${day(2)}`, "You cann't go past !"],
      [`checkIn=${day(3)}&checkOut=${day(3)}`, "Check 'Check-In' Date"],
      [`checkIn=${day(1)}&checkOut=${day(92)}`, 'A stay can be at most 90 nights'],
    ];
    for (const [query, message] of cases) {
      const res = await t.app.inject({ method: 'GET', url: `/api/all-rooms?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual({ code: 'INVALID_DATES', message });
    }
    for (const query of ['checkIn=2026-02-30&checkOut=2026-03-02', 'guests=0', 'guests=2.5', 'guests=lots', 'sort=cheapest']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/all-rooms?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toHaveProperty('code', 'VALIDATION');
    }
    // 90 nights is still fine.
    expect((await search(`checkIn=${day(1)}&checkOut=${day(91)}`)).status).toBe(200);
  });
});
