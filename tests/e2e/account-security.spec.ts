/**
 * The security page (issue 29, "Signing in") in a real browser: a guest signed in on a laptop
 * and a phone sees both sessions, ends the phone's (whose next call is refused at once), changes
 * the password (the phone, signed in again, is signed out by it), then registers a passkey with
 * Chromium's virtual authenticator (CDP WebAuthn, ctap2, internal, resident key, user
 * verification) and signs in with it after signing out.
 *
 * WebAuthn refuses IP addresses as relying-party ids, and the journeys' app is
 * http://127.0.0.1:port, so the passkey journey starts its own app from the same build on
 * http://localhost:(E2E_PORT+1) with a scratch embedded database, and stops it afterwards.
 * Screenshots: test-results/screens/account-security-*.png at 375 and 1440 px.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { expect, test, type Page } from './fixtures.ts';
import { expectNoSeriousA11yViolations, snap } from './helpers.ts';

const run = Date.now();
const PASSWORD = 'secret123';
const NEW_PASSWORD = 'brand-new-pass-29';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

/** Signs `email` up over the API in `request`'s context (its cookie jar gets the session). */
async function signUp(request: APIRequestContext, origin: string, name: string, email: string): Promise<void> {
  const reply = await request.post(`${origin}/api/auth/sign-up/email`, { data: { name, email, password: PASSWORD }, headers: { origin } });
  expect(reply.status(), `sign-up of ${email}`).toBe(200);
}

/** A second device: its own browser context with a phone's user agent, signed in as `email`. */
async function phoneSignedIn(context: BrowserContext, origin: string, email: string, password: string): Promise<APIRequestContext> {
  const reply = await context.request.post(`${origin}/api/auth/sign-in/email`, { data: { email, password }, headers: { origin } });
  expect(reply.status(), 'the phone signs in').toBe(200);
  return context.request;
}

/** The status of the phone's next signed-in call (401 once its session ended). */
const phoneStatus = async (phone: APIRequestContext, origin: string, email: string) =>
  (await phone.get(`${origin}/api/user/${encodeURIComponent(email)}`)).status();

/** The security page at `width` px, screenshot and axe check. */
async function lookAt(page: Page, name: string, width: number): Promise<void> {
  await page.setViewportSize({ width, height: width < 600 ? 812 : 900 });
  await expect(page.getByRole('heading', { name: 'Security', level: 1 })).toBeVisible();
  await snap(page, `account-security-${name}-${width}`);
  await expectNoSeriousA11yViolations(page, `security page (${name}, ${width} px)`);
}

test('see two sessions, end the other one, change the password', async ({ page, browser }) => {
  const origin = process.env.E2E_PUBLIC_URL!;
  const email = `salma.begum+${run}@example.test`;
  await signUp(page.request, origin, 'Salma Begum', email);
  const phoneContext = await browser.newContext({ userAgent: IPHONE_UA });
  try {
    const phone = await phoneSignedIn(phoneContext, origin, email, PASSWORD);
    expect(await phoneStatus(phone, origin, email)).toBe(200);

    await page.goto('/dashboard/my-profile');
    await page.getByRole('link', { name: 'Security' }).first().click();
    await expect(page).toHaveURL(/\/dashboard\/security$/);
    const sessions = page.getByRole('list', { name: 'Your sessions' });
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await expect(sessions.getByRole('listitem').filter({ hasText: 'This device' })).toHaveCount(1);
    await expect(sessions.getByText('Safari 17 on iOS 17')).toBeVisible();
    await lookAt(page, 'sessions', 1440);
    await lookAt(page, 'sessions', 375);

    // End the phone's session with the keyboard: its next call is refused at once.
    const end = sessions.getByRole('button', { name: /^End session: Safari 17 on iOS 17/ });
    await end.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Session ended')).toBeVisible();
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    expect(await phoneStatus(phone, origin, email)).toBe(401);

    // The phone signs in again; a password change signs it out, this device stays signed in.
    await phoneSignedIn(phoneContext, origin, email, PASSWORD);
    await page.reload();
    await expect(sessions.getByRole('listitem')).toHaveCount(2);
    await page.getByLabel('Current password').fill('not-the-password');
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Repeat new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Your current password is not correct', { exact: true }).first()).toBeVisible();
    await lookAt(page, 'wrong-password', 375);
    await page.getByLabel('Current password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed. Other devices were signed out.')).toBeVisible();
    expect(await phoneStatus(phone, origin, email)).toBe(401);
    await expect(sessions.getByRole('listitem')).toHaveCount(1);
    await lookAt(page, 'password-changed', 1440);
    // The new password works and the old one does not.
    const old = await phoneContext.request.post(`${origin}/api/auth/sign-in/email`, {
      data: { email, password: PASSWORD },
      headers: { origin },
    });
    expect(old.status()).toBe(401);
    await phoneSignedIn(phoneContext, origin, email, NEW_PASSWORD);
  } finally {
    await phoneContext.close();
  }
});

