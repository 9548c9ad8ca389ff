/**
 * Two-factor helpers for API tests (issue 29): enrol a user through better-auth's endpoints and
 * compute their authenticator code from the enrolment's secret, as the app on a phone would.
 */
import { randomBytes } from 'node:crypto';
import { Secret, TOTP, URI } from 'otpauth';
import { cookieHeaderFrom, type TestUser } from '#tests/factories/users.ts';
import type { TestApp } from './build-test-app.ts';

/** An answer of a better-auth call: status, JSON, and the cookie header to send next (the old one updated by Set-Cookie). */
export interface AuthAnswer {
  statusCode: number;
  json: () => unknown;
  cookie: string;
}

/** Merges `setCookie` into the Cookie header `cookie` (a cookie set again replaces the old value; an emptied one goes). */
function mergeCookies(cookie: string, setCookie: string | string[] | undefined): string {
  const jar = new Map(
    cookie
      .split('; ')
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0], pair] as const),
  );
  for (const pair of cookieHeaderFrom(setCookie).split('; ').filter(Boolean)) {
    const [name, value] = [pair.split('=')[0], pair.slice(pair.indexOf('=') + 1)];
    if (value) jar.set(name, pair);
    else jar.delete(name);
  }
  return [...jar.values()].join('; ');
}

/** POST /api/auth{path} with `cookie` and `payload`. */
export async function postAuth(t: TestApp, path: string, cookie: string, payload: object): Promise<AuthAnswer> {
  const res = await t.app.inject({ method: 'POST', url: `/api/auth${path}`, headers: { cookie }, payload });
  return { statusCode: res.statusCode, json: () => res.json(), cookie: mergeCookies(cookie, res.headers['set-cookie']) };
}

/** The current 6-digit code of the base32 `secret` (30 s, SHA-1: better-auth's defaults). */
export async function codeFor(secret: string): Promise<string> {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
}

/** What an enrolment gives: the base32 secret, the backup codes, and the session cookie after it. */
export interface Enrolment {
  secret: string;
  backupCodes: string[];
  cookie: string;
}

/**
 * Enrols `user` (password → secret and backup codes → first code), unless `skipVerify`. The session
 * is replaced by better-auth on the first code; the answer's cookie is the new one.
 */
export async function enrol(t: TestApp, user: TestUser, options: { skipVerify?: boolean } = {}): Promise<Enrolment> {
  const enabled = await postAuth(t, '/two-factor/enable', user.cookie, { password: user.password });
  if (enabled.statusCode !== 200) throw new Error(`enable failed: ${enabled.statusCode} ${JSON.stringify(enabled.json())}`);
  const { totpURI, backupCodes } = enabled.json() as { totpURI: string; backupCodes: string[] };
  const secret = (URI.parse(totpURI) as TOTP).secret.base32;
  if (options.skipVerify) return { secret, backupCodes, cookie: enabled.cookie };
  const verified = await postAuth(t, '/two-factor/verify-totp', enabled.cookie, { code: await codeFor(secret) });
  if (verified.statusCode !== 200) throw new Error(`first code refused: ${verified.statusCode}`);
  return { secret, backupCodes, cookie: verified.cookie };
}

/** The password step of a sign-in: better-auth's answer and the cookie (the pending two-factor cookie when it asks for a code). */
export async function passwordStep(t: TestApp, user: Pick<TestUser, 'email' | 'password'>): Promise<{ answer: unknown; cookie: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: `10.${randomBytes(3).join('.')}`,
    payload: { email: user.email, password: user.password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  return { answer: res.json(), cookie: cookieHeaderFrom(res.headers['set-cookie']) };
}
