/**
 * Managing staff (issue 29): the staff list; an invitation (an unknown e-mail gets an account and
 * a set-password link that works; a guest is promoted and told; staff already → 409); role
 * changes and demotion; only an owner makes or changes an owner (Make Admin too); nobody changes
 * themselves; the last owner survives two concurrent demotions; deactivation ends the session at
 * once and refuses the next sign-in; reactivation lets them in again; every change is audited.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { Role } from '#shared/domain/staff-roles.ts';
import { account, auditLog, session, user } from '#server/db/schema.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { waitUntil } from '#tests/helpers/payment-flow.ts';
import { createUser, signIn, type TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let owner: TestUser;
let guest: TestUser;
useAppWithUsers((s) => ({ t, admin: owner, guest } = s));

/** A new user with `role` (set in the database), signed in afresh. */
async function userWithRole(role: Role, name?: string): Promise<TestUser> {
  const made = await createUser(t.app, name ? { name } : {});
  await t.app.db.update(user).set({ role }).where(eq(user.id, made.id));
  return { ...made, cookie: await signIn(t.app, made) };
}

const call = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: unknown) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload === undefined ? {} : { payload: payload as object }) });
const invite = (cookie: string, body: { email: string; name: string; role: string }) =>
  call('POST', '/api/admin/staff/invitations', cookie, body);
const changeRole = (cookie: string, id: string, role: string) => call('PUT', `/api/admin/staff/${id}/role`, cookie, { role });
const deactivate = (cookie: string, id: string) => call('POST', `/api/admin/staff/${id}/deactivate`, cookie);
const reactivate = (cookie: string, id: string) => call('POST', `/api/admin/staff/${id}/reactivate`, cookie);
const roleOf = async (id: string) => (await t.app.db.select({ role: user.role }).from(user).where(eq(user.id, id)))[0]?.role;
const auditOf = (id: string) => t.app.db.select().from(auditLog).where(eq(auditLog.objectId, id)).orderBy(auditLog.at);
/** A staff-only read: 200 for staff with `staff`, 403 for other roles, 401 signed out. */
const staffRead = async (cookie: string) => (await call('GET', '/api/admin/staff', cookie)).statusCode;
const signInStatus = (email: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: t.app.config.publicUrl },
    remoteAddress: `10.29.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    payload: { email, password },
  });

/** The decoded text of the newest .eml in the outbox addressed to `email` (waits for it). */
async function mailTo(email: string): Promise<string> {
  const outbox = t.config.identity.mail.outboxDir;
  const find = () =>
    (existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [])
      .sort()
      .reverse()
      .map((f) => readFileSync(path.join(outbox, f), 'utf8'))
      .map((s) => s.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))))
      .find((mail) => mail.includes(`To: ${email}`));
  await waitUntil(async () => find() !== undefined);
  return find()!;
}

describe('GET /api/admin/staff', () => {
  it('lists staff (not guests) with role, two-factor, last sign-in and deactivation', async () => {
    const desk = await userWithRole('front_desk');
    const res = await call('GET', '/api/admin/staff', owner.cookie);
    expect(res.statusCode).toBe(200);
    const list = res.json() as Array<{
      id: string;
      role: string;
      isTwoFactorEnabled: boolean;
      lastSignInAt: string | null;
      deactivatedAt: null;
    }>;
    expect(list.map((m) => m.id)).toContain(owner.id);
    expect(list.map((m) => m.id)).not.toContain(guest.id);
    const row = list.find((m) => m.id === desk.id)!;
    expect(row).toMatchObject({ role: 'front_desk', isTwoFactorEnabled: false, deactivatedAt: null, email: desk.email });
    expect(Date.parse(row.lastSignInAt!)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('POST /api/admin/staff/invitations', () => {
  it('creates an unknown e-mail’s account, whose e-mailed link sets the password, and audits it', async () => {
    const email = `rina.${Date.now()}@hotel.test`;
    const res = await invite(owner.cookie, { email: email.toUpperCase(), name: 'Rina Akter', role: 'front_desk' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: `Invitation sent to ${email}`, member: { email, name: 'Rina Akter', role: 'front_desk' } });
    const id = res.json().member.id as string;
    // No password yet: a credential account appears only when she sets one.
    expect(await t.app.db.select().from(account).where(eq(account.userId, id))).toHaveLength(0);
    expect((await signInStatus(email, 'whatever1')).statusCode).toBe(401);

    const mail = await mailTo(email);
    expect(mail).toContain(`${owner.name} invited you to ${t.app.config.hotel.name} as Front desk`);
    const link = /(http:\/\/\S+\/reset-password\?token=([\w-]+))/.exec(mail);
    expect(link).not.toBeNull();
    const set = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: link![2], newPassword: 'desk-pass-1' },
    });
    expect(set.statusCode, set.body).toBe(200);
    const signedIn = await signInStatus(email, 'desk-pass-1');
    expect(signedIn.statusCode).toBe(200);
    // The link works once.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token: link![2], newPassword: 'other-pass-2' },
    });
    expect(again.statusCode).toBe(400);

    const [entry] = await auditOf(id);
    expect(entry).toMatchObject({ action: 'staff.invited', actor: owner.id, before: null, after: { role: 'front_desk', email } });
    expect(JSON.stringify(entry)).not.toContain(link![2]);
  });

  it('promotes an existing guest and tells them by e-mail; staff already is 409', async () => {
    const someone = await createUser(t.app, { name: 'Kamal Hossain' });
    const res = await invite(owner.cookie, { email: someone.email, name: 'Ignored Name', role: 'housekeeping' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: 'Kamal Hossain is now Housekeeping', member: { id: someone.id, role: 'housekeeping' } });
    expect(await mailTo(someone.email)).toContain(`added you to ${t.app.config.hotel.name}'s staff as Housekeeping`);
    // Their open session has the new role at once.
    expect(await staffRead(someone.cookie)).toBe(403);
    expect((await call('GET', '/api/admin/housekeeping', someone.cookie)).statusCode).toBe(200);
    expect((await auditOf(someone.id)).at(-1)).toMatchObject({
      action: 'staff.invited',
      before: { role: 'guest' },
      after: { role: 'housekeeping' },
    });

    const twice = await invite(owner.cookie, { email: someone.email, name: 'Kamal Hossain', role: 'manager' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ALREADY_STAFF');
    expect(await roleOf(someone.id)).toBe('housekeeping');
  });

  it('two invitations of one new e-mail at once: one account, the other 409', async () => {
    const email = `twice.${Date.now()}@hotel.test`;
    const body = { email, name: 'Twice Invited', role: 'accountant' };
    const replies = await Promise.all([invite(owner.cookie, body), invite(owner.cookie, body)]);
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await t.app.db.select().from(user).where(eq(user.email, email))).toHaveLength(1);
  });

  it('refuses bad input with 400 and changes nothing', async () => {
    for (const body of [
      { email: 'not-an-email', name: 'A', role: 'front_desk' },
      { email: 'a@hotel.test', name: '', role: 'front_desk' },
      { email: 'a@hotel.test', name: 'A', role: 'guest' },
      { email: 'a@hotel.test', name: 'A', role: 'emperor' },
    ]) {
      const res = await invite(owner.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toHaveProperty('code');
    }
    expect(await t.app.db.select().from(user).where(eq(user.email, 'a@hotel.test'))).toHaveLength(0);
  });
});

