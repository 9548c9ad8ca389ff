/**
 * The session cache (issue 31, decision 028): a signed-in read asks the database for its
 * session once per SESSION_CACHE_SECONDS, and whatever ends a session or changes the caller
 * (sign-out, password reset, Make Admin, a new name) holds on the very next request.
 * Two instances on one PostgreSQL database: session-cache-instances.test.ts.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '#server/app.ts';
import { session } from '#server/db/schema.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { buildAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { queriesOn, recordQueries } from '#tests/helpers/query-recorder.ts';
import { createUser, signIn, type TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  ({ t, admin } = await buildAppWithUsers());
});
afterAll(async () => {
  await t?.close();
});

const readUser = (app: App, email: string, cookie: string) =>
  app.inject({ method: 'GET', url: `/api/user/${encodeURIComponent(email)}`, headers: { cookie } });

describe('session lookups', () => {
  it('asks the database for the session once for two signed-in reads', async () => {
    const guest = await createUser(t.app);
    const cookie = await signIn(t.app, guest);
    const { result, queries } = await recordQueries(t.app, async () => [
      await readUser(t.app, guest.email, cookie),
      await readUser(t.app, guest.email, cookie),
    ]);
    expect(result.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(queriesOn(queries, 'session')).toHaveLength(1);
  });

  it('keeps nothing for a cookie better-auth refuses', async () => {
    const guest = await createUser(t.app);
    const held = t.app.sessionCache.size();
    const forged = guest.cookie.replace(/=([^.;]+)/, '=$1x');
    expect((await readUser(t.app, guest.email, forged)).statusCode).toBe(401);
    expect((await readUser(t.app, guest.email, forged)).statusCode).toBe(401);
    expect(t.app.sessionCache.size()).toBe(held);
  });
});

describe('changes hold on the next request', () => {
  it('sign-out ends the session at once, although it was cached', async () => {
    const guest = await createUser(t.app);
    const cookie = await signIn(t.app, guest);
    expect((await readUser(t.app, guest.email, cookie)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie, origin: t.baseUrl } });
    expect(out.statusCode).toBe(200);
    expect((await readUser(t.app, guest.email, cookie)).statusCode).toBe(401);
  });

  it('GET /remove-jwt (the SPA sign-out) ends the cached session at once', async () => {
    const guest = await createUser(t.app);
    const cookie = await signIn(t.app, guest);
    expect((await readUser(t.app, guest.email, cookie)).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/remove-jwt', headers: { cookie } })).statusCode).toBe(200);
    expect((await readUser(t.app, guest.email, cookie)).statusCode).toBe(401);
  });

  it('Make Admin gives the cached session admin rights on its next request', async () => {
    const guest = await createUser(t.app);
    const cookie = await signIn(t.app, guest);
    const adminRead = () => t.app.inject({ method: 'GET', url: '/api/all-users', headers: { cookie } });
    expect((await adminRead()).statusCode).toBe(403);
    const made = await t.app.inject({ method: 'POST', url: `/api/make-admin/${guest.id}`, headers: { cookie: admin.cookie } });
    expect(made.statusCode).toBe(200);
    expect((await adminRead()).statusCode).toBe(200);
  });

  it("a session deleted by better-auth (a password reset's revocation) is forgotten", async () => {
    const guest = await createUser(t.app);
    const cookie = await signIn(t.app, guest);
    expect((await readUser(t.app, guest.email, cookie)).statusCode).toBe(200);
    await t.app.auth.api.revokeSessions({ headers: { cookie } });
    expect((await readUser(t.app, guest.email, cookie)).statusCode).toBe(401);
  });

  it('a session removed behind better-auth stays usable only until SESSION_CACHE_SECONDS (why writers call forgetUser)', async () => {
    const guest = await createUser(t.app);
    const cookie = await signIn(t.app, guest);
    expect((await readUser(t.app, guest.email, cookie)).statusCode).toBe(200);
    await t.app.db.delete(session).where(eq(session.userId, guest.id));
    expect((await readUser(t.app, guest.email, cookie)).statusCode).toBe(200);
    await t.app.sessionCache.forgetUser(guest.id);
    expect((await readUser(t.app, guest.email, cookie)).statusCode).toBe(401);
  });
});
