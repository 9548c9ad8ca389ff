/**
 * The security page's calls (issue 29, "Signing in"): change password, list sessions, end one
 * or all others. An ended session answers 401 at once (the session cache forgets the user,
 * decision 028); session tokens never appear in an answer body. Runs on PGlite and PostgreSQL.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { session } from '#server/db/schema.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useTestApp } from '#tests/helpers/build-test-app.ts';
import { cookieHeaderFrom, createUser, signIn, type TestUser } from '#tests/factories/users.ts';

let t: TestApp;
useTestApp((built) => (t = built));

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** Signs `user` in with a browser's user agent from `remoteAddress`; answers the session cookie. */
async function signInAs(user: TestUser, userAgent: string, remoteAddress = '203.0.113.7'): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    // X-Forwarded-For is the client's word; without TRUST_PROXY the place is the peer's address.
    headers: { 'user-agent': userAgent, 'x-forwarded-for': '192.0.2.99' },
    remoteAddress,
    payload: { email: user.email, password: user.password },
  });
  expect(response.statusCode).toBe(200);
  return cookieHeaderFrom(response.headers['set-cookie']);
}

/** The status of a signed-in read with `cookie` (200 while the session lives, 401 once it ended). */
const readStatus = async (user: TestUser, cookie: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/user/${encodeURIComponent(user.email)}`, headers: { cookie } })).statusCode;

/** A read with `cookie` now, so the session cache holds the session before it is ended. */
async function cached(user: TestUser, cookie: string): Promise<string> {
  expect(await readStatus(user, cookie)).toBe(200);
  expect(await readStatus(user, cookie)).toBe(200);
  return cookie;
}

const listSessions = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/account/sessions', headers: { cookie } });

describe('change password', () => {
  it('refuses a wrong current password and changes nothing', async () => {
    const guest = await createUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie: guest.cookie },
      payload: { currentPassword: 'not-my-password', newPassword: 'brand-new-pass' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'WRONG_PASSWORD', message: 'Your current password is not correct' });
    expect(await readStatus(guest, guest.cookie)).toBe(200);
    await expect(signIn(t.app, guest)).resolves.toBeTruthy();
  });

  it('refuses a too-short new password with the form message', async () => {
    const guest = await createUser(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie: guest.cookie },
      payload: { currentPassword: guest.password, newPassword: '123' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: 'VALIDATION', message: 'Password must be at least 6 characters' });
  });

  it('takes the new password, refuses the old one, and ends every other session at once', async () => {
    const guest = await createUser(t.app);
    const laptop = await cached(guest, await signInAs(guest, CHROME_WINDOWS));
    const phone = await cached(guest, await signInAs(guest, SAFARI_IPHONE));
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie: laptop },
      payload: { currentPassword: guest.password, newPassword: 'brand-new-pass' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Password changed. Other devices were signed out.', endedSessions: 2 });
    expect(response.body).not.toMatch(/token/i);
    // The phone and the sign-up session end; this device carries on with the fresh cookie it was given.
    expect(await readStatus(guest, phone)).toBe(401);
    expect(await readStatus(guest, guest.cookie)).toBe(401);
    expect(await readStatus(guest, laptop)).toBe(401);
    const fresh = cookieHeaderFrom(response.headers['set-cookie']);
    expect(await readStatus(guest, fresh)).toBe(200);
    const old = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: guest.email, password: guest.password },
    });
    expect(old.statusCode).toBe(401);
    await expect(signIn(t.app, { email: guest.email, password: 'brand-new-pass' })).resolves.toBeTruthy();
  });

  it('says a Google-only account has no password', async () => {
    const guest = await createUser(t.app);
    const { account } = await import('#server/db/schema.ts');
    await t.app.db.delete(account).where(eq(account.userId, guest.id));
    const state = await t.app.inject({ method: 'GET', url: '/api/account/password', headers: { cookie: guest.cookie } });
    expect(state.json()).toEqual({ hasPassword: false });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      headers: { cookie: guest.cookie },
      payload: { currentPassword: 'anything', newPassword: 'brand-new-pass' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('NO_PASSWORD');
  });

  it('is for signed-in users only', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/password',
      payload: { currentPassword: 'a', newPassword: 'bbbbbbbb' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('your sessions', () => {
  it('lists the devices, places and times with this device marked, and never a token', async () => {
    const guest = await createUser(t.app);
    const laptop = await signInAs(guest, CHROME_WINDOWS);
    await signInAs(guest, SAFARI_IPHONE, '198.51.100.9');
    const response = await listSessions(laptop);
    expect(response.statusCode).toBe(200);
    const { sessions } = response.json() as { sessions: Array<Record<string, unknown>> };
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.isCurrent)).toEqual([
      expect.objectContaining({ device: 'Chrome 131 on Windows 10', kind: 'desktop', ipAddress: '203.0.113.7' }),
    ]);
    expect(sessions).toContainEqual(
      expect.objectContaining({ device: 'Safari 17 on iOS 17', kind: 'mobile', ipAddress: '198.51.100.9', isCurrent: false }),
    );
    const tokens = await t.app.db.select({ token: session.token }).from(session).where(eq(session.userId, guest.id));
    for (const { token } of tokens) expect(response.body).not.toContain(token);
    expect(Object.keys(sessions[0]).sort()).toEqual(['device', 'id', 'ipAddress', 'isCurrent', 'kind', 'lastUsedAt', 'signedInAt']);
  });

  it('ends one session by its id: that cookie gets 401 at once, the others carry on', async () => {
    const guest = await createUser(t.app);
    const laptop = await cached(guest, await signInAs(guest, CHROME_WINDOWS));
    const phone = await cached(guest, await signInAs(guest, SAFARI_IPHONE));
    const { sessions } = (await listSessions(laptop)).json() as { sessions: Array<{ id: string; device: string }> };
    const phoneSession = sessions.find((s) => s.device.startsWith('Safari'))!;
    const ended = await t.app.inject({ method: 'DELETE', url: `/api/account/sessions/${phoneSession.id}`, headers: { cookie: laptop } });
    expect(ended.statusCode).toBe(200);
    expect(await readStatus(guest, phone)).toBe(401);
    expect(await readStatus(guest, laptop)).toBe(200);
    expect(await readStatus(guest, guest.cookie)).toBe(200);
  });

  it("cannot end another user's session (unknown to the caller: 404, nothing ends)", async () => {
    const guest = await createUser(t.app);
    const other = await createUser(t.app);
    const { sessions } = (await listSessions(other.cookie)).json() as { sessions: Array<{ id: string }> };
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/account/sessions/${sessions[0].id}`,
      headers: { cookie: guest.cookie },
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
    expect(await readStatus(other, other.cookie)).toBe(200);
  });

  it('ends every other session at once and keeps this one', async () => {
    const guest = await createUser(t.app);
    const laptop = await cached(guest, await signInAs(guest, CHROME_WINDOWS));
    const phone = await cached(guest, await signInAs(guest, SAFARI_IPHONE));
    await cached(guest, guest.cookie);
    const response = await t.app.inject({ method: 'POST', url: '/api/account/sessions/end-others', headers: { cookie: laptop } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: '2 other sessions ended', endedSessions: 2 });
    expect(await readStatus(guest, phone)).toBe(401);
    expect(await readStatus(guest, guest.cookie)).toBe(401);
    expect(await readStatus(guest, laptop)).toBe(200);
    expect(((await listSessions(laptop)).json() as { sessions: unknown[] }).sessions).toHaveLength(1);
  });

  it("better-auth's token-carrying session endpoints stay closed", async () => {
    const guest = await createUser(t.app);
    for (const [method, url] of [
      ['GET', '/api/auth/list-sessions'],
      ['POST', '/api/auth/revoke-session'],
      ['POST', '/api/auth/change-password'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { cookie: guest.cookie },
        ...(method === 'POST' ? { payload: {} } : {}),
      });
      expect(response.statusCode, url).toBe(404);
    }
  });

  it('no better-auth answer carries the session token (sign-in, get-session)', async () => {
    const guest = await createUser(t.app);
    const signInResponse = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: guest.email, password: guest.password },
    });
    const cookie = cookieHeaderFrom(signInResponse.headers['set-cookie']);
    const got = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } });
    expect(got.statusCode).toBe(200);
    expect(got.json().user.email).toBe(guest.email);
    const tokens = await t.app.db.select({ token: session.token }).from(session).where(eq(session.userId, guest.id));
    for (const { token } of tokens) {
      expect(signInResponse.body).not.toContain(token);
      expect(got.body).not.toContain(token);
    }
  });
});

