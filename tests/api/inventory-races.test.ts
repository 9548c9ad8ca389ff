/**
 * The type's row lock as the one serialization point (issue 27): a hold and a block of a type's
 * last free room, sent together, never both win; nor do two moves into the same room. Real
 * concurrency on PostgreSQL (a pool of connections); serialized on PGlite, where the rule must
 * hold all the same.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/nights.ts';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { physicalRooms } from '#server/db/schema.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createBooking } from '#tests/factories/bookings.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import type { TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;

useAppWithUsers((s) => ({ t, admin, guest } = s));

const ROUNDS = 8;
const day = (n: number) => addDays(todayInHotel(new Date(), t.app.config.hotelTimeZone), n);
const post = (url: string, payload: Record<string, unknown>, cookie: string) =>
  t.app.inject({ method: 'POST', url, headers: { origin: t.baseUrl, cookie }, payload });

async function roomType(count: number) {
  const p = `R${randomBytes(3).toString('hex')}`;
  const room = await createRoom(t.app, admin.id, { roomNumbers: Array.from({ length: count }, (_, i) => `${p}${i + 1}`) });
  const rows = await t.app.db.select().from(physicalRooms).where(eq(physicalRooms.roomId, room.id));
  return { room, id: (n: number) => rows.find((r) => r.number === `${p}${n}`)!.id };
}

describe('racing writers of one room type', () => {
  it('a hold and a block of the last free room: exactly one wins, every time', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { room, id } = await roomType(1);
      const [block, hold] = await Promise.all([
        post(
          '/api/admin/blocks',
          { physicalRoomId: id(1), startDate: day(10), endDate: day(12), kind: 'owner-use', reason: 'Family' },
          admin.cookie,
        ),
        post('/api/add-bookings', { roomId: room.id, startDate: day(11), endDate: day(13) }, guest.cookie),
      ]);
      const isBlocked = block.statusCode === 201;
      const isHeld = hold.statusCode === 200;
      expect(Number(isBlocked) + Number(isHeld), `${block.body} | ${hold.body}`).toBe(1);
      expect((isBlocked ? hold : block).statusCode).toBe(409);
    }
  });

  it('two moves into the same free room: exactly one wins', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { room, id } = await roomType(3);
      const stay = { roomId: room.id, userId: guest.id, startDate: day(20), endDate: day(22), nights: 2 };
      const [a, b] = [
        await createBooking(t.app, { ...stay, physicalRoomId: id(1) }),
        await createBooking(t.app, { ...stay, physicalRoomId: id(2) }),
      ];
      const answers = await Promise.all(
        [a, b].map((booking) => post(`/api/admin/bookings/${booking.id}/move`, { physicalRoomId: id(3) }, admin.cookie)),
      );
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((r) => r.statusCode === 409)!.json().code).toBe('ROOM_NOT_FREE');
    }
  });
});
