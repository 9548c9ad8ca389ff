/**
 * helmet's security headers (plugins/security-headers.ts, decision 021) reach every kind of
 * answer over real HTTP: JSON from a handler, a read served from the public cache, an error,
 * a 404, and the sandbox's HTML; a route's own header still wins (the opener policy).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';
import { buildAppWithUsers } from '#tests/helpers/app-with-users.ts';
import type { TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let guest: TestUser;
// A built SPA of one file, so the shell's fallback answers are served (issue 24).
const webRoot = mkdtempSync(path.join(tmpdir(), 'hotel-headers-'));
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><html><head><title>Hotel</title></head><body></body></html>');

beforeAll(async () => {
  ({ t, guest } = await buildAppWithUsers({ overrides: { serveWeb: true, webRoot } }));
});
afterAll(async () => {
  await t?.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const HSTS = 'max-age=31536000; includeSubDomains';
// Over plain http (the test app's PUBLIC_URL); HSTS is checked apart below.
const HELMET_HEADERS = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'strict-transport-security': null,
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

describe('Strict-Transport-Security (issue 24)', () => {
  it('is sent only when the site or the request is https', async () => {
    expect((await fetch(`${t.baseUrl}/api/booking-limits`)).headers.get('strict-transport-security')).toBeNull();
    const httpsSite = await buildTestApp({ publicUrl: 'https://hotel.example' }, { listen: false });
    const proxied = await buildTestApp({ trustProxy: true }, { listen: false });
    try {
      const onHttpsSite = await httpsSite.app.inject({ method: 'GET', url: '/api/booking-limits' });
      expect(onHttpsSite.headers['strict-transport-security']).toBe(HSTS);
      const viaTls = await proxied.app.inject({ method: 'GET', url: '/api/booking-limits', headers: { 'x-forwarded-proto': 'https' } });
      expect(viaTls.headers['strict-transport-security']).toBe(HSTS);
      const viaPlain = await proxied.app.inject({ method: 'GET', url: '/api/booking-limits', headers: { 'x-forwarded-proto': 'http' } });
      expect(viaPlain.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await httpsSite.close();
      await proxied.close();
    }
  });
});

describe('Content-Security-Policy on every HTML page (issue 24)', () => {
  it('is on the SPA shell wherever it is served, the sandbox paths included', async () => {
    for (const url of ['/login', '/sandbox-gateway', '/sandbox-gateway/anything', '/sandbox-gateway-x']) {
      const res = await fetch(`${t.baseUrl}${url}`);
      if (!(res.headers.get('content-type') ?? '').startsWith('text/html')) continue;
      expect(res.headers.get('content-security-policy'), url).toContain("script-src 'self'");
    }
    const shell = await fetch(`${t.baseUrl}/sandbox-gateway/anything`);
    expect(shell.headers.get('content-type')).toMatch(/^text\/html/);
    expect(shell.headers.get('content-security-policy')).toContain("script-src 'self'");
  });

  it("is on the sign-in popup's last page, naming its own script by nonce", async () => {
    const res = await fetch(`${t.baseUrl}/api/auth-popup-complete?error=access_denied`);
    const csp = res.headers.get('content-security-policy') ?? '';
    const nonce = /script-src 'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain(`<script nonce="${nonce}">`);
    expect(html).not.toMatch(/ style="/);
    const again = await fetch(`${t.baseUrl}/api/auth-popup-complete`);
    expect(again.headers.get('content-security-policy')).not.toBe(csp);
  });
});

describe('Cache-Control of personal answers (issue 24)', () => {
  it('is private, no-store on every personal JSON answer; public cached reads keep theirs', async () => {
    const cookie = { cookie: guest.cookie };
    for (const url of [`/api/user/${encodeURIComponent(guest.email)}`, '/api/auth/get-session', `/api/my-bookings/${guest.id}`]) {
      const res = await fetch(`${t.baseUrl}${url}`, { headers: cookie });
      expect(res.headers.get('content-type'), url).toMatch(/^application\/json/);
      expect(res.headers.get('cache-control'), url).toBe('private, no-store');
    }
    expect((await fetch(`${t.baseUrl}/api/all-rooms`)).headers.get('cache-control')).toBe('no-cache');
  });
});
