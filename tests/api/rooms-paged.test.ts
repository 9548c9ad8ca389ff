/**
 * GET /api/all-rooms paged (issue 11: a hotel of 10,000 rooms is not sent whole) and the room's
 * review totals kept on its row by migration 0010's trigger, which the list sorts by.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { bookings, reviews, rooms } from '#server/db/schema.ts';
import { ROOM_PAGE_SIZE } from '#shared/domain/room-search.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createBooking } from '#tests/factories/bookings.ts';
import { createReview } from '#tests/factories/reviews.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { day } from '#tests/helpers/payment-flow.ts';
import { recordQueries } from '#tests/helpers/query-recorder.ts';
import type { TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
useAppWithUsers((s) => ({ t, admin, guest } = s));
beforeEach(async () => {
  await t.app.db.execute(sql`truncate ${reviews}, ${bookings}, ${rooms} cascade`);
});

interface ListedRoom {
  _id: string;
  title: string;
  averageRating: number | null;
  reviewCount: number;
  stayTotal: number | null;
}
interface RoomPage {
  items: ListedRoom[];
  page: number;
  pageSize: number;
  total: number;
  isTotalCapped: boolean;
}

async function getJson<T>(query: string): Promise<{ status: number; body: T }> {
  const res = await t.app.inject({ method: 'GET', url: `/api/all-rooms?${query}` });
  return { status: res.statusCode, body: res.json() as T };
}

async function addRooms(count: number) {
  for (let i = 1; i <= count; i++) await createRoom(t.app, admin.id, { title: `Room ${i}`, priceBdt: 1000 + i * 100 });
}

describe('GET /api/all-rooms?page&pageSize', () => {
  it('answers pages of the same order as the whole list, each room once, with the total', async () => {
    await addRooms(5);
    const whole = await getJson<ListedRoom[]>('sort=price-desc');
    const pages = [1, 2, 3].map((page) => getJson<RoomPage>(`sort=price-desc&page=${page}&pageSize=2`));
    const answers = await Promise.all(pages);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.map((a) => a.body.items.length)).toEqual([2, 2, 1]);
    expect(answers.every((a) => a.body.total === 5 && a.body.pageSize === 2 && !a.body.isTotalCapped)).toBe(true);
    expect(answers.flatMap((a) => a.body.items.map((r) => r.title))).toEqual(whole.body.map((r) => r.title));
    expect(whole.body.map((r) => r.title)).toEqual(['Room 5', 'Room 4', 'Room 3', 'Room 2', 'Room 1']);

    // Past the last page: no rooms, still the total.
    const past = await getJson<RoomPage>('page=9&pageSize=2');
    expect(past.body).toMatchObject({ items: [], page: 9, total: 5 });
  });

  it(`pages by ${ROOM_PAGE_SIZE} when only the page is given, in one statement`, async () => {
    await addRooms(ROOM_PAGE_SIZE + 2);
    const { result, queries } = await recordQueries(t.app, () => getJson<RoomPage>('page=2'));
    expect(result.body).toMatchObject({ page: 2, pageSize: ROOM_PAGE_SIZE, total: ROOM_PAGE_SIZE + 2 });
    expect(result.body.items.map((r) => r.title)).toEqual([`Room ${ROOM_PAGE_SIZE + 1}`, `Room ${ROOM_PAGE_SIZE + 2}`]);
    expect(queries.filter((q) => /select/i.test(q))).toHaveLength(1);
  });

  it('counts only the rooms free for a searched stay, with their stay totals', async () => {
    await addRooms(3);
    const [booked] = await t.app.db.select().from(rooms).where(eq(rooms.title, 'Room 2'));
    await createBooking(t.app, { roomId: booked.id, userId: guest.id, startDate: day(10), endDate: day(12) });
    const { body } = await getJson<RoomPage>(`checkIn=${day(11)}&checkOut=${day(13)}&page=1&pageSize=1`);
    expect(body.total).toBe(2);
    expect(body.items).toHaveLength(1);
    expect(body.items[0]).toMatchObject({ title: 'Room 1', stayTotal: 2 * 1100 });
  });

  it('refuses a page size over 100 or a page below 1, with the validation code', async () => {
    for (const query of ['pageSize=101', 'page=0', 'page=two']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/all-rooms?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ code: 'VALIDATION' });
    }
  });
});

describe("a room's review totals (migration 0010's trigger)", () => {
  async function reviewedStay(roomId: string, offsetDays: number, rating: number) {
    const booking = await createBooking(t.app, {
      roomId,
      userId: guest.id,
      startDate: day(-offsetDays - 2),
      endDate: day(-offsetDays),
    });
    return createReview(t.app, booking, { rating });
  }

  it('follow every review added, changed and removed, and order the list by rating', async () => {
    const good = await createRoom(t.app, admin.id, { title: 'Good' });
    const fair = await createRoom(t.app, admin.id, { title: 'Fair' });
    await createRoom(t.app, admin.id, { title: 'Unrated' });
    await reviewedStay(good.id, 10, 5);
    const second = await reviewedStay(good.id, 20, 4);
    await reviewedStay(fair.id, 10, 3);

    const byRating = async () => (await getJson<ListedRoom[]>('sort=rating')).body;
    expect((await byRating()).map((r) => [r.title, r.averageRating, r.reviewCount])).toEqual([
      ['Good', 4.5, 2],
      ['Fair', 3, 1],
      ['Unrated', null, 0],
    ]);

    await t.app.db.update(reviews).set({ rating: 1 }).where(eq(reviews.id, second.id));
    await t.app.publicCache.invalidate();
    // An equal average: more reviews first.
    expect((await byRating()).map((r) => [r.title, r.averageRating, r.reviewCount])).toEqual([
      ['Good', 3, 2],
      ['Fair', 3, 1],
      ['Unrated', null, 0],
    ]);

    await t.app.db.delete(reviews).where(eq(reviews.id, second.id));
    await t.app.publicCache.invalidate();
    const [row] = await t.app.db.select().from(rooms).where(eq(rooms.id, good.id));
    expect([row.reviewCount, row.ratingTotal]).toEqual([1, 5]);
    expect((await byRating())[0]).toMatchObject({ title: 'Good', averageRating: 5, reviewCount: 1 });
  });
});
