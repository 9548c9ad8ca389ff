/**
 * POST /api/post-review (docs/product/rules.md#reviews, issue #4 item 5): only the owner of an enjoyed,
 * unreviewed, unrefunded stay; once per stay; the room's average and count follow.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { messages } from '#shared/messages.ts';
import { bookings, reviews } from '#server/db/schema.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';
import { bookingOf, day, startBooking } from '#tests/helpers/payment-flow.ts';
import { insertPastStay, payForStay } from '#tests/helpers/paid-stays.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
let other: TestUser;
let roomId: string;
let nextEnd = -2;

useAppWithUsers((s) => ({ t, admin, guest } = s), { guestName: 'Nusrat Jahan' });
beforeAll(async () => {
  other = await createUser(t.app);
  roomId = (await createRoom(t.app, admin.id)).id;
});

/** A finished stay of `guest` that ends `endIn` days from today (default: a fresh past one). */
async function pastStay(endIn?: number) {
  const end = endIn ?? (nextEnd -= 3);
  return insertPastStay(t.app, guest.id, roomId, day(end - 1), day(end));
}

function post(cookie: string | null, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/post-review',
    headers: { origin: t.baseUrl, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
}

const bodyFor = (stay: { bookingId: string; roomId: string }, overrides: Record<string, unknown> = {}) => ({
  userId: guest.id,
  roomId: stay.roomId,
  bookingId: stay.bookingId,
  comment: 'Lovely stay',
  rating: 4,
  ...overrides,
});
const reviewsOf = (bookingId: string) => t.app.db.select().from(reviews).where(eq(reviews.bookingId, bookingId));

async function expectNotReviewed(bookingId: string) {
  expect(await reviewsOf(bookingId)).toHaveLength(0);
  const [booking] = await t.app.db.select().from(bookings).where(eq(bookings.id, bookingId));
  expect(booking.reviewed).toBe(false);
}

describe('POST /api/post-review', () => {
  it("records the review, flags the booking and moves the room's average and count", async () => {
    const room = await createRoom(t.app, admin.id);
    const first = await insertPastStay(t.app, guest.id, room.id, day(-10), day(-8));
    const second = await insertPastStay(t.app, guest.id, room.id, day(-5), day(-3));
    const res = await post(guest.cookie, bodyFor(first, { rating: 5, comment: '  Spotless and quiet  ' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.reviewed });
    expect(await reviewsOf(first.bookingId)).toEqual([
      expect.objectContaining({ roomId: room.id, userId: guest.id, rating: 5, comment: 'Spotless and quiet' }),
    ]);
    const [booking] = await t.app.db.select().from(bookings).where(eq(bookings.id, first.bookingId));
    expect(booking.reviewed).toBe(true);
    expect((await post(guest.cookie, bodyFor(second, { rating: 2 }))).statusCode).toBe(200);

    const detail = await t.app.inject({ method: 'GET', url: `/api/room/${room.id}`, headers: { cookie: guest.cookie } });
    expect(detail.json()).toMatchObject({ averageRating: 3.5, reviewCount: 2 });
    const list = await t.app.inject({ method: 'GET', url: `/api/reviews/${room.id}`, headers: { cookie: guest.cookie } });
    expect(list.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rating: 5, comment: 'Spotless and quiet', user: { name: 'Nusrat Jahan', photo: null } }),
      ]),
    );
  });

  it('allows one review per stay, also when two arrive at once (409)', async () => {
    const stay = await pastStay();
    expect((await post(guest.cookie, bodyFor(stay))).statusCode).toBe(200);
    const again = await post(guest.cookie, bodyFor(stay, { rating: 1 }));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('ALREADY_REVIEWED');

    const racing = await pastStay();
    const results = await Promise.all([1, 2, 3].map(() => post(guest.cookie, bodyFor(racing))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await reviewsOf(racing.bookingId)).toHaveLength(1);
  });

  it('refuses anonymous callers (401), other users (403) and a userId that is not the caller (403)', async () => {
    const stay = await pastStay();
    expect((await post(null, bodyFor(stay))).statusCode).toBe(401);
    expect((await post(other.cookie, bodyFor(stay, { userId: other.id }))).statusCode).toBe(403);
    expect((await post(other.cookie, bodyFor(stay))).statusCode).toBe(403);
    expect((await post(guest.cookie, bodyFor(stay, { userId: other.id }))).statusCode).toBe(403);
    await expectNotReviewed(stay.bookingId);
  });

  it.each([
    ['rating 0', { rating: 0 }],
    ['rating 6', { rating: 6 }],
    ['rating 3.5', { rating: 3.5 }],
    ['no rating', { rating: undefined }],
    ['rating text', { rating: 'five' }],
    ['blank comment', { comment: '   ' }],
    ['no comment', { comment: undefined }],
  ])('refuses %s with the SPEC text', async (_name, patch) => {
    const stay = await pastStay();
    const res = await post(guest.cookie, bodyFor(stay, patch));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.reviewInvalid, code: 'VALIDATION' });
    await expectNotReviewed(stay.bookingId);
  });

  it('accepts a stay whose check-out is today but not one that ends tomorrow (hotel time)', async () => {
    const endsToday = await pastStay(0);
    expect((await post(guest.cookie, bodyFor(endsToday))).statusCode).toBe(200);
    const otherRoom = await createRoom(t.app, admin.id);
    const endsTomorrow = await insertPastStay(t.app, guest.id, otherRoom.id, day(0), day(1));
    const res = await post(guest.cookie, bodyFor(endsTomorrow));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('NOT_ENJOYED');
    await expectNotReviewed(endsTomorrow.bookingId);
  });

  it('refuses upcoming, unpaid and refunded stays', async () => {
    const upcoming = await payForStay(t, guest.cookie, roomId, day(30), day(31));
    expect((await post(guest.cookie, bodyFor(upcoming))).json().code).toBe('NOT_ENJOYED');

    const held = await startBooking(t, guest.cookie, roomId, day(40), day(41));
    const heldBooking = await bookingOf(t, held.tranId);
    expect((await post(guest.cookie, bodyFor({ bookingId: heldBooking.id, roomId }))).json().code).toBe('NOT_ENJOYED');

    const refunded = await pastStay();
    await t.app.db.update(bookings).set({ cReq: true, cStatus: 'approved' }).where(eq(bookings.id, refunded.bookingId));
    const res = await post(guest.cookie, bodyFor(refunded));
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('NOT_ENJOYED');
    await expectNotReviewed(refunded.bookingId);
  });

  it("refuses a room that is not the booking's (400) and unknown bookings (404)", async () => {
    const stay = await pastStay();
    const otherRoom = await createRoom(t.app, admin.id);
    expect((await post(guest.cookie, bodyFor(stay, { roomId: otherRoom.id }))).statusCode).toBe(400);
    expect((await post(guest.cookie, bodyFor(stay, { bookingId: crypto.randomUUID() }))).statusCode).toBe(404);
    expect((await post(guest.cookie, bodyFor(stay, { bookingId: 'nope' }))).statusCode).toBe(404);
    await expectNotReviewed(stay.bookingId);
  });
});