describe('passkeys (better-auth plugin)', () => {
  /** A passkey row of `user` as the plugin stores it (the browser ceremony is the e2e journey's). */
  async function storedPasskey(user: TestUser, name: string) {
    const { passkey } = await import('#server/db/schema.ts');
    const id = crypto.randomUUID();
    await t.app.db.insert(passkey).values({
      id,
      name,
      publicKey: 'cHVibGlj',
      userId: user.id,
      credentialID: `cred-${id}`,
      counter: 0,
      deviceType: 'singleDevice',
      backedUp: false,
    });
    return id;
  }
  const rename = (cookie: string, id: string, name: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/passkey/update-passkey', headers: { cookie }, payload: { id, name } });

  it('lists, renames within the name rule, and deletes the caller’s passkeys', async () => {
    const guest = await createUser(t.app);
    const id = await storedPasskey(guest, 'Laptop');
    const listed = await t.app.inject({ method: 'GET', url: '/api/auth/passkey/list-user-passkeys', headers: { cookie: guest.cookie } });
    expect(listed.statusCode).toBe(200);
    expect(listed.json()).toEqual([expect.objectContaining({ id, name: 'Laptop' })]);
    const tooLong = await rename(guest.cookie, id, 'x'.repeat(61));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual(expect.objectContaining({ code: 'VALIDATION', message: 'A passkey name has at most 60 characters' }));
    expect((await rename(guest.cookie, id, '   ')).statusCode).toBe(400);
    expect((await rename(guest.cookie, id, 'Work laptop')).statusCode).toBe(200);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkey/delete-passkey',
      headers: { cookie: guest.cookie },
      payload: { id },
    });
    expect(deleted.statusCode).toBe(200);
    const after = await t.app.inject({ method: 'GET', url: '/api/auth/passkey/list-user-passkeys', headers: { cookie: guest.cookie } });
    expect(after.json()).toEqual([]);
  });

  it("cannot delete another user's passkey", async () => {
    const owner = await createUser(t.app);
    const other = await createUser(t.app);
    const id = await storedPasskey(owner, 'Phone');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/passkey/delete-passkey',
      headers: { cookie: other.cookie },
      payload: { id },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    const listed = await t.app.inject({ method: 'GET', url: '/api/auth/passkey/list-user-passkeys', headers: { cookie: owner.cookie } });
    expect(listed.json()).toHaveLength(1);
  });

  it('hands out authentication options to anyone (the passkey sign-in starts signed out)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/passkey/generate-authenticate-options' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expect.objectContaining({ challenge: expect.any(String), rpId: '127.0.0.1' }));
  });
});

describe('guessing the current password', () => {
  it('is slowed down like a sign-in (429 with Retry-After after the free tries)', async () => {
    const guest = await createUser(t.app);
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/account/password',
        headers: { cookie: guest.cookie },
        payload: { currentPassword: 'a-wrong-guess', newPassword: 'brand-new-pass' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await attempt()).statusCode);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
