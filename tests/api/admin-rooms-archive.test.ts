/**
 * DELETE /api/rooms/:id (issue #3 All rooms: the delete icon archives): an archived room
 * leaves the list, the detail page and booking; upcoming paid stays (and a guest's live
 * payment hold) keep a room from being archived; past, lapsed and refunded stays do not.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, rooms } from '#server/db/schema.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { day, startBooking } from '#tests/helpers/payment-flow.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createBooking, type BookingValues } from '#tests/factories/bookings.ts';
import type { TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;

useAppWithUsers((s) => ({ t, admin, guest } = s));

type Stay = Partial<BookingValues> & { startDate: string; endDate: string };

/** Inserts a booking of `guest` in `roomId` (paid unless `stay.status` says otherwise). */
async function addStay(roomId: string, stay: Stay) {
  await createBooking(t.app, { roomId, userId: guest.id, nights: 1, pricePerNightPoisha: 250_000, status: 'paid', ...stay });
}

function archive(roomId: string, cookie: string | null = admin.cookie) {
  const headers = { origin: t.baseUrl, ...(cookie ? { cookie } : {}) };
  return t.app.inject({ method: 'DELETE', url: `/api/rooms/${roomId}`, headers });
}

const isArchived = async (roomId: string) =>
  (await t.app.db.select({ at: rooms.archivedAt }).from(rooms).where(eq(rooms.id, roomId)))[0].at !== null;

describe('DELETE /api/rooms/:id', () => {
  it('archives the room: gone from the list and the detail page, cannot be booked or edited', async () => {
    const room = await createRoom(t.app, admin.id, { title: 'Soon Archived' });
    const res = await archive(room.id);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 200, body: { message: 'Room archived' } });
    expect(await isArchived(room.id)).toBe(true);

    const list = await t.app.inject({ method: 'GET', url: '/api/all-rooms' });
    expect(list.json().map((r: { _id: string }) => r._id)).not.toContain(room.id);
    const detail = await t.app.inject({ method: 'GET', url: `/api/room/${room.id}`, headers: { cookie: guest.cookie } });
    expect(detail.statusCode).toBe(404);
    await expect(startBooking(t, guest.cookie, room.id, day(10), day(12))).rejects.toThrow(/add-bookings failed: 404/);
    expect(await t.app.db.select().from(bookings).where(eq(bookings.roomId, room.id))).toEqual([]);
    // Archiving is not repeated: the room is gone for the admin calls too.
    expect((await archive(room.id)).statusCode).toBe(404);
  });

  it('refuses with 409 while the room has an upcoming paid booking, and keeps it listed', async () => {
    for (const [start, end] of [
      [day(20), day(22)],
      [day(-2), day(0)],
    ]) {
      const room = await createRoom(t.app, admin.id);
      await addStay(room.id, { startDate: start, endDate: end });
      const res = await archive(room.id);
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ message: 'This room has upcoming paid bookings and cannot be archived', code: 'ROOM_HAS_BOOKINGS' });
      expect(await isArchived(room.id)).toBe(false);
      const list = await t.app.inject({ method: 'GET', url: '/api/all-rooms' });
      expect(list.json().map((r: { _id: string }) => r._id)).toContain(room.id);
    }
  });

  it('refuses with 409 while a guest holds the dates for payment', async () => {
    const room = await createRoom(t.app, admin.id);
    await startBooking(t, guest.cookie, room.id, day(15), day(16));
    const res = await archive(room.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'ROOM_HAS_HOLDS' });
    expect(await isArchived(room.id)).toBe(false);
  });

  it('archives despite past stays, lapsed holds, expired and refunded bookings', async () => {
    const room = await createRoom(t.app, admin.id);
    await addStay(room.id, { startDate: day(-10), endDate: day(-8) });
    await addStay(room.id, { startDate: day(5), endDate: day(6), status: 'held', holdExpiresAt: new Date(Date.now() - 60_000) });
    await addStay(room.id, { startDate: day(7), endDate: day(8), status: 'expired' });
    await addStay(room.id, { startDate: day(9), endDate: day(10), cReq: true, cStatus: 'approved' });
    expect((await archive(room.id)).statusCode).toBe(200);
    expect(await isArchived(room.id)).toBe(true);
  });

  it('answers 401 to anonymous callers, 403 to guests, 404 to unknown ids, and archives nothing', async () => {
    const room = await createRoom(t.app, admin.id);
    expect((await archive(room.id, null)).statusCode).toBe(401);
    expect((await archive(room.id, guest.cookie)).statusCode).toBe(403);
    expect(await isArchived(room.id)).toBe(false);
    for (const id of ['00000000-0000-0000-0000-000000000000', 'not-a-uuid']) {
      expect((await archive(id)).statusCode, id).toBe(404);
    }
  });
});
