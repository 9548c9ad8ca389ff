/**
 * The PostgreSQL pool survives an idle connection being terminated by the server (restart,
 * failover, DROP DATABASE ... WITH (FORCE)): no process crash, and the next query works.
 * Runs on the PostgreSQL server only (PGlite has no server to lose). The embedded database
 * runs with a small buffer pool, as it shares the server process, and a fresh data folder is
 * filled from the build's migrated empty database instead of running initdb (issue 31).
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { openDatabase, type DatabaseHandle } from '#server/db/client.ts';
import { createScratchDatabase } from '#tests/helpers/build-test-app.ts';

describe.runIf(process.env.DATABASE_URL)('PostgreSQL pool', () => {
  it('keeps working after the server terminates an idle connection', async () => {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL!);
    const handle = await openDatabase({ databaseUrl: scratch.url, dataDir: '' });
    // The pool reports the lost connection as a warning; captured here so the run's log shows
    // no "idle connection lost" unless something else loses one.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const first = await handle.db.execute(sql`select pg_backend_pid() as pid`);
      const pid = Number((first as unknown as { rows: Array<{ pid: number }> }).rows[0].pid);
      const admin = new pg.Client({ connectionString: scratch.url });
      await admin.connect();
      await admin.query('select pg_terminate_backend($1)', [pid]);
      await admin.end();
      // Wait until the idle client has received the termination (the pool's 'error' event).
      await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('PostgreSQL idle connection lost')), {
        timeout: 5_000,
      });
      const again = await handle.db.execute(sql`select 1 as one`);
      expect((again as unknown as { rows: Array<{ one: number }> }).rows[0].one).toBe(1);
    } finally {
      warn.mockRestore();
      await handle.close();
      await scratch.drop();
    }
  });
});

describe.skipIf(process.env.DATABASE_URL)('embedded database', () => {
  it('runs with a 16 MB buffer pool, since it lives in the server process (issue #9 memory bound)', async () => {
    const handle = await openDatabase({ dataDir: 'memory://' });
    try {
      const result = await handle.db.execute(sql`show shared_buffers`);
      expect((result as unknown as { rows: Array<{ shared_buffers: string }> }).rows[0].shared_buffers).toBe('16MB');
    } finally {
      await handle.close();
    }
    // A fresh embedded cluster runs initdb in WebAssembly: 3-5 s alone, past 30 s on a loaded
    // 2-core CI machine (fresh-clone CI, 2026-11-26).
  }, 120_000);
});

/** The comment on the rooms table, which marks a database as made from the test's archive. */
async function roomsComment(handle: DatabaseHandle): Promise<string | null> {
  const result = await handle.db.execute(sql`select obj_description('rooms'::regclass, 'pg_class') as comment`);
  return (result as unknown as { rows: Array<{ comment: string | null }> }).rows[0].comment;
}

async function appliedMigrations(handle: DatabaseHandle): Promise<number> {
  const result = await handle.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  return (result as unknown as { rows: Array<{ n: number }> }).rows[0].n;
}

describe.skipIf(process.env.DATABASE_URL)('a fresh embedded data folder (issue 31: seeding peaks under 600 MB)', () => {
  it('is loaded from the empty-database archive, migrations applied, instead of running initdb', async () => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'empty-database-'));
    try {
      // The archive as the build writes it (cli/make-empty-database.ts), marked so the test can tell it was used.
      const source = await openDatabase({ dataDir: 'memory://' });
      const migrations = await appliedMigrations(source);
      await source.db.execute(sql`comment on table rooms is 'from the archive'`);
      const dump = await (source.db as unknown as { $client: PGlite }).$client.dumpDataDir('gzip');
      writeFileSync(path.join(work, 'empty.tar.gz'), Buffer.from(await dump.arrayBuffer()));
      await source.close();

      const dataDir = path.join(work, 'data');
      const fresh = await openDatabase({ dataDir, emptyDatabaseArchive: path.join(work, 'empty.tar.gz') });
      try {
        expect(await roomsComment(fresh)).toBe('from the archive');
        expect(await appliedMigrations(fresh)).toBe(migrations);
        await fresh.db.execute(sql`comment on table rooms is 'written after the load'`);
      } finally {
        await fresh.close();
      }
      expect(existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))).toBe(true);
      // A folder that holds a database is opened as it is: the archive is for empty folders only.
      const again = await openDatabase({ dataDir, emptyDatabaseArchive: path.join(work, 'empty.tar.gz') });
      try {
        expect(await roomsComment(again)).toBe('written after the load');
      } finally {
        await again.close();
      }
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 120_000);

  it('runs initdb as before when the archive cannot be loaded', async () => {
    const work = mkdtempSync(path.join(os.tmpdir(), 'empty-database-'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      writeFileSync(path.join(work, 'broken.tar.gz'), 'not a gzipped tar');
      const handle = await openDatabase({ dataDir: path.join(work, 'data'), emptyDatabaseArchive: path.join(work, 'broken.tar.gz') });
      try {
        expect(warn).toHaveBeenCalledWith(expect.stringContaining('creating the database from scratch'));
        expect(await roomsComment(handle)).toBeNull();
        expect(await appliedMigrations(handle)).toBeGreaterThan(0);
      } finally {
        await handle.close();
      }
    } finally {
      warn.mockRestore();
      rmSync(work, { recursive: true, force: true });
    }
    // initdb in WebAssembly: past 30 s on a loaded machine (see above).
  }, 120_000);
});
