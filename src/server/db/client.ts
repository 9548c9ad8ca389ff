/**
 * Database connection (docs/architecture.md#stack): `DATABASE_URL` set → node-postgres pool on a real server;
 * unset → PGlite (embedded PostgreSQL) in `dataDir`, or in memory for `memory://`.
 * Migrations are applied from code on open.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { withSessionAdvisoryLock } from './session-lock.ts';
import { currentRoleOf, restrictAppRole } from './app-role.ts';
import { lockDataDir } from './data-dir-lock.ts';
import * as schema from './schema.ts';

export type Database = ReturnType<typeof drizzlePg<typeof schema>>;
/** A transaction handle; repositories accept either this or the root `Database`. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
}

/** PostgreSQL extensions every PGlite open must load: btree_gist (no double booking), pg_trgm (admin search). */
const PGLITE_EXTENSIONS = { btree_gist, pg_trgm };

/**
 * The embedded PostgreSQL runs inside this process, so its buffer pool is this process's memory:
 * PostgreSQL's default 128 MB pool kept the idle server at 640 MB+. 16 MB holds a small hotel's
 * hot pages; the operating system's file cache keeps the rest (issue #9: the server stays under
 * 512 MB through 60 concurrent photo uploads; bench/upload-memory.ts, docs/performance.md).
 */
const PGLITE_SHARED_BUFFERS = '16MB';
const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];

/**
 * Starts the embedded PostgreSQL in `dir` (a folder, or `memory://`) with our extensions and
 * start parameters, loading a dumped data directory (tar) first when given: every PGlite of the
 * server, the backup CLI and the tests opens here. Zeroing the 128 MB default pool also cost
 * each open about 0.7 CPU s (1.6 -> 0.9 s from a dump on 2 cores).
 */
export function createPglite(dir: string, loadDataDir?: Blob): Promise<PGlite> {
  return PGlite.create(dir, { extensions: PGLITE_EXTENSIONS, startParams: PGLITE_START_PARAMS, loadDataDir });
}

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/**
 * File name of the migrated empty embedded database that the build writes beside the compiled
 * server (dist/server, `node dist/server/make-empty-database.js`; issue 31 "Memory").
 */
export const EMPTY_DATABASE_ARCHIVE = 'empty-database.tar.gz';

/**
 * The build's empty-database archive (a gzipped PGlite data-directory dump) beside this module,
 * or null where there is none (the TypeScript sources under tsx, a build without it).
 */
function findEmptyDatabaseArchive(): string | null {
  const file = path.join(path.dirname(fileURLToPath(import.meta.url)), EMPTY_DATABASE_ARCHIVE);
  return existsSync(file) ? file : null;
}

/**
 * Opens PGlite in the folder `pgDir`. A fresh (empty) folder is filled from the build's
 * empty-database archive when there is one: PGlite's initdb on an empty folder runs a second
 * WebAssembly instance and peaked at about 1.1 GB of RSS, loading the dump at about 0.3 GB
 * (issue 31: seeding a fresh data folder must peak under 600 MB). The migrations then find
 * the archive's applied and run only newer ones. When the archive cannot be loaded (e.g. a dump
 * of another PGlite version) the folder is emptied again and initdb runs as without one.
 */
async function openPgliteFolder(pgDir: string, emptyDatabaseArchive: string | null): Promise<PGlite> {
  mkdirSync(pgDir, { recursive: true });
  const archive = readdirSync(pgDir).length === 0 ? emptyDatabaseArchive : null;
  if (!archive) return createPglite(pgDir);
  try {
    return await createPglite(pgDir, new Blob([readFileSync(archive)]));
  } catch (error) {
    console.warn(`Could not load the empty database ${archive} (${(error as Error).message}); creating the database from scratch.`);
    for (const entry of readdirSync(pgDir)) rmSync(path.join(pgDir, entry), { recursive: true, force: true });
    return createPglite(pgDir);
  }
}

/**
 * Advisory lock key held while migrating a PostgreSQL server (any fixed number; the seed's
 * and the jobs' keys differ). Instances starting together migrate one after another, and the
 * later ones find every migration applied (issue 24).
 */
const MIGRATION_LOCK_KEY = 4_711_2401;

/** Ends the process when its data-directory lock is taken away: two writers would lose data. */
function stopOnLostLock(error: Error): void {
  console.error(`Lost the lock on the data directory (${error.message}); stopping so that two processes never write it.`);
  process.exit(1);
}

/**
 * Migrates the PostgreSQL server of `pool` under the migration lock: as `pool`'s own role, or,
 * given `migrationUrl` (issue 29: the tables' owner), on one connection of that role, which then
 * leaves `pool`'s role only INSERT among the changes to the audit log (app-role.ts).
 */
async function migratePostgres(pool: pg.Pool, migrationUrl: string | undefined): Promise<void> {
  if (!migrationUrl) {
    await withSessionAdvisoryLock(pool, MIGRATION_LOCK_KEY, (client) => migratePg(drizzlePg(client), { migrationsFolder }));
    return;
  }
  const appRole = await currentRoleOf(pool);
  const owner = new pg.Pool({ connectionString: migrationUrl, max: 1 });
  try {
    await withSessionAdvisoryLock(owner, MIGRATION_LOCK_KEY, async (client) => {
      await migratePg(drizzlePg(client), { migrationsFolder });
      const ownerRole = (await client.query<{ role: string }>('select current_user as role')).rows[0].role;
      if (ownerRole !== appRole) await restrictAppRole(client, appRole);
    });
  } finally {
    await owner.end();
  }
}

/**
 * Opens and migrates the database. `databaseUrl` wins; otherwise `dataDir` holds PGlite's
 * files (`dataDir === 'memory://'` keeps it in memory, for tests). On PostgreSQL, `migrationUrl`
 * (DATABASE_MIGRATION_URL, issue 29) migrates as the tables' owner and the app keeps `databaseUrl`'s
 * role; PGlite has one role and ignores it. On disk, PGlite's directory is locked for this
 * process first (data-dir-lock.ts; `purpose` names the process to others) and released on
 * close. Throws DataDirLockedError when another process holds it. A fresh folder is filled from
 * `emptyDatabaseArchive` (default: the build's, beside this module; null: none, initdb) before
 * migrating, see openPgliteFolder.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  migrationUrl?: string;
  dataDir: string;
  purpose?: string;
  emptyDatabaseArchive?: string | null;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client can lose its server (restart, failover, an admin terminating it); the pool
    // replaces it on next use. Without a listener that 'error' event would crash the process.
    pool.on('error', (error) => console.warn(`PostgreSQL idle connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema });
    try {
      await migratePostgres(pool, options.migrationUrl);
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const isMemory = options.dataDir.startsWith('memory://');
  const pgDir = isMemory ? options.dataDir : path.resolve(options.dataDir, 'pgdata');
  const releaseLock = isMemory ? async () => {} : await lockDataDir(options.dataDir, options.purpose ?? 'server', stopOnLostLock);
  try {
    const archive = options.emptyDatabaseArchive === undefined ? findEmptyDatabaseArchive() : options.emptyDatabaseArchive;
    const client = isMemory ? await createPglite(pgDir) : await openPgliteFolder(pgDir, archive);
    const db = drizzlePglite(client, { schema }) as unknown as Database;
    await migratePglite(db as never, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      close: async () => {
        try {
          await client.close();
        } finally {
          await releaseLock();
        }
      },
    };
  } catch (error) {
    await releaseLock();
    throw error;
  }
}

/** SQLSTATE of a driver error, wherever Drizzle put it (`error.cause.code` or `error.code`). */
export function sqlStateOf(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = e?.cause?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}
