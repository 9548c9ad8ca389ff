/**
 * Availability across a room type's physical rooms (issue 27, docs/product/rules.md#availability):
 * the stay search lists a type while one in-service room is free for the whole stay (no live
 * stay, no block), with "Only N left" counts; GET /room/{id}/availability is the availability
 * check; GET /reservation-data marks a day taken only when every room is.
 */
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, physicalRooms, roomBlocks } from '#server/db/schema.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { createBooking } from '#tests/factories/bookings.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';
import { day } from '#tests/helpers/payment-flow.ts';
import { isRangeTaken, type Reservation } from '#shared/domain/stay-overlap.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
useAppWithUsers((s) => ({ t, admin, guest } = s));

let typeCount = 0;
/** A room type with physical rooms numbered `numbers` (unique per test), and their ids in order. */
async function roomType(count: number, title = `Type ${++typeCount}`) {
  const numbers = Array.from({ length: count }, (_, i) => `A${typeCount}-${i + 1}`);
  const room = await createRoom(t.app, admin.id, { title, roomNumbers: numbers });
  const rows = await t.app.db
    .select({ id: physicalRooms.id, number: physicalRooms.number })
    .from(physicalRooms)
    .where(eq(physicalRooms.roomId, room.id))
    .orderBy(asc(physicalRooms.number));
  return { room, rooms: rows.map((r) => r.id) };
}

async function paidStay(roomId: string, physicalRoomId: string, startDate: string, endDate: string, userId = guest.id) {
  return createBooking(t.app, { roomId, physicalRoomId, userId, startDate, endDate });
}

async function block(physicalRoomId: string, startDate: string, endDate: string) {
  const [row] = await t.app.db
    .insert(roomBlocks)
    .values({ physicalRoomId, startDate, endDate, kind: 'maintenance', reason: 'Test', createdBy: admin.id })
    .returning();
  await t.app.publicCache.invalidate();
  return row;
}

interface ListItem {
  _id: string;
  title: string;
  roomsLeft: number | null;
  roomsInService: number;
}

