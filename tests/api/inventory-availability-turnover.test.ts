/**
 * Issue 27 with same-day turnover on (HOTEL_SAME_DAY_TURNOVER): a type of several rooms is full
 * on the NIGHTS every room is taken, and GET /reservation-data encodes a run of full nights
 * a..b as [a, b+1] so that the client's `[)` check marks exactly those nights.
 */
import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { physicalRooms } from '#server/db/schema.ts';
import { isRangeTaken, type Reservation } from '#shared/domain/stay-overlap.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { createBooking } from '#tests/factories/bookings.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';
import { day } from '#tests/helpers/payment-flow.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
useAppWithUsers((s) => ({ t, admin, guest } = s), { overrides: { isSameDayTurnover: true } });

describe('full nights with same-day turnover', () => {
  it('marks the nights every room is taken, and back-to-back stays leave the turnover day free', async () => {
    const room = await createRoom(t.app, admin.id, { roomNumbers: ['T1', 'T2'] });
    const [a, b] = await t.app.db
      .select({ id: physicalRooms.id })
      .from(physicalRooms)
      .where(eq(physicalRooms.roomId, room.id))
      .orderBy(asc(physicalRooms.number));
    const other = await createUser(t.app);
    const stay = (physicalRoomId: string, from: number, to: number) =>
      createBooking(t.app, { roomId: room.id, physicalRoomId, userId: other.id, startDate: day(from), endDate: day(to) });
    // Room A: nights 10, 11 and 12, 13 (back to back); room B: nights 11, 12.
    await stay(a.id, 10, 12);
    await stay(a.id, 12, 14);
    await stay(b.id, 11, 13);
    const res = await t.app.inject({ method: 'GET', url: `/api/reservation-data/${room.id}`, headers: { cookie: guest.cookie } });
    const answer = res.json() as Reservation[];
    expect(answer).toEqual([{ _id: `full-${day(11)}`, startDate: day(11), endDate: day(13), c_status: null, isOwn: false }]);
    expect(isRangeTaken({ startDate: day(13), endDate: day(14) }, answer, true)).toBe(false);
    expect(isRangeTaken({ startDate: day(9), endDate: day(11) }, answer, true)).toBe(false);
    expect(isRangeTaken({ startDate: day(12), endDate: day(13) }, answer, true)).toBe(true);

    const search = await t.app.inject({ method: 'GET', url: `/api/all-rooms?checkIn=${day(13)}&checkOut=${day(14)}` });
    expect((search.json() as Array<{ _id: string; roomsLeft: number }>).find((r) => r._id === room.id)?.roomsLeft).toBe(1);
  });
});
