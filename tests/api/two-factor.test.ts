/**
 * Two-factor sign-in (issue 29, decision 031) through better-auth's plugin: enrolment (password →
 * secret → first code → backup codes), sign-in with an authenticator code or a one-time backup
 * code, wrong codes refused, and STAFF_TWO_FACTOR=required refusing staff routes to staff who have
 * not enrolled (and the production default). Codes are computed from the enrolment's secret, as an
 * authenticator app would. Step-up: step-up.test.ts.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildConfig } from '#server/config.ts';
import { twoFactor, user } from '#server/db/schema.ts';
import { readEnv } from '#server/env.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createUser, signIn, type TestUser } from '#tests/factories/users.ts';
import { codeFor, enrol, passwordStep, postAuth } from '#tests/helpers/two-factor.ts';

let t: TestApp;
let admin: TestUser;
useAppWithUsers((s) => ({ t, admin } = s), { overrides: { staffTwoFactor: 'required' } });

const staffList = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/all-users', headers: { cookie } });

describe('enrolment', () => {
  it('needs the password, keeps the secret encrypted, and turns on only after the first right code', async () => {
    const guest = await createUser(t.app);
    const wrong = await postAuth(t, '/two-factor/enable', guest.cookie, { password: 'not-the-password' });
    expect(wrong.statusCode).toBe(400);
    const enrolled = await enrol(t, guest, { skipVerify: true });
    const [row] = await t.app.db.select().from(twoFactor).where(eq(twoFactor.userId, guest.id));
    expect(row.verified).toBe(false);
    expect(row.secret).not.toContain(enrolled.secret);
    expect(row.backupCodes).not.toContain(enrolled.backupCodes[0]);
    expect((await t.app.db.select().from(user).where(eq(user.id, guest.id)))[0].twoFactorEnabled).toBe(false);

    const bad = await postAuth(t, '/two-factor/verify-totp', guest.cookie, {
      code: '000000' === (await codeFor(enrolled.secret)) ? '111111' : '000000',
    });
    expect(bad.statusCode).toBe(401);
    const good = await postAuth(t, '/two-factor/verify-totp', guest.cookie, { code: await codeFor(enrolled.secret) });
    expect(good.statusCode).toBe(200);
    expect((await t.app.db.select().from(user).where(eq(user.id, guest.id)))[0].twoFactorEnabled).toBe(true);
  });
});

describe('signing in with a second factor', () => {
  it('asks for a code after the password and signs in with the authenticator code', async () => {
    const guest = await createUser(t.app);
    const { secret } = await enrol(t, guest);
    const { answer, cookie: pending } = await passwordStep(t, guest);
    expect(answer).toMatchObject({ twoFactorRedirect: true, twoFactorMethods: ['totp'] });
    // The password alone is no session.
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${guest.email}`, headers: { cookie: pending } })).statusCode).toBe(401);

    const verified = await postAuth(t, '/two-factor/verify-totp', pending, { code: await codeFor(secret) });
    expect(verified.statusCode).toBe(200);
    const me = await t.app.inject({ method: 'GET', url: `/api/user/${guest.email}`, headers: { cookie: verified.cookie } });
    expect(me.statusCode).toBe(200);
  });

  it('refuses a wrong code with a clear message, and the right code still works afterwards', async () => {
    const guest = await createUser(t.app);
    const { secret } = await enrol(t, guest);
    const { cookie: pending } = await passwordStep(t, guest);
    const right = await codeFor(secret);
    const wrong = await postAuth(t, '/two-factor/verify-totp', pending, { code: right === '123456' ? '654321' : '123456' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CODE', message: 'Invalid code' });
    expect(wrong.cookie).not.toMatch(/session_token=[^;]+/);
    const verified = await postAuth(t, '/two-factor/verify-totp', pending, { code: right });
    expect(verified.statusCode).toBe(200);
  });

  it('signs in with a backup code, which works once only', async () => {
    const guest = await createUser(t.app);
    const { backupCodes } = await enrol(t, guest);
    expect(backupCodes).toHaveLength(10);
    const first = await passwordStep(t, guest);
    const used = await postAuth(t, '/two-factor/verify-backup-code', first.cookie, { code: backupCodes[3] });
    expect(used.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${guest.email}`, headers: { cookie: used.cookie } })).statusCode).toBe(200);

    const second = await passwordStep(t, guest);
    const again = await postAuth(t, '/two-factor/verify-backup-code', second.cookie, { code: backupCodes[3] });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'INVALID_BACKUP_CODE' });
    expect((await postAuth(t, '/two-factor/verify-backup-code', second.cookie, { code: backupCodes[4] })).statusCode).toBe(200);
  });

  it('new backup codes replace the old ones; turning it off signs in with the password alone', async () => {
    const guest = await createUser(t.app);
    const { backupCodes, cookie } = await enrol(t, guest);
    const fresh = await postAuth(t, '/two-factor/generate-backup-codes', cookie, { password: guest.password });
    expect(fresh.statusCode).toBe(200);
    const { backupCodes: newCodes } = fresh.json() as { backupCodes: string[] };
    const pending = await passwordStep(t, guest);
    expect((await postAuth(t, '/two-factor/verify-backup-code', pending.cookie, { code: backupCodes[0] })).statusCode).toBe(401);
    expect((await postAuth(t, '/two-factor/verify-backup-code', pending.cookie, { code: newCodes[0] })).statusCode).toBe(200);

    const off = await postAuth(t, '/two-factor/disable', cookie, { password: guest.password });
    expect(off.statusCode).toBe(200);
    expect((await passwordStep(t, guest)).answer).not.toHaveProperty('twoFactorRedirect');
  });

  it('keeps the other better-auth two-factor endpoints closed', async () => {
    const guest = await createUser(t.app);
    const res = await postAuth(t, '/two-factor/get-totp-uri', guest.cookie, { password: guest.password });
    expect(res.statusCode).toBe(404);
  });
});

describe('STAFF_TWO_FACTOR=required', () => {
  /** A fresh owner (role admin), so enrolling does not change the file's shared admin. */
  const newOwner = () => createUser(t.app, { role: 'admin', name: `Owner ${randomBytes(2).toString('hex')}` });

  it('refuses every staff route to staff without a second factor, and lets them in once enrolled', async () => {
    const owner = await newOwner();
    const refused = await staffList(owner.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'TWO_FACTOR_REQUIRED', message: 'Set up two-factor sign-in before using the staff pages' });
    // Their own pages stay open, so they can enrol.
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${owner.email}`, headers: { cookie: owner.cookie } })).statusCode).toBe(
      200,
    );
    const { cookie } = await enrol(t, owner);
    expect((await staffList(cookie)).statusCode).toBe(200);
  });

  it('holds at once for the staff member’s other, cached sessions (enrolling clears the session cache)', async () => {
    const owner = await newOwner();
    const otherDevice = await signIn(t.app, owner);
    expect((await staffList(otherDevice)).statusCode).toBe(403);
    await enrol(t, owner);
    expect((await staffList(otherDevice)).statusCode).toBe(200);
    // Turning it off refuses them again at once, on every session.
    const second = await postAuth(t, '/two-factor/disable', otherDevice, { password: owner.password });
    expect(second.statusCode).toBe(200);
    expect((await staffList(second.cookie)).statusCode).toBe(403);
  });

  it('leaves guests alone: their pages work, and a staff route still answers FORBIDDEN', async () => {
    const guest = await createUser(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/user/${guest.email}`, headers: { cookie: guest.cookie } })).statusCode).toBe(
      200,
    );
    expect((await staffList(guest.cookie)).json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('lets an enrolled owner of the shared fixtures work as before', async () => {
    const { cookie } = await enrol(t, admin);
    expect((await staffList(cookie)).statusCode).toBe(200);
  });

  it('is the default in production, and optional elsewhere unless set', () => {
    const prod = { NODE_ENV: 'production', DATA_DIR: 'memory://', BETTER_AUTH_SECRET: 'x'.repeat(32) };
    expect(buildConfig(readEnv(prod)).staffTwoFactor).toBe('required');
    expect(buildConfig(readEnv({ ...prod, STAFF_TWO_FACTOR: 'optional' })).staffTwoFactor).toBe('optional');
    expect(buildConfig(readEnv({ DATA_DIR: 'memory://' })).staffTwoFactor).toBe('optional');
    expect(buildConfig(readEnv({ DATA_DIR: 'memory://', STAFF_TWO_FACTOR: 'required' })).staffTwoFactor).toBe('required');
    expect(buildConfig(readEnv({ DATA_DIR: 'memory://' })).stepUpMinutes).toBe(15);
  });
});
