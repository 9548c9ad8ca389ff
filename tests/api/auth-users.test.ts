import { describe, expect, it } from 'vitest';
import { useTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';
import { queriesOn, recordQueries } from '#tests/helpers/query-recorder.ts';
import { cookieHeaderFrom, createUser } from '#tests/factories/users.ts';

let t: TestApp;
useTestApp((app) => {
  t = app;
});

describe('accounts (better-auth)', () => {
  it('signs up a guest with role guest and status Verified, and sets an HttpOnly session cookie', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: t.baseUrl },
      payload: { name: 'Rahim Uddin', email: 'rahim@example.com', password: 'secret1' },
    });
    expect(res.statusCode).toBe(200);
    const setCookie = [res.headers['set-cookie']].flat().join('\n');
    expect(setCookie).toMatch(/session_token=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const cookie = cookieHeaderFrom(res.headers['set-cookie']);
    const me = await t.app.inject({ method: 'GET', url: '/api/user/rahim@example.com', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ name: 'Rahim Uddin', email: 'rahim@example.com', role: 'guest', status: 'Verified', likings: [] });
  });

  it('refuses a password shorter than 6 characters', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: t.baseUrl },
      payload: { name: 'Short', email: 'short@example.com', password: '12345' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('PASSWORD_TOO_SHORT');
  });

  it('cannot choose its own role at sign-up', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: t.baseUrl },
      payload: { name: 'Sneaky', email: 'sneaky@example.com', password: 'secret1', role: 'admin' },
    });
    if (res.statusCode === 200) {
      const cookie = cookieHeaderFrom(res.headers['set-cookie']);
      const me = await t.app.inject({ method: 'GET', url: '/api/user/sneaky@example.com', headers: { cookie } });
      expect(me.json().role).toBe('guest');
    } else {
      expect(res.statusCode).toBe(400);
    }
  });

  it('signs in with the right password only, and signs out through /remove-jwt', async () => {
    const u = await createUser(t.app, { password: 'rightpass' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: t.baseUrl },
      payload: { email: u.email, password: 'wrongpass' },
    });
    expect(bad.statusCode).toBe(401);
    const good = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: t.baseUrl },
      payload: { email: u.email, password: 'rightpass' },
    });
    expect(good.statusCode).toBe(200);
    const cookie = cookieHeaderFrom(good.headers['set-cookie']);
    expect((await t.app.inject({ method: 'POST', url: '/api/jwt', headers: { cookie }, payload: { email: u.email } })).statusCode).toBe(
      200,
    );
    const out = await t.app.inject({ method: 'GET', url: '/api/remove-jwt', headers: { cookie } });
    expect(out.statusCode).toBe(200);
    // The session is gone on the server, not just the cookie in the browser.
    expect((await t.app.inject({ method: 'POST', url: '/api/jwt', headers: { cookie }, payload: {} })).statusCode).toBe(401);
  });
});

describe('session and user endpoints', () => {
  it("reads the caller's session and user in one statement (one round trip less on every signed-in call)", async () => {
    const guest = await createUser(t.app, { name: 'Joined Read' });
    const { result: res, queries } = await recordQueries(t.app, () =>
      t.app.inject({ method: 'GET', url: `/api/user/${guest.email}`, headers: { cookie: guest.cookie } }),
    );
    expect(res.statusCode).toBe(200);
    const sessionReads = queriesOn(queries, 'session');
    expect(sessionReads).toHaveLength(1);
    expect(sessionReads[0]).toMatch(/^select .* from "session" .*join.* from "user" /s);
  });

  it('POST /jwt never mints a session from an e-mail alone', async () => {
    const u = await createUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/jwt', payload: { email: u.email } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it("POST /jwt with someone else's e-mail is refused", async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app);
    const res = await t.app.inject({ method: 'POST', url: '/api/jwt', headers: { cookie: a.cookie }, payload: { email: b.email } });
    expect(res.statusCode).toBe(403);
  });

  it('PUT /users/{email} updates own name and photo but never role or status', async () => {
    const u = await createUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${u.email}`,
      headers: { cookie: u.cookie },
      payload: { name: 'New Name', email: u.email, photo: '/uploads/me.webp', role: 'admin', status: 'Banned', likings: ['x'] },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'New Name', photo: '/uploads/me.webp', role: 'guest', status: 'Verified', likings: [] });
  });

  it("PUT /users/{email} on another user's e-mail is 403 and changes nothing", async () => {
    const a = await createUser(t.app);
    const b = await createUser(t.app, { name: 'Original' });
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${b.email}`,
      headers: { cookie: a.cookie },
      payload: { name: 'Hacked' },
    });
    expect(res.statusCode).toBe(403);
    const me = await t.app.inject({ method: 'GET', url: `/api/user/${b.email}`, headers: { cookie: b.cookie } });
    expect(me.json().name).toBe('Original');
  });

  it('refuses javascript: photo URLs', async () => {
    const u = await createUser(t.app);
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${u.email}`,
      headers: { cookie: u.cookie },
      payload: { photo: 'javascript:alert(1)' },
    });
    expect(res.statusCode).toBe(400);
  });

  it('GET /user/{email}: anonymous 401, other guest 403, admin 200', async () => {
    const guest = await createUser(t.app);
    const other = await createUser(t.app);
    const admin = await createUser(t.app, { role: 'admin' });
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${guest.email}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${guest.email}`, headers: { cookie: other.cookie } })).statusCode).toBe(
      403,
    );
    const asAdmin = await t.app.inject({ method: 'GET', url: `/api/user/${guest.email}`, headers: { cookie: admin.cookie } });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json().email).toBe(guest.email);
  });
});
