/**
 * The application's database role cannot undo the audit log (issue 29): deploy/postgres-roles.sql
 * (run with psql, as an operator would) creates an owner and an app role and a database; the app
 * starts with DATABASE_MIGRATION_URL as the owner (migrations) and DATABASE_URL as the app role,
 * works (sign-up, sign-in, audit entries), and its role may INSERT into audit_log but is refused
 * UPDATE, DELETE, TRUNCATE and disabling or dropping the trigger — refused by its privileges,
 * not only by the trigger. PostgreSQL only: PGlite has a single role (README "Database roles").
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';
import { createUser, signIn } from '#tests/factories/users.ts';

const serverUrl = process.env.DATABASE_URL;
const run = promisify(execFile);

describe.runIf(serverUrl)('PostgreSQL with an owner role and an app role', () => {
  const suffix = randomBytes(4).toString('hex');
  const names = { owner: `hb_owner_${suffix}`, app: `hb_app_${suffix}`, database: `hb_roles_${suffix}` };
  const urlAs = (role: string) => {
    const url = new URL(serverUrl!);
    url.username = role;
    url.password = 'test-only';
    url.pathname = `/${names.database}`;
    return url.toString();
  };
  let t: TestApp;
  let app: pg.Client;

  async function asSuperuser(sql: string): Promise<void> {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    const vars = [
      `owner_role=${names.owner}`,
      `app_role=${names.app}`,
      `database=${names.database}`,
      'owner_password=test-only',
      'app_password=test-only',
    ];
    await run('psql', [serverUrl!, '-q', ...vars.flatMap((v) => ['-v', v]), '-f', 'deploy/postgres-roles.sql']);
    t = await buildTestApp({ databaseUrl: urlAs(names.app), databaseMigrationUrl: urlAs(names.owner) });
    app = new pg.Client({ connectionString: urlAs(names.app) });
    await app.connect();
  }, 120_000);

  afterAll(async () => {
    await app?.end();
    await t?.close();
    await asSuperuser(`DROP DATABASE IF EXISTS ${names.database} WITH (FORCE)`);
    await asSuperuser(`DROP ROLE IF EXISTS ${names.app}`);
    await asSuperuser(`DROP ROLE IF EXISTS ${names.owner}`);
  });

  /** The error PostgreSQL answers `sql` with as the app role (null when it ran). */
  async function refusal(sql: string): Promise<string | null> {
    try {
      await app.query(sql);
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  }

  it('the owner migrated and owns every table; the app role owns none', async () => {
    const owners = await app.query<{ owner: string; n: number }>(
      `select tableowner as owner, count(*)::int as n from pg_tables where schemaname = 'public' group by tableowner`,
    );
    expect(owners.rows).toEqual([{ owner: names.owner, n: expect.any(Number) }]);
  });

  it('the app runs as the app role: sign-up, sign-in, and its audit entries go in', async () => {
    const someone = await createUser(t.app);
    await signIn(t.app, someone);
    const { rows } = await app.query(`select action from audit_log where object_id = $1`, [someone.id]);
    expect(rows).toEqual([{ action: 'auth.signed-in' }]);
    expect((await app.query('select current_user as role')).rows[0].role).toBe(names.app);
  });

  it('may insert into and read the audit log', async () => {
    expect(
      await refusal(`insert into audit_log (actor, action, object_type, object_id) values ('system', 'hold.expired', 'booking', 'x')`),
    ).toBeNull();
    const privileges = await app.query<Record<string, boolean>>(
      `select ${['select', 'insert', 'update', 'delete', 'truncate', 'trigger'].map((p) => `has_table_privilege(current_user, 'audit_log', '${p}') as "${p}"`).join(', ')}`,
    );
    expect(privileges.rows[0]).toEqual({ select: true, insert: true, update: false, delete: false, truncate: false, trigger: false });
  });

  it('is refused UPDATE, DELETE and TRUNCATE by its privileges, before the trigger is reached', async () => {
    for (const sql of ["update audit_log set actor = 'someone else'", 'delete from audit_log', 'truncate audit_log']) {
      expect(await refusal(sql), sql).toBe('permission denied for table audit_log');
    }
  });

  it('cannot disable or drop the append-only trigger, nor take the table', async () => {
    expect(await refusal('alter table audit_log disable trigger all')).toMatch(/^must be owner of (table|relation) audit_log$/);
    expect(await refusal('alter table audit_log disable trigger audit_log_append_only')).toMatch(
      /^must be owner of (table|relation) audit_log$/,
    );
    expect(await refusal('drop trigger audit_log_append_only on audit_log')).toMatch(/^must be owner of (table|relation) audit_log$/);
    expect(await refusal(`alter table audit_log owner to ${names.app}`)).toMatch(/^must be owner of (table|relation) audit_log$/);
    expect(await refusal('drop function audit_log_refuse_change() cascade')).toBe('must be owner of function audit_log_refuse_change');
  });

  it('keeps what it needs elsewhere: it updates and deletes in the other tables', async () => {
    expect(await refusal(`update "user" set name = name where false`)).toBeNull();
    expect(await refusal(`delete from verification where false`)).toBeNull();
  });
});
