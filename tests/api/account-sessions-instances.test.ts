/**
 * Ending sessions from the security page holds on every instance at once (issue 29, decision
 * 028): instance B has checked a session and holds it in its cache; ending it through instance
 * A (one session, all others, or a password change) makes B answer 401 as soon as A's NOTIFY
 * arrives, well inside B's 30-second cache life. PGlite allows one process per data directory,
 * so this runs on the PostgreSQL server only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '#server/app.ts';
import { buildTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';
import { queriesOn, recordQueries } from '#tests/helpers/query-recorder.ts';
import { createUser, signIn, type TestUser } from '#tests/factories/users.ts';

const isPostgres = Boolean(process.env.DATABASE_URL);
let t: TestApp;
let second: App;

beforeAll(async () => {
  if (!isPostgres) return;
  t = await buildTestApp();
  second = await buildApp(t.config, { logger: false });
  await second.ready();
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

const readStatus = async (app: App, user: TestUser, cookie: string) =>
  (await app.inject({ method: 'GET', url: `/api/user/${encodeURIComponent(user.email)}`, headers: { cookie } })).statusCode;

/** Polls B until `cookie` is refused (a NOTIFY arrives a moment after the commit); the last status. */
async function statusOnBOnceEnded(user: TestUser, cookie: string, timeoutMs = 5000): Promise<number> {
  const startedAt = Date.now();
  for (;;) {
    const status = await readStatus(second, user, cookie);
    if (status === 401 || Date.now() - startedAt > timeoutMs) return status;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** A fresh session of `user` that B has checked and now answers from its cache (no session query). */
async function cachedOnB(user: TestUser): Promise<string> {
  const cookie = await signIn(t.app, user);
  expect(await readStatus(second, user, cookie)).toBe(200);
  const { result, queries } = await recordQueries(second, () => readStatus(second, user, cookie));
  expect(result).toBe(200);
  expect(queriesOn(queries, 'session')).toHaveLength(0);
  return cookie;
}

describe.runIf(isPostgres)('ending sessions across instances', () => {
  it('one session ended through A is refused on B, which held it', async () => {
    const guest = await createUser(t.app);
    const phone = await cachedOnB(guest);
    const { sessions } = (
      await t.app.inject({ method: 'GET', url: '/api/account/sessions', headers: { cookie: guest.cookie } })
    ).json() as {
      sessions: Array<{ id: string; isCurrent: boolean }>;
    };
    // The phone's session is the newest one that is not the caller's.
    const target = sessions.filter((s) => !s.isCurrent).at(-1)!;
    const ended = await t.app.inject({ method: 'DELETE', url: `/api/account/sessions/${target.id}`, headers: { cookie: guest.cookie } });
    expect(ended.statusCode).toBe(200);
    expect(await statusOnBOnceEnded(guest, phone)).toBe(401);
    expect(await readStatus(second, guest, guest.cookie)).toBe(200);
  });

  it('"end all other sessions" through A is refused on B for each of them', async () => {
    const guest = await createUser(t.app);
    const phone = await cachedOnB(guest);
    const tablet = await cachedOnB(guest);
    const ended = await t.app.inject({ method: 'POST', url: '/api/account/sessions/end-others', headers: { cookie: guest.cookie } });
    expect(ended.json().endedSessions).toBe(2);
    expect(await statusOnBOnceEnded(guest, phone)).toBe(401);
    expect(await statusOnBOnceEnded(guest, tablet)).toBe(401);
    expect(await readStatus(second, guest, guest.cookie)).toBe(200);
  });

  it('a password change through A ends the sessions B held', async () => {
    const guest = await createUser(t.app);
    const phone = await cachedOnB(guest);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie: guest.cookie },
      payload: { currentPassword: guest.password, newPassword: 'brand-new-pass' },
    });
    expect(changed.statusCode).toBe(200);
    expect(await statusOnBOnceEnded(guest, phone)).toBe(401);
  });
});
