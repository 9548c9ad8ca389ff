/**
 * Racing guests for one room type (issue 27, "The guarantee stays in the database"): for a type
 * with N free physical rooms, exactly N holds win, each in a different physical room, and the
 * rest get the spec's "not available" answer (409). On one instance, and on two instances
 * against one PostgreSQL database (PGlite allows one process per data directory, so that case
 * runs on the PostgreSQL server only, as public-cache-instances.test.ts does).
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app.ts';
import { bookings } from '#server/db/schema.ts';
import { messages } from '#shared/messages.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';
import { day } from '#tests/helpers/payment-flow.ts';

const isPostgres = Boolean(process.env.DATABASE_URL);
const GUESTS = 30;
let t: TestApp;
let admin: TestUser;
let guests: TestUser[];

useAppWithUsers((s) => ({ t, admin } = s));
beforeAll(async () => {
  guests = [];
  for (let i = 0; i < GUESTS; i++) guests.push(await createUser(t.app));
}, 120_000);

/** POST /api/add-bookings on `app` as `guest`. */
const book = (app: App, guest: TestUser, roomId: string, from: number) =>
  app.inject({
    method: 'POST',
    url: '/api/add-bookings',
    headers: { cookie: guest.cookie, origin: t.baseUrl },
    payload: { roomId, startDate: day(from), endDate: day(from + 2) },
  });

/** Races every guest for the same stay of a 3-room type on `apps` (round robin); checks the outcome. */
async function raceFor(apps: App[], from: number) {
  const room = await createRoom(t.app, admin.id, { roomNumbers: [`R${from}a`, `R${from}b`, `R${from}c`] });
  const results = await Promise.all(guests.map((g, i) => book(apps[i % apps.length], g, room.id, from)));
  const held = await t.app.db
    .select({ physicalRoomId: bookings.physicalRoomId })
    .from(bookings)
    .where(and(eq(bookings.roomId, room.id), eq(bookings.status, 'held')));
  expect(held).toHaveLength(3);
  expect(new Set(held.map((h) => h.physicalRoomId)).size).toBe(3);
  const won = results.filter((r) => r.statusCode === 200);
  const refused = results.filter((r) => r.statusCode !== 200);
  expect(won).toHaveLength(3);
  expect(refused).toHaveLength(GUESTS - 3);
  for (const r of refused) {
    expect(r.statusCode, r.body).toBe(409);
    expect(r.json()).toEqual({ code: 'DATES_UNAVAILABLE', message: messages.datesUnavailable });
  }
}

describe('30 guests racing for a type of 3 physical rooms', () => {
  it('on one instance: exactly 3 holds, each in its own room; the rest are refused', async () => {
    await raceFor([t.app], 10);
  }, 120_000);

  describe.runIf(isPostgres)('on two instances against one PostgreSQL database', () => {
    let second: App;
    beforeAll(async () => {
      second = await buildApp(t.config, { logger: false });
    });
    afterAll(async () => {
      await second?.close();
    });
    it('exactly 3 holds, each in its own room; the rest are refused', async () => {
      await raceFor([t.app, second], 20);
    }, 120_000);
  });
});
