/**
 * Vitest global setup: migrates the database once per run and leaves two templates that every
 * test app copies (test-database.ts): `bare` (schema only) and `users` (plus the standard admin
 * and guest). Teardown drops the template databases, or removes the PGlite dumps.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { buildApp } from '#server/app.ts';
import { buildConfig } from '#server/config.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { readEnv } from '#server/env.ts';
import { createUser } from '#tests/factories/users.ts';
import { createScratchDatabase, openPglite, type TestDatabaseTemplates } from '#tests/helpers/test-database.ts';

/** Signs up the standard admin and guest through the real auth endpoint of an app on `handle`. */
async function seedStandardUsers(handle: DatabaseHandle, authSecret: string, workDir: string): Promise<TestDatabaseTemplates['users']> {
  const env = readEnv({
    NODE_ENV: 'test',
    PORT: '9',
    PUBLIC_URL: 'http://127.0.0.1:9',
    DATA_DIR: 'memory://',
    BETTER_AUTH_SECRET: authSecret,
    JOBS_ENABLED: 'false',
  });
  const base = buildConfig(env);
  const config = {
    ...base,
    serveWeb: false,
    seedDemoData: false,
    identity: { ...base.identity, mail: { ...base.identity.mail, outboxDir: path.join(workDir, 'outbox') } },
  };
  // The app must not close the template's connection: we still dump or detach it afterwards.
  const app = await buildApp(config, { dbHandle: { ...handle, close: async () => {} }, logger: false });
  try {
    const admin = await createUser(app, { role: 'admin' });
    const guest = await createUser(app);
    return { admin, guest };
  } finally {
    await app.close();
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const authSecret = randomBytes(32).toString('hex');
  const workDir = mkdtempSync(path.join(os.tmpdir(), 'hb-test-templates-'));
  // Run in reverse at teardown, or at once when the setup fails half-way.
  const cleanups: Array<() => Promise<void> | void> = [() => rmSync(workDir, { recursive: true, force: true })];
  const teardown = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
  try {
    const serverUrl = process.env.DATABASE_URL;
    project.provide(
      'testDatabaseTemplates',
      serverUrl ? await makeServerTemplates(serverUrl, authSecret, workDir, cleanups) : await makePgliteTemplates(authSecret, workDir),
    );
  } catch (error) {
    await teardown();
    throw error;
  }
  return teardown;
}

/** Two template databases on the DATABASE_URL server; their drops are pushed onto `cleanups`. */
async function makeServerTemplates(
  serverUrl: string,
  authSecret: string,
  workDir: string,
  cleanups: Array<() => Promise<void> | void>,
): Promise<TestDatabaseTemplates> {
  const bare = await createScratchDatabase(serverUrl);
  cleanups.push(bare.drop);
  await (await openDatabase({ databaseUrl: bare.url, dataDir: '' })).close();
  const users = await createScratchDatabase(serverUrl, nameOf(bare.url));
  cleanups.push(users.drop);
  const usersHandle = await openDatabase({ databaseUrl: users.url, dataDir: '' });
  try {
    const seeded = await seedStandardUsers(usersHandle, authSecret, workDir);
    return { kind: 'postgres', templates: { bare: nameOf(bare.url), users: nameOf(users.url) }, authSecret, users: seeded };
  } finally {
    // A template must have no connections left, or CREATE DATABASE … TEMPLATE refuses it.
    await usersHandle.close();
  }
}

/** Two dumped PGlite data directories (tar files in `workDir`). */
async function makePgliteTemplates(authSecret: string, workDir: string): Promise<TestDatabaseTemplates> {
  const bare = path.join(workDir, 'bare.tar');
  await dumpAndClose(await openDatabase({ dataDir: 'memory://' }), bare);
  const usersHandle = await openPglite(bare);
  const seeded = await seedStandardUsers(usersHandle, authSecret, workDir);
  const users = path.join(workDir, 'users.tar');
  await dumpAndClose(usersHandle, users);
  return { kind: 'pglite', templates: { bare, users }, authSecret, users: seeded };
}

/** Writes a PGlite database's data directory to `file` (uncompressed tar: faster to load) and closes it. */
async function dumpAndClose(handle: DatabaseHandle, file: string): Promise<void> {
  try {
    const client = (handle.db as unknown as { $client: PGlite }).$client;
    writeFileSync(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await handle.close();
  }
}

/** The database name in a postgres:// URL. */
function nameOf(url: string): string {
  return new URL(url).pathname.slice(1);
}
