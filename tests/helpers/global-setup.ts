/**
 * Vitest global setup: migrates the database once per run and leaves two templates that every
 * test app copies (test-database.ts): `bare` (schema only) and `users` (plus the standard admin
 * and guest). Teardown drops the template databases, or removes the PGlite dumps.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildApp } from '#server/app.ts';
import { buildConfig } from '#server/config.ts';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { readEnv } from '#server/env.ts';
import { createUser } from '#tests/factories/users.ts';
import { createScratchDatabase, openPglite, type TestDatabaseTemplates } from './test-database.ts';

/** Signs up the standard admin and guest through the real auth endpoint of an app on `handle`. */
async function seedStandardUsers(handle: DatabaseHandle, authSecret: string, workDir: string): Promise<TestDatabaseTemplates['users']> {
  const env = readEnv({ NODE_ENV: 'test', PORT: '9', PUBLIC_URL: 'http://127.0.0.1:9', DATA_DIR: 'memory://', BETTER_AUTH_SECRET: authSecret, JOBS_ENABLED: 'false' });
  const base = buildConfig(env);
  const config = { ...base, serveWeb: false, seedDemoData: false, identity: { ...base.identity, mail: { ...base.identity.mail, outboxDir: path.join(workDir, 'outbox') } } };
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
  const serverUrl = process.env.DATABASE_URL;
  let provided: TestDatabaseTemplates;
  let teardown: () => Promise<void>;
  if (serverUrl) {
    const bare = await createScratchDatabase(serverUrl);
    const bareHandle = await openDatabase({ databaseUrl: bare.url, dataDir: '' });
    await bareHandle.close();
    const users = await createScratchDatabase(serverUrl, nameOf(bare.url));
    const usersHandle = await openDatabase({ databaseUrl: users.url, dataDir: '' });
    const seeded = await seedStandardUsers(usersHandle, authSecret, workDir);
    await usersHandle.close();
    provided = { kind: 'postgres', templates: { bare: nameOf(bare.url), users: nameOf(users.url) }, authSecret, users: seeded };
    teardown = async () => {
      await users.drop();
      await bare.drop();
    };
  } else {
    const handle = await openDatabase({ dataDir: 'memory://' });
    const client = (handle.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }).$client;
    const barePath = path.join(workDir, 'bare.tar');
    writeFileSync(barePath, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
    await handle.close();
    const usersHandle = await openPglite(barePath);
    const seeded = await seedStandardUsers(usersHandle, authSecret, workDir);
    const usersClient = (usersHandle.db as unknown as { $client: { dumpDataDir: (c: 'none') => Promise<Blob> } }).$client;
    const usersPath = path.join(workDir, 'users.tar');
    writeFileSync(usersPath, Buffer.from(await (await usersClient.dumpDataDir('none')).arrayBuffer()));
    await usersHandle.close();
    provided = { kind: 'pglite', templates: { bare: barePath, users: usersPath }, authSecret, users: seeded };
    teardown = async () => {};
  }
  project.provide('testDatabaseTemplates', provided);
  return async () => {
    await teardown();
    rmSync(workDir, { recursive: true, force: true });
  };
}

/** The database name in a postgres:// URL. */
function nameOf(url: string): string {
  return new URL(url).pathname.slice(1);
}