async function search(checkIn: string, checkOut: string): Promise<ListItem[]> {
  await t.app.publicCache.invalidate();
  const res = await t.app.inject({ method: 'GET', url: `/api/all-rooms?checkIn=${checkIn}&checkOut=${checkOut}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const listed = async (roomId: string, checkIn: string, checkOut: string) => (await search(checkIn, checkOut)).find((r) => r._id === roomId);

async function availability(roomId: string, checkIn: string, checkOut: string, viewer: TestUser | null = guest) {
  return t.app.inject({
    method: 'GET',
    url: `/api/room/${roomId}/availability?checkIn=${checkIn}&checkOut=${checkOut}`,
    headers: viewer ? { cookie: viewer.cookie } : {},
  });
}

async function reservations(roomId: string, viewer: TestUser = guest): Promise<Array<Reservation & { _id: string }>> {
  const res = await t.app.inject({ method: 'GET', url: `/api/reservation-data/${roomId}`, headers: { cookie: viewer.cookie } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('stay search across physical rooms', () => {
  it('lists a type while one room is free for the whole stay, with the free rooms left', async () => {
    const { room, rooms } = await roomType(3);
    expect(await listed(room.id, day(10), day(12))).toMatchObject({ roomsLeft: 3, roomsInService: 3 });
    await paidStay(room.id, rooms[0], day(10), day(12));
    await block(rooms[1], day(11), day(13));
    expect(await listed(room.id, day(10), day(12))).toMatchObject({ roomsLeft: 1, roomsInService: 3 });
    // Room 3 taken for a part of the stay only: the type is full for it.
    await paidStay(room.id, rooms[2], day(12), day(13));
    expect(await listed(room.id, day(10), day(12))).toBeUndefined();
    // Without dates: listed, roomsLeft null.
    await t.app.publicCache.invalidate();
    const all = (await t.app.inject({ method: 'GET', url: '/api/all-rooms' })).json() as ListItem[];
    expect(all.find((r) => r._id === room.id)).toMatchObject({ roomsLeft: null, roomsInService: 3 });
  });

  it('counts a block on a single-room type as taken and ignores retired rooms', async () => {
    const single = await roomType(1);
    await block(single.rooms[0], day(20), day(21));
    expect(await listed(single.room.id, day(21), day(22))).toBeUndefined();
    expect(await listed(single.room.id, day(23), day(24))).toMatchObject({ roomsLeft: 1, roomsInService: 1 });

    const two = await roomType(2);
    await paidStay(two.room.id, two.rooms[0], day(20), day(22));
    await t.app.db.update(physicalRooms).set({ retiredAt: new Date() }).where(eq(physicalRooms.id, two.rooms[1]));
    expect(await listed(two.room.id, day(20), day(21))).toBeUndefined();
  });
});

describe('GET /api/booking-limits maxGuests', () => {
  it('counts only types with a physical room in service', async () => {
    const big = await createRoom(t.app, admin.id, { capacity: 9, roomNumbers: ['BIG1'] });
    const maxGuests = async () =>
      ((await t.app.inject({ method: 'GET', url: '/api/booking-limits' })).json() as { maxGuests: number }).maxGuests;
    expect(await maxGuests()).toBe(9);
    await t.app.db.update(physicalRooms).set({ retiredAt: new Date() }).where(eq(physicalRooms.roomId, big.id));
    expect(await maxGuests()).toBeLessThan(9);
  });
});

describe('GET /api/room/{id}/availability', () => {
  it('answers whether a room of the type is free and how many are, to a signed-in guest only', async () => {
    const { room, rooms } = await roomType(2);
    await paidStay(room.id, rooms[0], day(30), day(32));
    const res = await availability(room.id, day(31), day(33));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ isAvailable: true, roomsLeft: 1, roomsInService: 2 });
    await block(rooms[1], day(33), day(35));
    expect((await availability(room.id, day(31), day(33))).json()).toEqual({ isAvailable: false, roomsLeft: 0, roomsInService: 2 });
    expect((await availability(room.id, day(31), day(33), null)).statusCode).toBe(401);
  });

  it("leaves out the guest's own live hold (booking again replaces it), not another guest's", async () => {
    const { room, rooms } = await roomType(1);
    const other = await createUser(t.app);
    await createBooking(t.app, {
      roomId: room.id,
      physicalRoomId: rooms[0],
      userId: guest.id,
      startDate: day(60),
      endDate: day(62),
      status: 'held',
      holdExpiresAt: new Date(Date.now() + 600_000),
    });
    const mine = await availability(room.id, day(60), day(62));
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(mine.json()).toEqual({ isAvailable: true, roomsLeft: 1, roomsInService: 1 });
    expect((await availability(room.id, day(60), day(62), other)).json()).toEqual({ isAvailable: false, roomsLeft: 0, roomsInService: 1 });
  });

  it('refuses bad dates and unknown rooms like the search does', async () => {
    const { room } = await roomType(1);
    const bad = await availability(room.id, day(5), day(4));
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: 'INVALID_DATES' });
    expect((await availability('00000000-0000-4000-8000-000000000000', day(5), day(6))).statusCode).toBe(404);
    expect((await availability('nope', day(5), day(6))).statusCode).toBe(404);
  });
});

describe('GET /api/reservation-data/{roomId} across physical rooms', () => {
  it("a single-room type answers its stays as before plus its room's blocks", async () => {
    const { room, rooms } = await roomType(1);
    const stay = await paidStay(room.id, rooms[0], day(40), day(42));
    const blocked = await block(rooms[0], day(45), day(47));
    expect(await reservations(room.id)).toEqual([
      { _id: stay.id, startDate: day(40), endDate: day(42), c_status: null, isOwn: true },
      { _id: blocked.id, startDate: day(45), endDate: day(47), c_status: null, isOwn: false },
    ]);
  });

  it("a type of several rooms answers the viewer's own stays and the runs of days on which every room is taken", async () => {
    const { room, rooms } = await roomType(2);
    const other = await createUser(t.app);
    const own = await paidStay(room.id, rooms[0], day(50), day(53));
    await paidStay(room.id, rooms[1], day(52), day(54), other.id);
    await block(rooms[0], day(54), day(56));
    // Room 1: days 50–53 and 54–56; room 2: 52–54. Both taken on 52–54.
    const answer = await reservations(room.id);
    expect(answer).toEqual([
      { _id: own.id, startDate: day(50), endDate: day(53), c_status: null, isOwn: true },
      { _id: `full-${day(52)}`, startDate: day(52), endDate: day(54), c_status: null, isOwn: false },
    ]);
    // The other guest sees only the full run (its own stay too).
    const seen = await reservations(room.id, other);
    expect(seen.filter((r) => !r.isOwn).map((r) => [r.startDate, r.endDate])).toEqual([[day(52), day(54)]]);
    // The client's check reads the runs: a free day stays free, a full day is taken.
    const fullOnly = seen.filter((r) => !r.isOwn);
    expect(isRangeTaken({ startDate: day(55), endDate: day(56) }, fullOnly)).toBe(false);
    expect(isRangeTaken({ startDate: day(54), endDate: day(55) }, fullOnly)).toBe(true);
    expect(isRangeTaken({ startDate: day(48), endDate: day(51) }, fullOnly)).toBe(false);
  });

  it("leaves out the viewer's own live holds and lapsed holds from the full days", async () => {
    const { room, rooms } = await roomType(2);
    const other = await createUser(t.app);
    await paidStay(room.id, rooms[0], day(60), day(61), other.id);
    await createBooking(t.app, {
      roomId: room.id,
      physicalRoomId: rooms[1],
      userId: guest.id,
      startDate: day(60),
      endDate: day(61),
      status: 'held',
      holdExpiresAt: new Date(Date.now() + 600_000),
    });
    expect((await reservations(room.id, guest)).filter((r) => !r.isOwn)).toEqual([]);
    expect((await reservations(room.id, other)).filter((r) => !r.isOwn).map((r) => r._id)).toEqual([`full-${day(60)}`]);
    await t.app.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(bookings.roomId, room.id), eq(bookings.status, 'held')));
    expect((await reservations(room.id, other)).filter((r) => !r.isOwn)).toEqual([]);
  });
});
