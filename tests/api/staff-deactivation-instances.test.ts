/**
 * Deactivation across two app instances on one PostgreSQL database (issue 29 "Deactivation ends
 * that person's sessions at once, on every instance"; pattern of session-cache-instances.test.ts):
 * a front desk member's session that instance B holds in its session cache ends on B as soon as
 * the owner deactivates them through instance A. PGlite allows one process per data directory, so
 * this runs on the PostgreSQL server only.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app.ts';
import { user } from '#server/db/schema.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { buildAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { queriesOn, recordQueries } from '#tests/helpers/query-recorder.ts';
import { createUser, signIn, type TestUser } from '#tests/factories/users.ts';

const isPostgres = Boolean(process.env.DATABASE_URL);
let t: TestApp;
let second: App;
let owner: TestUser;

beforeAll(async () => {
  if (!isPostgres) return;
  ({ t, admin: owner } = await buildAppWithUsers());
  second = await buildApp(t.config, { logger: false });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

/** Polls `read` until `isDone` (the NOTIFY arrives a moment after the commit); the last value. */
async function eventually<T>(read: () => Promise<T>, isDone: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const startedAt = Date.now();
  for (;;) {
    const value = await read();
    if (isDone(value) || Date.now() - startedAt > timeoutMs) return value;
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe.runIf(isPostgres)('deactivation across instances', () => {
  it('ends on B, which held the session, a deactivation made through A', async () => {
    const desk = await createUser(t.app, { name: 'Rina Desk' });
    await t.app.db.update(user).set({ role: 'front_desk' }).where(eq(user.id, desk.id));
    const cookie = await signIn(t.app, desk);
    const todayOnB = async () => (await second.inject({ method: 'GET', url: '/api/admin/today', headers: { cookie } })).statusCode;
    expect(await todayOnB()).toBe(200);
    // B answers from its session cache now: no session query.
    const { result, queries } = await recordQueries(second, todayOnB);
    expect(result).toBe(200);
    expect(queriesOn(queries, 'session')).toHaveLength(0);

    const off = await t.app.inject({ method: 'POST', url: `/api/admin/staff/${desk.id}/deactivate`, headers: { cookie: owner.cookie } });
    expect(off.statusCode, off.body).toBe(200);
    expect(await eventually(todayOnB, (code) => code === 401)).toBe(401);
  });
});
