/**
 * Sessions that hold (issue #5 §4): cross-origin state-changing calls are refused while the
 * payment gateway's cross-site callbacks still work; session cookies are HttpOnly/SameSite=Lax
 * (and Secure with the `__Secure-` prefix in production); passwords are stored as scrypt hashes.
 */
import { scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, user } from '#server/db/schema.ts';
import { CROSS_ORIGIN_MESSAGE } from '#server/plugins/security.ts';
import { buildTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';
import { day, paymentOf, postForm, pressOnGatewayPage, startBooking } from '#tests/helpers/payment-flow.ts';

let t: TestApp;
let guest: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  guest = await createUser(t.app, { name: 'Original Name' });
});

afterAll(async () => {
  await t?.close();
});

/** A real HTTP request (not app.inject, which the test harness gives our own Origin). */
const send = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  fetch(`${t.baseUrl}${path}`, {
    method,
    redirect: 'manual',
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const nameOf = async (id: string) => (await t.app.db.select().from(user).where(eq(user.id, id)))[0].name;

describe('cross-origin state-changing requests', () => {
  it.each([
    ['a foreign Origin', { origin: 'https://evil.example' }],
    ['Origin null (sandboxed frame, data: URL)', { origin: 'null' }],
    ['a foreign Referer and no Origin', { referer: 'https://evil.example/attack.html' }],
    ['neither Origin nor Referer, with the session cookie', {}],
  ])('refuses %s with 403 { message, code } and changes nothing', async (_label, headers) => {
    const res = await send('PUT', `/api/users/${guest.email}`, { ...headers, cookie: guest.cookie }, { name: 'Hijacked' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: CROSS_ORIGIN_MESSAGE, code: 'CROSS_ORIGIN' });
    expect(await nameOf(guest.id)).toBe('Original Name');
  });

  it('covers better-auth too: a foreign sign-in or sign-out is refused', async () => {
    const signIn = await send(
      'POST',
      '/api/auth/sign-in/email',
      { origin: 'https://evil.example' },
      { email: guest.email, password: guest.password },
    );
    expect(signIn.status).toBe(403);
    expect(signIn.headers.getSetCookie()).toEqual([]);
    const signOut = await send('POST', '/api/auth/sign-out', { origin: 'https://evil.example', cookie: guest.cookie }, {});
    expect(signOut.status).toBe(403);
    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: guest.cookie } });
    expect(session.json()?.user?.email).toBe(guest.email);
  });

  it('accepts the same request from our own pages (Origin, or Referer alone)', async () => {
    const byOrigin = await send('PUT', `/api/users/${guest.email}`, { origin: t.baseUrl, cookie: guest.cookie }, { name: 'By Origin' });
    expect(byOrigin.status).toBe(200);
    const byReferer = await send(
      'PUT',
      `/api/users/${guest.email}`,
      { referer: `${t.baseUrl}/dashboard/edit-profile`, cookie: guest.cookie },
      { name: 'By Referer' },
    );
    expect(byReferer.status).toBe(200);
    expect(await nameOf(guest.id)).toBe('By Referer');
  });

  it('lets a request without Origin, Referer or session cookie through (nothing to forge)', async () => {
    const res = await send('POST', '/api/auth/sign-in/email', {}, { email: guest.email, password: guest.password });
    expect(res.status).toBe(200);
  });

  it('leaves reads alone', async () => {
    const res = await send('GET', `/api/user/${guest.email}`, { origin: 'https://evil.example', cookie: guest.cookie });
    expect(res.status).toBe(200);
  });

  it("still takes the payment gateway's cross-site return posts and the hosted page's buttons", async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const room = await createRoom(t.app, admin.id);
    const { url, tranId } = await startBooking(t, guest.cookie, room.id, day(50), day(52));
    // The sandbox page's Pay button: a POST under /sandbox-gateway from the gateway's own page.
    const { action, fields } = await pressOnGatewayPage(url, 'pay');
    // The browser's auto-post back comes from the gateway's site, without our cookie.
    const back = await fetch(action, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams(fields),
      headers: { origin: 'https://sandbox.sslcommerz.com' },
    });
    expect(back.status).toBe(303);
    expect((await paymentOf(t, tranId)).status).toBe('paid');

    const { url: url2, tranId: tranId2 } = await startBooking(t, guest.cookie, room.id, day(60), day(61));
    const failed = await pressOnGatewayPage(url2, 'fail');
    const failBack = await postForm(failed.action, failed.fields);
    expect(failBack.status).toBe(303);
    expect((await paymentOf(t, tranId2)).status).toBe('failed');
    const ipn = await fetch(`${t.baseUrl}/api/payment/ipn`, {
      method: 'POST',
      body: new URLSearchParams({ tran_id: tranId2 }),
      headers: { origin: 'https://sandbox.sslcommerz.com' },
    });
    expect(ipn.status).not.toBe(403);
  });
});

describe('session cookie flags', () => {
  /** The Set-Cookie of a fresh sign-up on `app`. */
  async function sessionCookieOf(on: TestApp): Promise<string> {
    const res = await on.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { name: 'Cookie Test', email: `cookie-${Date.now()}@example.com`, password: 'secret123' },
    });
    expect(res.statusCode).toBe(200);
    const cookies = [res.headers['set-cookie']].flat().filter((c): c is string => typeof c === 'string');
    const session = cookies.find((c) => /(^|__Secure-)better-auth\.session_token=/.test(c));
    expect(session, cookies.join('\n')).toBeDefined();
    return session!;
  }

  it('development: HttpOnly, SameSite=Lax, Path=/, no prefix', async () => {
    const cookie = await sessionCookieOf(t);
    expect(cookie).toMatch(/^better-auth\.session_token=/);
    expect(cookie).toMatch(/;\s*HttpOnly/i);
    expect(cookie).toMatch(/;\s*SameSite=Lax/i);
    expect(cookie).toMatch(/;\s*Path=\//i);
  });

  it('production: also Secure and __Secure- prefixed; the origin check knows that name too', async () => {
    const prod = await buildTestApp({ isProduction: true });
    try {
      const cookie = await sessionCookieOf(prod);
      expect(cookie).toMatch(/^__Secure-better-auth\.session_token=/);
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Lax/i);
      const res = await fetch(`${prod.baseUrl}/api/jwt`, {
        method: 'POST',
        headers: { cookie: cookie.split(';')[0], 'content-type': 'application/json' },
        body: '{}',
      });
      expect(res.status).toBe(403);
    } finally {
      await prod.close();
    }
  });
});

describe('stored passwords', () => {
  it('are scrypt hashes (memory-hard: N=16384, r=16, p=1), salted per account, never the password', async () => {
    const a = await createUser(t.app, { password: 'same-password' });
    const b = await createUser(t.app, { password: 'same-password' });
    const hashOf = async (id: string) => (await t.app.db.select().from(account).where(eq(account.userId, id)))[0].password!;
    const [hashA, hashB] = [await hashOf(a.id), await hashOf(b.id)];
    expect(hashA).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(hashA).not.toBe(hashB);
    expect(hashA).not.toContain('same-password');
    const [salt, key] = hashA.split(':');
    const derived = scryptSync('same-password'.normalize('NFKC'), salt, 64, { N: 16384, r: 16, p: 1, maxmem: 128 * 16384 * 16 * 2 });
    expect(derived.toString('hex')).toBe(key);
  });
});
