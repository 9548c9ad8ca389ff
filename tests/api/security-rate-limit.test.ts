/**
 * Brute-force protection (issue #5 §4): 10 failed sign-ins/sign-ups per 15 minutes per IP and
 * per account → 429 with a clear message, before the password is even checked. Only failures
 * count. Password-reset e-mails: 5 requests per 15 minutes per IP and per account. Counters live in memory, or in Redis (127.0.0.1:6379) shared by every app instance.
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig, type IdentityConfig } from '#server/config.ts';
import { readEnv } from '#server/env.ts';
import { RATE_LIMITED_MESSAGE } from '#server/plugins/security.ts';
import { buildTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';
import { createUser } from '#tests/factories/users.ts';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const limited = { message: RATE_LIMITED_MESSAGE, code: 'RATE_LIMITED' };

/** Sign-in as `email` from `ip` (the socket address; no proxy headers). */
const signIn = (on: TestApp, email: string, password: string, ip: string) =>
  on.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', remoteAddress: ip, payload: { email, password } });
const signUp = (on: TestApp, email: string, password: string, ip: string) =>
  on.app.inject({ method: 'POST', url: '/api/auth/sign-up/email', remoteAddress: ip, payload: { name: 'Signer', email, password } });

/** Asks for a password-reset e-mail for `email` from `ip`. */
const askReset = (on: TestApp, email: string, ip: string) =>
  on.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', remoteAddress: ip, payload: { email, redirectTo: '/reset-password' } });

/** `identity` with the Redis store under a prefix of its own (tests share the Redis server). */
const withRedis = (identity: IdentityConfig, keyPrefix: string): IdentityConfig => ({
  ...identity,
  redisUrl: REDIS_URL,
  rateLimit: { ...identity.rateLimit, keyPrefix },
});

describe('in memory', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('locks one IP out after 10 failures, even for a right password; other IPs still sign in', async () => {
    const victim = await createUser(t.app, { password: 'right-pass' });
    for (let i = 0; i < 10; i++) {
      expect((await signIn(t, `guess-${i}@example.com`, 'wrong-pass', '203.0.113.7')).statusCode).toBe(401);
    }
    const blocked = await signIn(t, victim.email, 'right-pass', '203.0.113.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(limited);
    expect(blocked.headers['retry-after']).toBe('900');
    expect(blocked.headers['set-cookie']).toBeUndefined();
    // Failed sign-ups count against the same IP.
    expect((await signUp(t, `new-${Date.now()}@example.com`, 'secret123', '203.0.113.7')).statusCode).toBe(429);
    expect((await signIn(t, victim.email, 'right-pass', '198.51.100.20')).statusCode).toBe(200);
  });

  it('locks one account after 10 failures from many IPs; its owner waits, other accounts do not', async () => {
    const target = await createUser(t.app, { password: 'right-pass' });
    const bystander = await createUser(t.app, { password: 'right-pass' });
    for (let i = 0; i < 10; i++) {
      expect((await signIn(t, target.email, `wrong-${i}`, `192.0.2.${i + 1}`)).statusCode).toBe(401);
    }
    const blocked = await signIn(t, target.email.toUpperCase(), 'right-pass', '192.0.2.200');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(limited);
    expect((await signIn(t, bystander.email, 'right-pass', '192.0.2.201')).statusCode).toBe(200);
  });

  it('counts only failures: many successful sign-ups and sign-ins from one IP pass', async () => {
    for (let i = 0; i < 12; i++) {
      const email = `busy-${i}-${Date.now()}@example.com`;
      expect((await signUp(t, email, 'secret123', '203.0.113.50')).statusCode).toBe(200);
      expect((await signIn(t, email, 'secret123', '203.0.113.50')).statusCode).toBe(200);
    }
  });

  it('forgives an account its earlier failures once its owner signs in', async () => {
    const u = await createUser(t.app, { password: 'right-pass' });
    for (let i = 0; i < 9; i++) await signIn(t, u.email, 'wrong', `198.18.0.${i + 1}`);
    expect((await signIn(t, u.email, 'right-pass', '198.18.0.50')).statusCode).toBe(200);
    for (let i = 0; i < 9; i++) await signIn(t, u.email, 'wrong', `198.18.1.${i + 1}`);
    expect((await signIn(t, u.email, 'right-pass', '198.18.1.50')).statusCode).toBe(200);
  });

  it('sends at most 5 password-reset e-mails per account, from however many IPs', async () => {
    const u = await createUser(t.app);
    const bystander = await createUser(t.app);
    for (let i = 0; i < 5; i++) expect((await askReset(t, u.email, `100.64.0.${i + 1}`)).statusCode).toBe(200);
    const blocked = await askReset(t, u.email.toUpperCase(), '100.64.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual(limited);
    expect((await askReset(t, bystander.email, '100.64.0.99')).statusCode).toBe(200);
  });

  it('answers at most 5 password-reset requests per IP, known e-mails or not', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await askReset(t, `nobody-${i}@example.com`, '100.64.1.1')).statusCode).toBe(200);
    }
    expect((await askReset(t, 'nobody-else@example.com', '100.64.1.1')).statusCode).toBe(429);
    expect((await askReset(t, 'nobody-else@example.com', '100.64.1.2')).statusCode).toBe(200);
    // Sign-in has its own counts: reset requests never lock anyone out of signing in.
    const u = await createUser(t.app, { password: 'right-pass' });
    expect((await signIn(t, u.email, 'right-pass', '100.64.1.1')).statusCode).toBe(200);
  });
});

describe('in Redis, shared by two app instances', () => {
  const prefix = `hotel-booking-test:${randomBytes(6).toString('hex')}:`;
  let first: TestApp;
  let second: TestApp;
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    const identity = withRedis(buildConfig(readEnv({ DATA_DIR: 'memory://' })).identity, prefix);
    first = await buildTestApp({ identity });
    second = await buildTestApp({ identity });
  });

  afterAll(async () => {
    await first?.close();
    await second?.close();
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  it('keeps the counts in Redis, with a 15-minute expiry, and locks the account on every instance', async () => {
    const email = `shared-${Date.now()}@example.com`;
    for (let i = 0; i < 5; i++) expect((await signIn(first, email, 'wrong', `192.0.2.${i + 1}`)).statusCode).toBe(401);
    for (let i = 5; i < 10; i++) expect((await signIn(second, email, 'wrong', `192.0.2.${i + 1}`)).statusCode).toBe(401);

    expect(await redis.get(`${prefix}account:${email}`)).toBe('10');
    const ttl = await redis.pttl(`${prefix}account:${email}`);
    expect(ttl).toBeGreaterThan(14 * 60_000);
    expect(ttl).toBeLessThanOrEqual(15 * 60_000);

    expect((await signIn(first, email, 'wrong', '192.0.2.100')).json()).toEqual(limited);
    expect((await signIn(second, email, 'wrong', '192.0.2.101')).json()).toEqual(limited);
  });

  it('locks an IP on every instance too', async () => {
    for (let i = 0; i < 10; i++) await signIn(first, `nobody-${i}@example.com`, 'wrong', '203.0.113.99');
    expect((await signIn(second, 'someone@example.com', 'whatever', '203.0.113.99')).statusCode).toBe(429);
  });
});