const passkeyPort = Number(process.env.E2E_PORT ?? 4321) + 1;
const passkeyOrigin = `http://localhost:${passkeyPort}`;
let passkeyApp: ChildProcess | undefined;
let passkeyDataDir: string | undefined;

/** Starts the built app on http://localhost:{passkeyPort} (a scratch embedded database) and waits until it answers. */
async function startPasskeyApp(): Promise<void> {
  passkeyDataDir = mkdtempSync(path.join(tmpdir(), 'hotel-e2e-passkey-'));
  passkeyApp = spawn(process.execPath, ['dist/server/server.js'], {
    env: {
      ...process.env,
      PORT: String(passkeyPort),
      HOST: '127.0.0.1',
      PUBLIC_URL: passkeyOrigin,
      DATA_DIR: passkeyDataDir,
      DATABASE_URL: '',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      JOBS_ENABLED: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const startedAt = Date.now();
  while (Date.now() - startedAt < 120_000) {
    const isUp = await fetch(`http://127.0.0.1:${passkeyPort}/healthz`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (isUp) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the passkey app on ${passkeyOrigin} did not start`);
}

test.describe('passkeys', () => {
  test.beforeAll(async () => {
    test.setTimeout(150_000);
    await startPasskeyApp();
  });
  test.afterAll(async () => {
    if (passkeyApp?.exitCode === null) {
      const exited = new Promise((resolve) => passkeyApp?.once('exit', resolve));
      passkeyApp.kill('SIGTERM');
      await exited;
    }
    if (passkeyDataDir) rmSync(passkeyDataDir, { recursive: true, force: true });
  });

  test('register a passkey with a virtual authenticator, sign out, sign in with it', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    const email = `tanvir.hasan+${run}@example.test`;
    await signUp(page.request, passkeyOrigin, 'Tanvir Hasan', email);
    // The request context's cookie was set for localhost: the page shares it.
    await page.goto(`${passkeyOrigin}/dashboard/security`);
    const passkeys = page.getByRole('region', { name: 'Passkeys' });
    await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();

    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(passkeys.getByText('Please name the passkey, e.g. "My phone"')).toBeVisible();
    await passkeys.getByLabel('Passkey name').fill('Office laptop');
    await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
    await expect(page.getByText('Passkey added')).toBeVisible();
    await expect(passkeys.getByRole('list', { name: 'Your passkeys' }).getByText('Office laptop')).toBeVisible();
    await lookAt(page, 'passkey', 1440);
    await lookAt(page, 'passkey', 375);

    // Sign out, then in with the passkey alone.
    await page.goto(`${passkeyOrigin}/api/remove-jwt`);
    await page.goto(`${passkeyOrigin}/login`);
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('button', { name: 'Continue with a passkey' })).toBeVisible();
    await snap(page, 'account-security-login-passkey-375');
    await expectNoSeriousA11yViolations(page, 'login with passkey (375 px)');
    await page.getByRole('button', { name: 'Continue with a passkey' }).click();
    await expect(page.getByText('Login Successfull')).toBeVisible();
    const me = await page.request.get(`${passkeyOrigin}/api/user/${encodeURIComponent(email)}`);
    expect(me.status()).toBe(200);
    // The session token stays in the HttpOnly cookie: scripts cannot read it.
    expect(await page.evaluate(() => document.cookie)).not.toContain('session_token');
  });
});
