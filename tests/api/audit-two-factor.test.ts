/**
 * Two-factor events in the audit log (issue 29, plugins/auth-audit.ts) with better-auth's own
 * two-factor plugin, before the app mounts it: a better-auth instance on the test database with
 * twoFactor() and then authAuditPlugin records two-factor turned on, new backup codes, a
 * password sign-in that still needs its second factor as no sign-in, the sign-in completed with a
 * backup code, a wrong code as a failed sign-in (the account's e-mail, step two-factor), and
 * two-factor turned off. The plugin refuses to start placed before two-factor.
 */
import { and, asc, eq } from 'drizzle-orm';
import { betterAuth } from 'better-auth/minimal';
import { twoFactor } from 'better-auth/plugins';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { describe, expect, it } from 'vitest';
import * as schema from '#server/db/schema.ts';
import { authAuditPlugin } from '#server/plugins/auth-audit.ts';
import { useTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';
import { cookieHeaderFrom } from '#tests/factories/users.ts';

let t: TestApp;
useTestApp((app) => (t = app));

function authWith(plugins: Parameters<typeof betterAuth>[0]['plugins']) {
  return betterAuth({
    baseURL: 'http://127.0.0.1',
    basePath: '/api/auth',
    secret: 'audit-two-factor-test-secret-0123456789abcdef',
    database: drizzleAdapter(t.app.db, { provider: 'pg', schema: { ...schema } }),
    emailAndPassword: { enabled: true },
    advanced: { database: { generateId: () => crypto.randomUUID() } },
    plugins,
  });
}

/** POSTs `path` with `body` and `cookie` to `auth`'s handler; returns the status, JSON and new cookies. */
async function post(auth: ReturnType<typeof authWith>, path: string, body: object, cookie = '') {
  const res = await auth.handler(
    new Request(`http://127.0.0.1/api/auth${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, origin: 'http://127.0.0.1', 'x-hotel-client-ip': '10.0.3.1' },
      body: JSON.stringify(body),
    }),
  );
  return {
    status: res.status,
    json: (await res.json().catch(() => null)) as Record<string, unknown>,
    cookie: cookieHeaderFrom(res.headers.getSetCookie()),
  };
}

const actionsOn = async (userId: string) =>
  (
    await t.app.db
      .select({ action: schema.auditLog.action, actor: schema.auditLog.actor, after: schema.auditLog.after })
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.objectId, userId), eq(schema.auditLog.objectType, 'user')))
      .orderBy(asc(schema.auditLog.at), asc(schema.auditLog.id))
  ).map((e) => [
    e.action,
    e.actor === userId ? 'self' : e.actor,
    (e.after as { method?: string; step?: string } | null)?.method ?? (e.after as { step?: string } | null)?.step ?? null,
  ]);

describe('with better-auth’s two-factor plugin', () => {
  it('records enrolment, backup codes, the two-step sign-in, a wrong code and turning it off', async () => {
    const auth = authWith([twoFactor({ skipVerificationOnEnable: true }), authAuditPlugin(t.app.db)]);
    const email = `tf-${Date.now()}@example.com`;
    const password = 'two-factor-123';
    const up = await post(auth, '/sign-up/email', { email, password, name: 'Nadia' });
    expect(up.status).toBe(200);
    const userId = (up.json.user as { id: string }).id;
    const enabled = await post(auth, '/two-factor/enable', { password }, up.cookie);
    expect(enabled.status).toBe(200);
    const codes = (await post(auth, '/two-factor/generate-backup-codes', { password }, enabled.cookie || up.cookie)).json
      .backupCodes as string[];
    expect(codes.length).toBeGreaterThan(1);

    const first = await post(auth, '/sign-in/email', { email, password });
    expect(first.json.twoFactorRedirect).toBe(true);
    expect((await post(auth, '/two-factor/verify-backup-code', { code: 'wrong-code' }, first.cookie)).status).toBe(401);
    const done = await post(auth, '/two-factor/verify-backup-code', { code: codes[0] }, first.cookie);
    expect(done.status).toBe(200);
    expect((await post(auth, '/two-factor/disable', { password }, done.cookie)).status).toBe(200);

    expect(await actionsOn(userId)).toEqual([
      ['auth.two-factor-enabled', 'self', null],
      ['auth.backup-codes-regenerated', 'self', null],
      ['auth.sign-in-failed', 'anonymous', 'a password and a backup code'],
      ['auth.signed-in', 'self', 'a password and a backup code'],
      ['auth.two-factor-disabled', 'self', null],
    ]);
    const [failed] = await t.app.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.objectId, userId), eq(schema.auditLog.action, 'auth.sign-in-failed')));
    expect(failed.after).toMatchObject({ email, step: 'two-factor' });
    expect(failed.ip).toBe('10.0.3.1');
  });

  it('refuses to start placed before the two-factor plugin (it would record half-done sign-ins)', async () => {
    const auth = authWith([authAuditPlugin(t.app.db), twoFactor()]);
    await expect(auth.$context).rejects.toThrow(/auth-audit must come after two-factor/);
  });
});
