/**
 * Admin customer calls (issue #3; docs/product/screens.md#all-customers, docs/product/states.md#user-role, docs/product/api.md#admin-users all-users and
 * make-admin, docs/product/messages.md#toasts "{name} made Admin") and the make-admin CLI that gives a fresh install its
 * first admin.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSchema } from '#shared/schemas/users.ts';
import { openDatabase } from '#server/db/client.ts';
import { roomLikes, user } from '#server/db/schema.ts';
import { buildTestApp, createScratchDatabase, type TestApp } from '#tests/helpers/build-test-app.ts';
import { fillDataDir } from '#tests/helpers/test-database.ts';
import { queriesOn, recordQueries } from '#tests/helpers/query-recorder.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'admin', name: 'Hotel Owner' });
  guest = await createUser(t.app, { name: 'Rahim Uddin' });
});
afterAll(async () => {
  await t?.close();
});

function call(method: 'GET' | 'POST', url: string, cookie: string | null) {
  return t.app.inject({ method, url, headers: { origin: t.baseUrl, ...(cookie ? { cookie } : {}) } });
}

const roleOf = async (id: string) => (await t.app.db.select({ role: user.role }).from(user).where(eq(user.id, id)))[0]?.role;

describe('GET /api/all-users', () => {
  it('lists every user newest first with docs/product/entities.md#user fields and liked room ids, in one query', async () => {
    const liker = await createUser(t.app, { name: 'Newest Liker' });
    const [roomA, roomB] = [await createRoom(t.app, admin.id), await createRoom(t.app, admin.id)];
    await t.app.db.insert(roomLikes).values([
      { roomId: roomA.id, userId: liker.id },
      { roomId: roomB.id, userId: liker.id },
    ]);

    const { result: res, queries } = await recordQueries(t.app, () => call('GET', '/api/all-users', admin.cookie));
    expect(res.statusCode).toBe(200);
    const list = userSchema.array().parse(res.json());
    expect(list.map((u) => u._id).slice(0, 3)).toEqual([liker.id, guest.id, admin.id]);
    expect(list[0]).toEqual({
      _id: liker.id,
      name: 'Newest Liker',
      email: liker.email,
      photo: null,
      role: 'guest',
      status: 'Verified',
      likings: expect.arrayContaining([roomA.id, roomB.id]),
      age: null,
      phoneNumber: null,
      address: null,
      bio: null,
    });
    expect(list[0].likings).toHaveLength(2);
    expect(list.find((u) => u._id === admin.id)).toMatchObject({ role: 'admin', likings: [] });
    // Nothing beyond the contract leaks (no password hashes, tokens or internal columns).
    expect(Object.keys(res.json()[0]).sort()).toEqual(Object.keys(userSchema.shape).sort());
    // One statement reads users with their likes, however many users there are.
    expect(queriesOn(queries, 'room_likes')).toHaveLength(1);
  });

  it('answers 401 to anonymous callers and 403 to guests', async () => {
    expect((await call('GET', '/api/all-users', null)).statusCode).toBe(401);
    expect((await call('GET', '/api/all-users', guest.cookie)).statusCode).toBe(403);
  });
});

describe('POST /api/make-admin/:userId', () => {
  it('promotes a guest ("{name} made Admin"); the guest\'s own session is an admin at once', async () => {
    const promoted = await createUser(t.app, { name: 'Karim Hasan' });
    expect((await call('GET', '/api/all-users', promoted.cookie)).statusCode).toBe(403);
    const res = await call('POST', `/api/make-admin/${promoted.id}`, admin.cookie);
    expect({ status: res.statusCode, body: res.json() }).toEqual({ status: 200, body: { message: 'Karim Hasan made Admin' } });
    expect(await roleOf(promoted.id)).toBe('admin');
    expect((await call('GET', '/api/all-users', promoted.cookie)).statusCode).toBe(200);
  });

  it('is one way and idempotent: promoting an admin again answers the same and keeps the role', async () => {
    const twice = await createUser(t.app, { name: 'Twice Promoted' });
    for (let round = 0; round < 2; round += 1) {
      const res = await call('POST', `/api/make-admin/${twice.id}`, admin.cookie);
      expect(res.json()).toEqual({ message: 'Twice Promoted made Admin' });
    }
    expect(await roleOf(twice.id)).toBe('admin');
    // The self-service profile upsert cannot undo it either (docs/architecture.md#api-design).
    const headers = { origin: t.baseUrl, cookie: twice.cookie };
    await t.app.inject({ method: 'PUT', url: `/api/users/${twice.email}`, headers, payload: { role: 'guest' } });
    expect(await roleOf(twice.id)).toBe('admin');
  });

  it('answers 404 for an unknown user', async () => {
    const res = await call('POST', '/api/make-admin/no-such-user', admin.cookie);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses guests (even for themselves) and anonymous callers, and promotes nobody', async () => {
    expect((await call('POST', `/api/make-admin/${guest.id}`, guest.cookie)).statusCode).toBe(403);
    expect((await call('POST', `/api/make-admin/${guest.id}`, null)).statusCode).toBe(401);
    expect(await roleOf(guest.id)).toBe('guest');
  });
});

describe('npm run make-admin -- <email>', () => {
  const run = promisify(execFile);
  const script = path.resolve('src/server/cli/make-admin.ts');

  /** Runs the CLI against the database in `env`; resolves to its exit code and output. */
  async function makeAdminCli(env: NodeJS.ProcessEnv, ...args: string[]) {
    try {
      const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', script, ...args], { env: { ...process.env, ...env } });
      return { code: 0, output: stdout + stderr };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, output: failed.stdout + failed.stderr };
    }
  }

  // Five openings of an on-disk database and three CLI processes: over a minute when the
  // CI runs this beside both browser journeys on two cores.
  it('promotes an existing account in the configured database and explains an unknown e-mail', { timeout: 180_000 }, async () => {
    // Its own database on disk (or a scratch one on the server), since a PGlite in memory is per process.
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'make-admin-'));
    fillDataDir(dataDir);
    const scratch = process.env.DATABASE_URL ? await createScratchDatabase(process.env.DATABASE_URL) : null;
    const env = { DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? '', LOG_LEVEL: 'warn' };
    try {
      const handle = await openDatabase({ databaseUrl: scratch?.url, dataDir });
      await handle.db.insert(user).values({ id: 'first-owner', name: 'First Owner', email: 'owner@example.com' });
      await handle.close();

      const promoted = await makeAdminCli(env, '--', 'Owner@Example.com');
      expect(promoted).toEqual({ code: 0, output: expect.stringContaining('First Owner <owner@example.com> is now an admin.') });
      const unknown = await makeAdminCli(env, 'nobody@example.com');
      expect(unknown).toEqual({ code: 1, output: expect.stringContaining('No account with the e-mail nobody@example.com') });
      expect(await makeAdminCli(env)).toEqual({ code: 2, output: expect.stringContaining('Usage: npm run make-admin') });

      const check = await openDatabase({ databaseUrl: scratch?.url, dataDir });
      const [row] = await check.db.select({ role: user.role }).from(user).where(eq(user.id, 'first-owner'));
      await check.close();
      expect(row.role).toBe('admin');
    } finally {
      await scratch?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
