/**
 * Test databases, migrated once per run and copied per app (issue #10 "Tests").
 *
 * tests/setup/global-setup.ts builds two templates before any test file runs: `bare` (the
 * migrated schema) and `users` (that plus the standard admin and guest of app-with-users.ts).
 * Each test app then gets its own copy:
 * - PostgreSQL (DATABASE_URL set): `CREATE DATABASE hb_test_… TEMPLATE hb_tpl_…`, dropped on close;
 * - PGlite: a fresh in-memory instance loaded from the template's dumped data directory.
 * Without the global setup (a file run under another config) each app migrates from scratch.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import * as tar from 'tar';
import { inject } from 'vitest';
import { createPglite, openDatabase, type Database, type DatabaseHandle } from '#server/db/client.ts';
import * as schema from '#server/db/schema.ts';
import type { TestUser } from '#tests/factories/users.ts';

export type TemplateName = 'bare' | 'users';

/** What the global setup hands every test file (vitest `provide`/`inject`, so plain JSON). */
export interface TestDatabaseTemplates {
  kind: 'pglite' | 'postgres';
  /** PostgreSQL: template database names; PGlite: paths of the dumped data directories (tar). */
  templates: Record<TemplateName, string>;
  /** Sessions in the `users` template are signed with it, so every test app uses it too. */
  authSecret: string;
  /** The standard users inside the `users` template, with their session cookies. */
  users: { admin: TestUser; guest: TestUser };
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplates: TestDatabaseTemplates | null;
  }
}

/** The templates of this run, or null when no global setup made them. */
export function testTemplates(): TestDatabaseTemplates | null {
  try {
    return inject('testDatabaseTemplates') ?? null;
  } catch {
    return null;
  }
}

/** One test app's own database. */
export interface TestDatabase {
  /** The opened, migrated database; `buildApp` closes it with the app. */
  handle: DatabaseHandle;
  /** The scratch database's URL on the PostgreSQL server; undefined for PGlite. */
  url?: string;
  /** Drops the scratch database on the server (no-op for PGlite, which dies with its handle). */
  drop: () => Promise<void>;
}

/** Creates a scratch database on the DATABASE_URL server (copy of `template` if given); returns its URL and a drop function. */
export async function createScratchDatabase(serverUrl: string, template?: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `hb_test_${randomBytes(6).toString('hex')}`;
  await runOnServer(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => runOnServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** Runs one statement on the server's maintenance connection (CREATE/DROP DATABASE). */
async function runOnServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

const dumps = new Map<string, Blob>();

/** Opens PGlite in memory, loaded from a dumped data directory when `dumpPath` is given. */
export async function openPglite(dumpPath?: string): Promise<DatabaseHandle> {
  let loadDataDir: Blob | undefined;
  if (dumpPath) {
    // One read per test process; each app gets its own PGlite from the same bytes.
    loadDataDir = dumps.get(dumpPath) ?? new Blob([readFileSync(dumpPath)]);
    dumps.set(dumpPath, loadDataDir);
  }
  const client = await createPglite('memory://', loadDataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  return { db, kind: 'pglite', close: () => client.close() };
}

/**
 * A fresh database for one test app, copied from `template` of this run's global setup;
 * on PostgreSQL a scratch database on the DATABASE_URL server, else PGlite in memory.
 */
export async function openTestDatabase(template: TemplateName): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  const templates = testTemplates();
  if (serverUrl) {
    const scratch = await createScratchDatabase(serverUrl, templates?.templates[template]);
    // On a copy the migrator only confirms the schema is current (a few cheap queries).
    const handle = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
    return { handle, url: scratch.url, drop: scratch.drop };
  }
  const handle = templates ? await openPglite(templates.templates[template]) : await openDatabase({ dataDir: 'memory://' });
  return { handle, drop: async () => {} };
}

/**
 * Puts this run's migrated embedded database (the `template` dump) into `dataDir`, as the
 * server keeps it (`<dataDir>/pgdata`), for a test that starts a server or CLI on a data
 * directory of its own: it then opens the database instead of creating and migrating one
 * (about 3 CPU s each). Nothing to do on PostgreSQL or without this run's templates.
 */
export function fillDataDir(dataDir: string, template: TemplateName = 'bare'): void {
  const templates = testTemplates();
  if (process.env.DATABASE_URL || templates?.kind !== 'pglite') return;
  const pgdata = path.join(dataDir, 'pgdata');
  mkdirSync(pgdata, { recursive: true });
  tar.x({ file: templates.templates[template], cwd: pgdata, sync: true });
}
