/**
 * "Continue with Google" (issue #5 §1) through better-auth's generic OpenID Connect provider,
 * against a real local provider (oidc-provider): the whole round trip — authorize, login,
 * callback, session — runs over HTTP. Also: GET /api/auth-providers, the popup's last page,
 * a provider that starts after the app, and a cancelled sign-in.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildConfig } from '#server/config.ts';
import { account, user } from '#server/db/schema.ts';
import { readEnv } from '#server/env.ts';
import { buildTestApp, getFreePort, type TestApp } from '#tests/helpers/build-test-app.ts';
import { signInWithOidc } from '#tests/helpers/oidc-flow.ts';
import { startOidcProvider, type OidcTestProvider } from '#tests/helpers/oidc-provider.ts';

const clientSecret = 'test-client-secret-for-identity';
const nadia = {
  email: 'nadia.karim@gmail.test',
  name: 'Nadia Karim',
  password: 'google-pass-1',
  picture: 'https://lh3.googleusercontent.test/nadia.png',
};

let t: TestApp;
let op: OidcTestProvider;

beforeAll(async () => {
  // The app is built first, pointing at a provider that is not up yet: discovery must happen
  // on demand, as in the browser tests (Playwright starts the app before its globalSetup).
  const opPort = await getFreePort();
  const issuer = `http://127.0.0.1:${opPort}`;
  const env = readEnv({
    DATA_DIR: 'memory://',
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: 'hotel-booking-test',
    OIDC_CLIENT_SECRET: clientSecret,
  });
  t = await buildTestApp({ identity: buildConfig(env).identity });
  op = await startOidcProvider({ port: opPort, redirectUris: [`${t.baseUrl}/api/auth/callback/oidc`], accounts: [nadia], clientSecret });
});

afterAll(async () => {
  await t?.close();
  await op?.close();
});

describe('GET /api/auth-providers', () => {
  it('says Google sign-in works, through the OIDC provider', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth-providers' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ google: true, providerId: 'oidc' });
  });

  it('says it does not when no provider is configured, and a sign-in attempt fails cleanly', async () => {
    const bare = await buildTestApp();
    try {
      expect((await bare.app.inject({ method: 'GET', url: '/api/auth-providers' })).json()).toEqual({ google: false, providerId: null });
      const res = await bare.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        payload: { provider: 'oidc', disableRedirect: true },
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await bare.close();
    }
  });
});

describe('with GOOGLE_CLIENT_ID/SECRET set', () => {
  it('signs in through Google itself (it wins over OIDC_*), asking Google to let the guest pick an account', async () => {
    const env = readEnv({
      DATA_DIR: 'memory://',
      GOOGLE_CLIENT_ID: 'hotel.apps.googleusercontent.com',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      OIDC_ISSUER: 'http://127.0.0.1:9',
      OIDC_CLIENT_ID: 'unused',
      OIDC_CLIENT_SECRET: 'unused',
    });
    const g = await buildTestApp({ identity: buildConfig(env).identity });
    try {
      expect((await g.app.inject({ method: 'GET', url: '/api/auth-providers' })).json()).toEqual({ google: true, providerId: 'google' });
      const res = await g.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        payload: { provider: 'google', callbackURL: '/api/auth-popup-complete', disableRedirect: true },
      });
      expect(res.statusCode).toBe(200);
      const url = new URL(res.json().url);
      expect(`${url.origin}${url.pathname}`).toBe('https://accounts.google.com/o/oauth2/v2/auth');
      expect(Object.fromEntries(url.searchParams)).toMatchObject({
        client_id: 'hotel.apps.googleusercontent.com',
        redirect_uri: `${g.baseUrl}/api/auth/callback/google`,
        response_type: 'code',
        prompt: 'select_account',
      });
      expect(url.searchParams.get('scope')?.split(' ')).toEqual(expect.arrayContaining(['openid', 'email', 'profile']));
      const oidc = await g.app.inject({
        method: 'POST',
        url: '/api/auth/sign-in/social',
        payload: { provider: 'oidc', disableRedirect: true },
      });
      expect(oidc.statusCode).toBe(404);
    } finally {
      await g.close();
    }
  });
});

describe('Continue with Google (OIDC round trip)', () => {
  it('creates the account with the provider profile and a session, then signs the same account in again', async () => {
    const first = await signInWithOidc(t, op.issuer, nadia);
    expect(first.finalLocation.pathname).toBe('/api/auth-popup-complete');
    expect(first.finalLocation.searchParams.get('error')).toBeNull();

    const session = await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie: first.appCookies.header() } });
    expect(session.json()).toMatchObject({ user: { email: nadia.email, name: nadia.name } });

    const [row] = await t.app.db.select().from(user).where(eq(user.email, nadia.email));
    expect(row).toMatchObject({ name: nadia.name, image: nadia.picture, role: 'guest', status: 'Verified', emailVerified: true });
    const accounts = await t.app.db.select().from(account).where(eq(account.userId, row.id));
    expect(accounts.map((a) => a.providerId)).toEqual(['oidc']);
    expect(accounts[0].password).toBeNull();

    // The SPA's post-login steps (docs/product/states.md#auth-state) work with that session.
    const cookie = first.appCookies.header();
    const upsert = await t.app.inject({
      method: 'PUT',
      url: `/api/users/${nadia.email}`,
      headers: { cookie },
      payload: { name: nadia.name, email: nadia.email, photo: nadia.picture },
    });
    expect(upsert.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/jwt', headers: { cookie }, payload: { email: nadia.email } })).statusCode).toBe(
      200,
    );

    // A second sign-in finds the same user and account instead of creating new ones.
    const second = await signInWithOidc(t, op.issuer, nadia);
    expect(second.finalLocation.searchParams.get('error')).toBeNull();
    expect(await t.app.db.select().from(user).where(eq(user.email, nadia.email))).toHaveLength(1);
    expect(await t.app.db.select().from(account).where(eq(account.userId, row.id))).toHaveLength(1);
  });

  it('passes the provider error on when the guest cancels at the provider, and signs no one in', async () => {
    op.addAccount({ email: 'quitter@gmail.test', name: 'Quitter', password: 'pw-123456' });
    const result = await signInWithOidc(t, op.issuer, { email: 'quitter@gmail.test', password: 'pw-123456' }, { action: 'cancel' });
    expect(result.finalLocation.pathname).toBe('/api/auth-popup-complete');
    expect(result.finalLocation.searchParams.get('error')).toBe('access_denied');
    expect(result.finalLocation.searchParams.get('error_description')).toBe('End-User aborted interaction');
    expect(result.appCookies.has('better-auth.session_token')).toBe(false);
    expect(await t.app.db.select().from(user).where(eq(user.email, 'quitter@gmail.test'))).toHaveLength(0);
  });

  it('refuses a forged callback (a code and state the app never issued)', async () => {
    const res = await fetch(`${t.baseUrl}/api/auth/callback/oidc?code=forged&state=forged`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(new URL(res.headers.get('location') ?? '', t.baseUrl).searchParams.get('error')).toBeTruthy();
    expect(
      res.headers.getSetCookie().some((c) => c.startsWith('better-auth.session_token=') && !c.startsWith('better-auth.session_token=;')),
    ).toBe(false);
  });
});

describe("the popup's last page", () => {
  it('tells the opener the outcome and closes, and keeps its link to the opener (COOP unsafe-none)', async () => {
    const res = await fetch(`${t.baseUrl}/api/auth-popup-complete?error=access_denied`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cross-origin-opener-policy')).toBe('unsafe-none');
    const html = await res.text();
    expect(html).toContain('hotel-booking:oauth-popup');
    expect(html).toContain('window.opener.postMessage');
    // Every other page lets the SPA keep a handle on the popup it opens.
    const api = await fetch(`${t.baseUrl}/api/auth-providers`);
    expect(api.headers.get('cross-origin-opener-policy')).toBe('same-origin-allow-popups');
  });
});