describe('role changes', () => {
  it('changes a role and demotes to guest, audited with before and after, holding at once', async () => {
    const desk = await userWithRole('front_desk');
    const up = await changeRole(owner.cookie, desk.id, 'manager');
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json()).toMatchObject({ message: `${desk.name} is now Manager`, member: { role: 'manager' } });
    expect(await staffRead(desk.cookie)).toBe(200);
    const down = await changeRole(owner.cookie, desk.id, 'guest');
    expect(down.statusCode).toBe(200);
    expect(down.json()).toMatchObject({ member: null });
    expect(await staffRead(desk.cookie)).toBe(403);
    const entries = (await auditOf(desk.id)).filter((e) => e.action === 'staff.role-changed');
    expect(entries.map((e) => [e.before, e.after])).toEqual([
      [{ role: 'front_desk' }, { role: 'manager' }],
      [{ role: 'manager' }, { role: 'guest' }],
    ]);
  });

  it('a manager manages everyone but owners: cannot make, change or deactivate an owner, nor Make Admin', async () => {
    const manager = await userWithRole('manager');
    const desk = await userWithRole('front_desk');
    expect((await changeRole(manager.cookie, desk.id, 'accountant')).statusCode).toBe(200);
    const refused = [
      await changeRole(manager.cookie, desk.id, 'admin'),
      await changeRole(manager.cookie, owner.id, 'guest'),
      await deactivate(manager.cookie, owner.id),
      await invite(manager.cookie, { email: `boss.${Date.now()}@hotel.test`, name: 'Boss', role: 'admin' }),
      await call('POST', `/api/make-admin/${desk.id}`, manager.cookie),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403]);
    expect(refused[0].json()).toEqual({ message: 'Only an owner can make an owner', code: 'FORBIDDEN' });
    expect(await roleOf(desk.id)).toBe('accountant');
    expect(await roleOf(owner.id)).toBe('admin');
    // An owner still may (Make Admin stays, as promoting to owner).
    expect((await call('POST', `/api/make-admin/${desk.id}`, owner.cookie)).statusCode).toBe(200);
    expect(await roleOf(desk.id)).toBe('admin');
    await changeRole(owner.cookie, desk.id, 'guest');
  });

  it('nobody changes or deactivates themselves here', async () => {
    const manager = await userWithRole('manager');
    for (const res of [await changeRole(manager.cookie, manager.id, 'accountant'), await deactivate(manager.cookie, manager.id)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('You cannot change your own account here');
    }
    expect(await roleOf(manager.id)).toBe('manager');
  });

  it('404 for an unknown id', async () => {
    expect((await changeRole(owner.cookie, 'no-such-user', 'manager')).statusCode).toBe(404);
  });
});

