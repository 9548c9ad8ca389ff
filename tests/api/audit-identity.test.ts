/**
 * Identity events in the audit log (issue 29, plugins/auth-audit.ts): sign-ins, failed sign-ins
 * (the e-mail tried, never the password), sign-outs, password changes and ended sessions are
 * recorded on the user with the client IP Fastify resolved and the role at the time.
 */
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, user, verification } from '#server/db/schema.ts';
import { hashResetIdentifier } from '#server/db/reset-tokens.ts';
import { auditLogPageSchema, type AuditEntry } from '#shared/schemas/audit-log.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { cookieHeaderFrom, createUser, type TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let admin: TestUser;
useAppWithUsers((s) => ({ t, admin } = s));

const signInFrom = (ip: string, email: string, password: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', remoteAddress: ip, headers, payload: { email, password } });

/** The entries on user `objectId` (or the e-mail of a failed sign-in), oldest first, through the API. */
async function entriesOn(objectId: string): Promise<AuditEntry[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/audit-log?objectType=user&objectId=${encodeURIComponent(objectId)}&pageSize=100`,
    headers: { cookie: admin.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return auditLogPageSchema.parse(res.json()).items.reverse();
}

async function frontDeskClerk(): Promise<TestUser> {
  const clerk = await createUser(t.app, { name: 'Rahim Uddin' });
  await t.app.db.update(user).set({ role: 'front_desk' }).where(eq(user.id, clerk.id));
  return clerk;
}

describe('sign-ins', () => {
  it('records a sign-in with the client IP, the role at the time and a sentence', async () => {
    const clerk = await frontDeskClerk();
    const res = await signInFrom('10.0.0.5', clerk.email, clerk.password);
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (await entriesOn(clerk.id)).filter((e) => e.action === 'auth.signed-in');
    expect(entry).toMatchObject({ actor: clerk.id, actorRole: 'front_desk', objectType: 'user', ip: '10.0.0.5' });
    expect(entry.sentence).toBe('Rahim Uddin (front desk) signed in with a password from 10.0.0.5');
    // The role recorded is the one at the time: a later promotion does not rewrite it.
    await t.app.db.update(user).set({ role: 'manager' }).where(eq(user.id, clerk.id));
    expect((await entriesOn(clerk.id)).find((e) => e.id === entry.id)?.actorRole).toBe('front_desk');
  });

  it('records a failed sign-in as anonymous with the e-mail tried and never the password', async () => {
    const clerk = await frontDeskClerk();
    const res = await signInFrom('10.0.0.6', clerk.email.toUpperCase(), 'wrong-password-x1');
    expect(res.statusCode).toBe(401);
    const entries = await entriesOn(clerk.email);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'auth.sign-in-failed',
      actor: 'anonymous',
      actorRole: null,
      ip: '10.0.0.6',
      after: { email: clerk.email, step: 'password' },
    });
    expect(entries[0].sentence).toBe(`Failed sign-in for ${clerk.email} from 10.0.0.6`);
    const rows = await t.app.db.select().from(auditLog).where(eq(auditLog.actor, 'anonymous'));
    expect(JSON.stringify(rows)).not.toContain('wrong-password-x1');
  });

  it('takes the IP Fastify resolved, not a header the client made up', async () => {
    const clerk = await frontDeskClerk();
    await signInFrom('10.0.0.7', clerk.email, clerk.password, { 'x-hotel-client-ip': '6.6.6.6' });
    const [entry] = (await entriesOn(clerk.id)).filter((e) => e.action === 'auth.signed-in');
    expect(entry.ip).toBe('10.0.0.7');
  });
});

describe('a signed-in user', () => {
  it('records a sign-out, a password change and ending the other sessions', async () => {
    const clerk = await frontDeskClerk();
    const cookie = cookieHeaderFrom((await signInFrom('10.0.1.1', clerk.email, clerk.password)).headers['set-cookie']);
    // Change password and session revocation are better-auth endpoints the SPA does not reach yet; through its API.
    const headers = new Headers({ cookie });
    await t.app.auth.api.changePassword({
      headers,
      body: { currentPassword: clerk.password, newPassword: 'new-secret-456', revokeOtherSessions: false },
    });
    await t.app.auth.api.revokeOtherSessions({ headers });
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/sign-out', remoteAddress: '10.0.1.2', headers: { cookie } });
    expect(out.statusCode, out.body).toBe(200);
    const actions = (await entriesOn(clerk.id)).map((e) => [e.action, e.actor, e.actorRole]);
    expect(actions).toEqual([
      ['auth.signed-in', clerk.id, 'front_desk'], // createUser's sign-up is no sign-in; this is signInFrom
      ['auth.password-changed', clerk.id, 'front_desk'],
      ['auth.sessions-revoked', clerk.id, 'front_desk'],
      ['auth.signed-out', clerk.id, 'front_desk'],
    ]);
    const [signedOut] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, clerk.id), eq(auditLog.action, 'auth.signed-out')));
    expect(signedOut.ip).toBe('10.0.1.2');
    expect(JSON.stringify(await entriesOn(clerk.id))).not.toContain('new-secret-456');
  });

  it('records a new password set from a reset link, on the account the link was for', async () => {
    const clerk = await frontDeskClerk();
    const token = `AuditReset${Date.now()}`;
    const expiresAt = new Date(Date.now() + 3_600_000);
    await t.app.db
      .insert(verification)
      .values({ id: `reset-${token}`, identifier: hashResetIdentifier(`reset-password:${token}`), value: clerk.id, expiresAt });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      remoteAddress: '10.0.2.1',
      payload: { token, newPassword: 'reset-secret-789' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [entry] = (await entriesOn(clerk.id)).filter((e) => e.action === 'auth.password-reset');
    expect(entry).toMatchObject({ actor: clerk.id, actorRole: 'front_desk', ip: '10.0.2.1' });
    expect(entry.sentence).toBe('Rahim Uddin (front desk) set a new password with a reset link from 10.0.2.1');
  });

  it('records nothing for a refused password change', async () => {
    const clerk = await frontDeskClerk();
    await expect(
      t.app.auth.api.changePassword({
        headers: new Headers({ cookie: clerk.cookie }),
        body: { currentPassword: 'not-it-000', newPassword: 'new-secret-456' },
      }),
    ).rejects.toThrow();
    expect((await entriesOn(clerk.id)).map((e) => e.action)).not.toContain('auth.password-changed');
  });
});
