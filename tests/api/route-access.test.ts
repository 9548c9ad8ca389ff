/**
 * Access is declared once (issue 10, decision 013): every route says `config: { access }`,
 * a route without one stops the app at start-up, and the declaration is what is enforced.
 * The admin routes have their own table test (admin-access.test.ts); this file covers the rest.
 */
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { registerErrorHandler } from '#server/errors.ts';
import { ACCESS_LEVELS, registerAccess } from '#server/plugins/access.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import type { TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let guest: TestUser;
useAppWithUsers((s) => ({ t, guest } = s));

/**
 * The API calls anyone may make without signing in. A route becomes public only by being
 * added here on purpose (gateway callbacks are verified with the gateway, not by session).
 */
const PUBLIC_API_ROUTES = [
  'GET /api/all-rooms',
  'GET /api/booking-limits',
  'GET /api/remove-jwt',
  'GET /api/auth-providers',
  'GET /api/auth/*',
  'POST /api/auth/*',
  'GET /api/auth-popup-complete',
  'POST /api/payment/success/:tranId',
  'POST /api/payment/fail/:tranId',
  'POST /api/payment/cancel/:tranId',
  'POST /api/payment/ipn',
];

const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const sample = (url: string) => url.replace(/:(\w+)/g, 'x').replace(/\*$/, 'x');

describe('route access declarations', () => {
  it('every registered route declares public, user or staff permissions', () => {
    expect(t.app.routeAccess.length).toBeGreaterThan(30);
    for (const route of t.app.routeAccess) {
      for (const level of [route.access].flat()) expect(ACCESS_LEVELS, keyOf(route)).toContain(level);
    }
    // Nothing fastify serves is missing from the table (the table is filled by the same onRoute).
    for (const route of t.app.routeAccess) {
      expect(t.app.hasRoute({ method: route.method, url: route.url }), keyOf(route)).toBe(true);
    }
  });

  it('the public API routes are exactly the intended ones', () => {
    const publicApi = t.app.routeAccess
      .filter((r) => r.access === 'public' && r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && r.method !== 'HEAD')
      .map(keyOf);
    expect(publicApi.sort()).toEqual([...PUBLIC_API_ROUTES].sort());
  });

  it('every user route answers anonymous callers 401 before looking at their input', async () => {
    const userRoutes = t.app.routeAccess.filter((r) => r.access === 'user');
    expect(userRoutes.length).toBeGreaterThan(15);
    for (const route of userRoutes) {
      const res = await t.app.inject({ method: route.method as 'GET', url: sample(route.url), headers: { origin: t.baseUrl } });
      expect(res.statusCode, keyOf(route)).toBe(401);
      if (route.method !== 'HEAD') expect(res.json(), keyOf(route)).toEqual({ message: 'Please sign in first', code: 'UNAUTHORIZED' });
    }
  });

  it('a signed-in guest passes the user check (the handler then judges the input)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/jwt', headers: { cookie: guest.cookie }, payload: { email: guest.email } });
    expect(res.statusCode).toBe(200);
  });

  it('a route without a declaration stops the app at start-up', async () => {
    const app = Fastify({ logger: false });
    registerAccess(app, async () => null);
    expect(() => app.get('/undeclared', async () => 'x')).toThrow(/GET \/undeclared declares no access/);
    app.register(async (child) => {
      child.post('/nested', async () => 'x');
    });
    await expect(app.ready()).rejects.toThrow(/POST \/nested declares no access/);
  });

  it('a declared route is enforced: anonymous 401, then the caller is on the request', async () => {
    const app = Fastify({ logger: false });
    const caller = { id: 'u1', email: 'a@example.com', name: 'A', role: 'guest' as const, hasTwoFactor: false };
    let signedIn = false;
    registerErrorHandler(app);
    registerAccess(app, async () => (signedIn ? caller : null));
    app.get('/mine', { config: { access: 'user' } }, async (request) => request.caller);
    app.get('/admin', { config: { access: 'refunds' } }, async () => 'secret');
    app.get('/open', { config: { access: 'public' } }, async () => 'open');
    expect((await app.inject('/mine')).statusCode).toBe(401);
    signedIn = true;
    expect((await app.inject('/mine')).json()).toEqual(caller);
    expect((await app.inject('/admin')).statusCode).toBe(403);
    signedIn = false;
    expect((await app.inject('/open')).body).toBe('open');
    await app.close();
  });
});
