/**
 * The session cache on two app instances sharing one PostgreSQL database (issue 31, decision
 * 028): a sign-out or Make Admin through instance A holds on instance B, whose cache held the
 * session, as soon as A's NOTIFY arrives; while B's listening connection is down, B asks the
 * database on every request, so a revocation holds then too. PGlite allows one process per
 * data directory, so this runs on the PostgreSQL server only.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { buildAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { queriesOn, recordQueries } from '#tests/helpers/query-recorder.ts';
import { createUser, signIn, type TestUser } from '#tests/factories/users.ts';

const isPostgres = Boolean(process.env.DATABASE_URL);
let t: TestApp;
let second: App;
let admin: TestUser;

beforeAll(async () => {
  if (!isPostgres) return;
  ({ t, admin } = await buildAppWithUsers());
  second = await buildApp(t.config, { logger: false });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const readUser = (app: App, email: string, cookie: string) =>
  app.inject({ method: 'GET', url: `/api/user/${encodeURIComponent(email)}`, headers: { cookie } });

/** Polls `read` until `isDone` (a NOTIFY arrives a moment after the commit); the time it took, ms. */
async function eventually<T>(read: () => Promise<T>, isDone: (value: T) => boolean, timeoutMs = 5000) {
  const startedAt = Date.now();
  for (;;) {
    const value = await read();
    if (isDone(value) || Date.now() - startedAt > timeoutMs) return { value, ms: Date.now() - startedAt };
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** A guest signed in afresh whose session instance B has checked and now holds in its cache. */
async function guestCachedOnB(): Promise<TestUser & { session: string }> {
  const guest = await createUser(t.app);
  const cookie = await signIn(t.app, guest);
  expect((await readUser(second, guest.email, cookie)).statusCode).toBe(200);
  const { result, queries } = await recordQueries(second, () => readUser(second, guest.email, cookie));
  expect(result.statusCode).toBe(200);
  expect(queriesOn(queries, 'session')).toHaveLength(0);
  return { ...guest, session: cookie };
}

describe.runIf(isPostgres)('session cache across instances', () => {
  it('a sign-out through A ends the session on B, which held it', async () => {
    const guest = await guestCachedOnB();
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: guest.session, origin: t.baseUrl } });
    expect(out.statusCode).toBe(200);
    const { value: status } = await eventually(
      async () => (await readUser(second, guest.email, guest.session)).statusCode,
      (code) => code === 401,
    );
    expect(status).toBe(401);
  });

  it('Make Admin through A gives the session held on B admin rights', async () => {
    const guest = await guestCachedOnB();
    const adminReadOnB = async () =>
      (await second.inject({ method: 'GET', url: '/api/all-users', headers: { cookie: guest.session } })).statusCode;
    expect(await adminReadOnB()).toBe(403);
    const made = await t.app.inject({ method: 'POST', url: `/api/make-admin/${guest.id}`, headers: { cookie: admin.cookie } });
    expect(made.statusCode).toBe(200);
    expect((await eventually(adminReadOnB, (code) => code === 200)).value).toBe(200);
  });

  it("while B's listening connection is down, B asks the database every time and a sign-out through A holds", async () => {
    const guest = await guestCachedOnB();
    // End B's LISTEN connection from the server side, as a network cut or a restart would.
    await t.app.db.execute(
      sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN%' AND pid <> pg_backend_pid()`,
    );
    // Both instances' listeners went; wait for B to notice (its first reconnect is a second away).
    await eventually(
      async () => second.invalidationListener.isListening(),
      (is) => !is,
    );
    expect(second.invalidationListener.isListening()).toBe(false);
    const { result, queries } = await recordQueries(second, async () => [
      await readUser(second, guest.email, guest.session),
      await readUser(second, guest.email, guest.session),
    ]);
    expect(second.invalidationListener.isListening()).toBe(false);
    expect(result.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(queriesOn(queries, 'session')).toHaveLength(2);
    // A's NOTIFY reaches nobody; B must not answer from what it held before.
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie: guest.session, origin: t.baseUrl } });
    expect(out.statusCode).toBe(200);
    expect((await readUser(second, guest.email, guest.session)).statusCode).toBe(401);
    // And it listens again by itself.
    expect(
      (
        await eventually(
          async () => second.invalidationListener.isListening(),
          (is) => is,
        )
      ).value,
    ).toBe(true);
  });
});
