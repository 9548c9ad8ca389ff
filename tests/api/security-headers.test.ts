/**
 * helmet's security headers (plugins/security-headers.ts, decision 021) reach every kind of
 * answer over real HTTP: JSON from a handler, a read served from the public cache, an error,
 * a 404, and the sandbox's HTML; a route's own header still wins (the opener policy).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { buildAppWithUsers } from '#tests/helpers/app-with-users.ts';

let t: TestApp;

beforeAll(async () => {
  ({ t } = await buildAppWithUsers());
});
afterAll(async () => {
  await t?.close();
});

const HELMET_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'referrer-policy': 'no-referrer',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

const headersOf = (res: Response) => Object.fromEntries(Object.keys(HELMET_HEADERS).map((name) => [name, res.headers.get(name)]));

describe('security headers', () => {
  it('are on every kind of answer, once each', async () => {
    const answers = [
      await fetch(`${t.baseUrl}/api/booking-limits`),
      await fetch(`${t.baseUrl}/api/all-rooms`),
      await fetch(`${t.baseUrl}/api/all-rooms`),
      await fetch(`${t.baseUrl}/api/user/someone@example.com`),
      await fetch(`${t.baseUrl}/api/no-such-route`),
      await fetch(`${t.baseUrl}/sandbox-gateway/pay/unknown-session`),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 200, 200, 401, 404, 404]);
    for (const res of answers) {
      expect(headersOf(res)).toEqual(HELMET_HEADERS);
      expect(res.headers.get('x-powered-by')).toBeNull();
    }
    // JSON carries no CSP; the pages set their own.
    expect(answers[0].headers.get('content-security-policy')).toBeNull();
  });

  it("leave the route's own opener policy in place", async () => {
    const res = await fetch(`${t.baseUrl}/api/auth-popup-complete?error=access_denied`);
    expect(res.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    expect(headersOf(res)).toEqual(HELMET_HEADERS);
  });
});