describe('the last owner', () => {
  // The file's owner is made a guest for these races; it is the owner again after each.
  afterEach(async () => {
    await t.app.db.update(user).set({ role: 'admin' }).where(eq(user.id, owner.id));
    await t.app.sessionCache.forgetUser(owner.id);
  });

  /** Leaves `keep` as the only active owner (the others become guests in the database). */
  const onlyOwner = async (keep: string[]) => {
    for (const row of await t.app.db.select().from(user).where(eq(user.role, 'admin'))) {
      if (!keep.includes(row.id)) await t.app.db.update(user).set({ role: 'guest' }).where(eq(user.id, row.id));
    }
  };

  it('two owners demoting each other at once: one wins, the other is refused, an owner remains', async () => {
    const a = await userWithRole('admin', 'Owner A');
    const b = await userWithRole('admin', 'Owner B');
    await onlyOwner([a.id, b.id]);
    const [ab, ba] = await Promise.all([changeRole(a.cookie, b.id, 'manager'), changeRole(b.cookie, a.id, 'manager')]);
    // The loser is refused: 409 LAST_OWNER when both checks overlapped (PostgreSQL), or 403 when
    // its request began after the winner's commit and it reads as a manager already (PGlite runs one at a time).
    const codes = [ab.statusCode, ba.statusCode].sort();
    expect(codes, `${ab.body} ${ba.body}`).toEqual([200, expect.toBeOneOf([403, 409])]);
    const owners = await t.app.db.select().from(user).where(eq(user.role, 'admin'));
    expect(owners).toHaveLength(1);
  });

  it('two owners deactivating each other at once: one wins, one active owner remains', async () => {
    const a = await userWithRole('admin', 'Owner C');
    const b = await userWithRole('admin', 'Owner D');
    await onlyOwner([a.id, b.id]);
    const replies = await Promise.all([deactivate(a.cookie, b.id), deactivate(b.cookie, a.id)]);
    // The loser is refused: 409 LAST_OWNER, or 401 when its session had already ended with the deactivation.
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, expect.toBeOneOf([401, 409])]);
    const active = (await t.app.db.select().from(user).where(eq(user.role, 'admin'))).filter((u) => !u.deactivatedAt);
    expect(active).toHaveLength(1);
  });
});

describe('deactivation', () => {
  it('ends the open session at once, refuses the next sign-in, and reactivation lets them back', async () => {
    const desk = await userWithRole('front_desk');
    const deskRead = async () => (await call('GET', '/api/admin/today', desk.cookie)).statusCode;
    expect(await deskRead()).toBe(200);
    expect(await deskRead()).toBe(200); // now held by the session cache
    // Two sessions: the sign-up's and the sign-in's; both end.
    const res = await deactivate(owner.cookie, desk.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ member: { id: desk.id } });
    expect(res.json().member.deactivatedAt).not.toBeNull();
    expect(await deskRead()).toBe(401);
    expect(await t.app.db.select().from(session).where(eq(session.userId, desk.id))).toHaveLength(0);
    // Their sessions are gone, their last sign-in is not.
    const listed = (await call('GET', '/api/admin/staff', owner.cookie)).json() as Array<{ id: string; lastSignInAt: string | null }>;
    expect(Date.parse(listed.find((m) => m.id === desk.id)!.lastSignInAt!)).toBeGreaterThan(Date.now() - 60_000);

    const refused = await signInStatus(desk.email, desk.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: 'This account has been deactivated', code: 'ACCOUNT_DEACTIVATED' });
    expect(await t.app.db.select().from(session).where(eq(session.userId, desk.id))).toHaveLength(0);

    expect((await reactivate(owner.cookie, desk.id)).statusCode).toBe(200);
    expect((await signInStatus(desk.email, desk.password)).statusCode).toBe(200);
    const entries = (await auditOf(desk.id)).filter((e) => e.action.startsWith('staff.'));
    expect(entries.map((e) => e.action)).toEqual(['staff.deactivated', 'staff.reactivated']);
    expect(entries[0]).toMatchObject({ actor: owner.id, before: { isActive: true }, after: { isActive: false, sessionsEnded: 2 } });
  });

  it('a guest is no staff member to deactivate (404), and a refused call changes nothing', async () => {
    expect((await deactivate(owner.cookie, guest.id)).statusCode).toBe(404);
    const desk = await userWithRole('front_desk');
    expect((await deactivate(desk.cookie, owner.id)).statusCode).toBe(403);
    const [row] = await t.app.db
      .select()
      .from(user)
      .where(and(eq(user.id, owner.id)));
    expect(row.deactivatedAt).toBeNull();
  });
});
