import { describe, expect, it } from 'vitest';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createBooking } from '#tests/factories/bookings.ts';
import { createReview } from '#tests/factories/reviews.ts';
import type { TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
useAppWithUsers((s) => ({ t, admin, guest } = s));

async function addReview(roomId: string, userId: string, rating: number, start: string, end: string) {
  const stay = await createBooking(t.app, {
    roomId,
    userId,
    startDate: start,
    endDate: end,
    nights: 1,
    pricePerNightPoisha: 100,
    status: 'paid',
  });
  await createReview(t.app, stay, { rating, comment: `Rated ${rating}` });
}

describe('GET /api/all-rooms', () => {
  it('is public and returns rooms with BDT prices and rating aggregates from one call', async () => {
    const rated = await createRoom(t.app, admin.id, { title: 'Rated Room', priceBdt: 3500.5, category: 'couplePremium' });
    await createRoom(t.app, admin.id, { title: 'Unrated Room', category: 'family-4' });
    await addReview(rated.id, guest.id, 5, '2025-01-01', '2025-01-02');
    await addReview(rated.id, guest.id, 4, '2025-01-05', '2025-01-06');

    const res = await t.app.inject({ method: 'GET', url: '/api/all-rooms' });
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<Record<string, unknown>>;
    const ratedDto = list.find((r) => r.title === 'Rated Room');
    const unratedDto = list.find((r) => r.title === 'Unrated Room');
    expect(ratedDto).toMatchObject({ price: 3500.5, category: 'couplePremium', averageRating: 4.5, reviewCount: 2, likes: 0 });
    expect(unratedDto).toMatchObject({ averageRating: null, reviewCount: 0 });
  });

  it('filters by category and refuses unknown categories', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/all-rooms?category=family-4' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as Array<{ category: string }>).every((r) => r.category === 'family-4')).toBe(true);
    expect(res.json().length).toBeGreaterThan(0);
    const bad = await t.app.inject({ method: 'GET', url: '/api/all-rooms?category=penthouse' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('code', 'VALIDATION');
  });
});

describe('room detail calls require sign-in', () => {
  it('anonymous callers get 401 on room, reviews and reservation data', async () => {
    const room = await createRoom(t.app, admin.id);
    for (const url of [`/api/room/${room.id}`, `/api/reviews/${room.id}`, `/api/reservation-data/${room.id}`]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it('returns the room with the caller liked state, and 404 for unknown or malformed ids', async () => {
    const room = await createRoom(t.app, admin.id, { title: 'Detail Room' });
    const res = await t.app.inject({ method: 'GET', url: `/api/room/${room.id}`, headers: { cookie: guest.cookie } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ _id: room.id, title: 'Detail Room', isLiked: false, gallery: expect.any(Array) });
    expect(res.json().gallery).toHaveLength(5);
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid']) {
      const missing = await t.app.inject({ method: 'GET', url: `/api/room/${id}`, headers: { cookie: guest.cookie } });
      expect(missing.statusCode).toBe(404);
    }
  });

  it('lists reviews with reviewer name', async () => {
    const room = await createRoom(t.app, admin.id);
    await addReview(room.id, guest.id, 3, '2025-02-01', '2025-02-03');
    const res = await t.app.inject({ method: 'GET', url: `/api/reviews/${room.id}`, headers: { cookie: guest.cookie } });
    expect(res.json()).toEqual([expect.objectContaining({ rating: 3, comment: 'Rated 3', user: { name: guest.name, photo: null } })]);
  });
});
