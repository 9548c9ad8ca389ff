/**
 * Forgot password (issue #5 §2) end to end: the request answers the same for any e-mail, the
 * link arrives in the outbox (.eml), sets a new password that meets the policy, works once and
 * for a limited time, and revokes every session of the account.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verification } from '#server/db/schema.ts';
import { hashResetIdentifier } from '#server/db/reset-tokens.ts';
import { RESET_TOKEN_MINUTES } from '#server/plugins/auth.ts';
import { buildTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';
import { waitUntil } from '#tests/helpers/payment-flow.ts';
import { cookieHeaderFrom, createUser } from '#tests/factories/users.ts';

let t: TestApp;
let outbox: string;

beforeAll(async () => {
  t = await buildTestApp();
  outbox = t.config.identity.mail.outboxDir;
});

afterAll(async () => {
  await t?.close();
  rmSync(outbox, { recursive: true, force: true });
});

const mails = () =>
  existsSync(outbox)
    ? readdirSync(outbox)
        .filter((f) => f.endsWith('.eml'))
        .sort()
    : [];

/** Undoes quoted-printable soft breaks and escapes, which nodemailer may use for the body. */
const decodeQuotedPrintable = (s: string) =>
  s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** Waits for mail number `n` (1-based) and returns its headers+body text. */
async function nthMail(n: number): Promise<string> {
  await waitUntil(async () => mails().length >= n);
  return decodeQuotedPrintable(readFileSync(path.join(outbox, mails()[n - 1]), 'utf8'));
}

let resetIp = 0;
/** Each request from its own address, so the per-IP limit on reset e-mails never gets in the way. */
const requestReset = (email: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/request-password-reset', remoteAddress: `10.24.0.${++resetIp}`, payload: { email } });
const resetPassword = (token: string, newPassword: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, newPassword } });
const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', payload: { email, password } });
const sessionOf = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/auth/get-session', headers: { cookie } })).json() as { user?: { email: string } } | null;

/** The identifier better-auth stores for a reset `token` (hashed at rest since issue 24). */
const storedIdentifierOf = (token: string) => hashResetIdentifier(`reset-password:${token}`);

function tokenFrom(mail: string): string {
  const link = new RegExp(`${t.baseUrl.replace(/[.:/]/g, '\\$&')}/reset-password\\?token=([A-Za-z0-9_-]+)`).exec(mail);
  expect(link, 'reset link in the e-mail').not.toBeNull();
  return link![1];
}

describe('password reset by e-mail', () => {
  it('answers the same for unknown and known e-mails, and mails only the real account', async () => {
    const u = await createUser(t.app, { email: 'forgetful@example.com', password: 'oldpass1' });
    const unknown = await requestReset('nobody-here@example.com');
    const known = await requestReset(u.email);
    expect(unknown.statusCode).toBe(200);
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());

    const mail = await nthMail(1);
    expect(mail).toMatch(/^To: forgetful@example\.com$/m);
    expect(mail).toContain('Subject: Reset your Hotel Booking password');
    tokenFrom(mail);
    await t.app.backgroundTasks.settled(); // every e-mail either request started has been filed
    expect(mails()).toHaveLength(1);
  });

  it('sets a new password once: policy checked, old password and every session revoked, link then refused', async () => {
    const u = await createUser(t.app, { email: 'rahima@example.com', password: 'oldpass1' });
    const laptop = u.cookie;
    const phone = cookieHeaderFrom((await signIn(u.email, 'oldpass1')).headers['set-cookie']);
    expect((await sessionOf(phone))?.user?.email).toBe(u.email);

    const before = mails().length;
    expect((await requestReset(u.email)).statusCode).toBe(200);
    const token = tokenFrom(await nthMail(before + 1));

    // Time-limited: the stored token expires after RESET_TOKEN_MINUTES.
    const [stored] = await t.app.db
      .select()
      .from(verification)
      .where(eq(verification.identifier, storedIdentifierOf(token)));
    const minutesLeft = (stored.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(RESET_TOKEN_MINUTES - 2);
    expect(minutesLeft).toBeLessThanOrEqual(RESET_TOKEN_MINUTES);

    const tooShort = await resetPassword(token, '12345');
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toMatchObject({ code: 'PASSWORD_TOO_SHORT' });

    expect((await resetPassword(token, 'newpass1')).statusCode).toBe(200);
    expect(await sessionOf(laptop)).toBeNull();
    expect(await sessionOf(phone)).toBeNull();
    expect((await signIn(u.email, 'oldpass1')).statusCode).toBe(401);
    expect((await signIn(u.email, 'newpass1')).statusCode).toBe(200);

    const reused = await resetPassword(token, 'another1');
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await signIn(u.email, 'newpass1')).statusCode).toBe(200);
  });

  // Issue 24: an older link still in the mailbox must not outlive a reset done with a newer one.
  it('ends every other outstanding link of the account once one is used', async () => {
    const u = await createUser(t.app, { email: 'twice@example.com', password: 'oldpass1' });
    const other = await createUser(t.app, { email: 'bystander@example.com', password: 'oldpass1' });
    const before = mails().length;
    await requestReset(u.email);
    const older = tokenFrom(await nthMail(before + 1));
    await requestReset(other.email);
    const othersLink = tokenFrom(await nthMail(before + 2));
    await requestReset(u.email);
    const newer = tokenFrom(await nthMail(before + 3));

    expect((await resetPassword(newer, 'newpass1')).statusCode).toBe(200);
    const stale = await resetPassword(older, 'attacker1');
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await signIn(u.email, 'newpass1')).statusCode).toBe(200);
    expect((await signIn(u.email, 'attacker1')).statusCode).toBe(401);
    // Another account's link is not touched.
    expect((await resetPassword(othersLink, 'theirs11')).statusCode).toBe(200);
  });

  it('keeps no working token in the database: a row copied from it opens nothing', async () => {
    const u = await createUser(t.app, { email: 'copied@example.com', password: 'oldpass1' });
    const before = mails().length;
    await requestReset(u.email);
    const token = tokenFrom(await nthMail(before + 1));
    const rows = await t.app.db.select().from(verification).where(eq(verification.value, u.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].identifier).not.toContain(token);
    const fromCopy = rows[0].identifier.replace(/^[^:]*:/, '');
    expect((await resetPassword(fromCopy, 'attacker1')).statusCode).toBe(400);
    expect((await resetPassword(token, 'newpass1')).statusCode).toBe(200);
  });

  it('refuses an expired link and a made-up token, changing nothing', async () => {
    const u = await createUser(t.app, { email: 'late@example.com', password: 'oldpass1' });
    const before = mails().length;
    await requestReset(u.email);
    const token = tokenFrom(await nthMail(before + 1));
    await t.app.db
      .update(verification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verification.identifier, storedIdentifierOf(token)));

    const expired = await resetPassword(token, 'newpass1');
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await resetPassword('not-a-real-token', 'newpass1')).statusCode).toBe(400);
    expect((await signIn(u.email, 'oldpass1')).statusCode).toBe(200);
    expect((await sessionOf(u.cookie))?.user?.email).toBe(u.email);
  });
});
