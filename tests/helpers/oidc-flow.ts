/**
 * Drives "Continue with Google" over real HTTP like a browser, against the test OpenID Connect
 * provider: start the sign-in at the app, follow the provider's redirects by hand, sign in on
 * its login page, and come back through the app's callback. Each site keeps its own cookies.
 */
import { expect } from 'vitest';
import type { TestApp } from './build-test-app.ts';
import { OIDC_PROVIDER_ID } from '#server/plugins/auth-oidc.ts';

/** A minimal per-origin cookie jar: name → value, expired cookies dropped. */
class CookieJar {
  private readonly cookies = new Map<string, string>();

  /** Stores the Set-Cookie headers of `response`. */
  store(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const isExpired = attributes.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1]) < Date.now()),
      );
      if (isExpired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  has(name: string): boolean {
    return this.cookies.has(name);
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export interface OidcSignInResult {
  /** Where the app's callback finally sent the browser (callbackURL or errorCallbackURL). */
  finalLocation: URL;
  /** The app's cookies after the round trip (the session cookie when it worked). */
  appCookies: CookieJar;
}

/** GET `url` without following redirects, sending and storing `jar`'s cookies. */
async function visit(url: string, jar: CookieJar, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie: jar.header() } });
  jar.store(response);
  return response;
}

const locationOf = (response: Response, base: string) => new URL(response.headers.get('location') ?? '', base).toString();

/**
 * Signs in with `email`/`password` on the provider, starting at the app like the SPA does
 * (POST /api/auth/sign-in/social, redirects disabled). `action: 'cancel'` presses Cancel on
 * the provider's page instead. Returns the app's final redirect and cookies.
 */
export async function signInWithOidc(
  t: TestApp,
  issuer: string,
  account: { email: string; password: string },
  options: { action?: 'login' | 'cancel'; callbackURL?: string; errorCallbackURL?: string } = {},
): Promise<OidcSignInResult> {
  const appCookies = new CookieJar();
  const providerCookies = new CookieJar();
  const start = await visit(`${t.baseUrl}/api/auth/sign-in/social`, appCookies, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: t.baseUrl },
    body: JSON.stringify({
      provider: OIDC_PROVIDER_ID,
      callbackURL: options.callbackURL ?? '/api/auth-popup-complete',
      errorCallbackURL: options.errorCallbackURL ?? '/api/auth-popup-complete',
      disableRedirect: true,
    }),
  });
  expect(start.status, await start.clone().text()).toBe(200);
  const { url } = (await start.json()) as { url: string };
  expect(url.startsWith(`${issuer}/`)).toBe(true);

  // Authorize → the provider's login page.
  const authorize = await visit(url, providerCookies);
  expect(authorize.status).toBe(303);
  const interactionUrl = locationOf(authorize, issuer);
  const page = await visit(interactionUrl, providerCookies);
  expect(await page.text()).toContain('name="password"');

  const action = options.action === 'cancel' ? 'abort' : 'login';
  const submitted = await visit(`${interactionUrl}/${action}`, providerCookies, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: account.email, password: account.password }),
  });
  expect(submitted.status).toBe(303);

  // Resume at the provider until it sends the browser back to the app.
  let next = locationOf(submitted, issuer);
  for (let hop = 0; hop < 5 && next.startsWith(issuer); hop++) {
    const response = await visit(next, providerCookies);
    expect([302, 303]).toContain(response.status);
    next = locationOf(response, issuer);
  }
  expect(next.startsWith(`${t.baseUrl}/api/auth/callback/${OIDC_PROVIDER_ID}?`)).toBe(true);
  const callback = await visit(next, appCookies);
  expect(callback.status).toBe(302);
  return { finalLocation: new URL(locationOf(callback, t.baseUrl)), appCookies };
}
