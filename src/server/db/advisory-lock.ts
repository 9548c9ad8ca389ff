/** Cross-instance locks: job runs (plugins/jobs.ts) and start-up migrations (client.ts). */
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { DatabaseHandle, Executor } from './client.ts';

/**
 * Takes the transaction-scoped advisory lock `key`; false when another session holds it.
 * It is released when the transaction ends (commit, rollback or a dropped connection).
 */
export async function tryAdvisoryXactLock(tx: Executor, key: number): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`);
  const rows = (result as unknown as { rows: Array<{ locked: boolean }> }).rows;
  return rows[0]?.locked === true;
}

/**
 * Runs `work` on one connection of `pool` while that session holds the advisory lock `key`,
 * waiting for another session to let go of it first. The lock is released after `work`, and
 * by PostgreSQL if the connection drops, so a crashed instance never leaves it taken.
 * Issue 24: instances starting together on an empty database migrated at once and one died.
 */
export async function withSessionAdvisoryLock<T>(pool: pg.Pool, key: number, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let isBroken = false;
  try {
    await client.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work(client);
    } finally {
      await client.query('select pg_advisory_unlock($1)', [key]);
    }
  } catch (error) {
    isBroken = true;
    throw error;
  } finally {
    // A client whose session state is unknown is destroyed rather than handed out again.
    client.release(isBroken);
  }
}

/**
 * Runs `work` while this instance holds the advisory lock `key` across the whole PostgreSQL
 * server's instances (withSessionAdvisoryLock). On PGlite one process owns the database
 * (data-dir-lock.ts), so there is nobody to wait for and `work` just runs.
 */
export async function withInstancesLock<T>(handle: DatabaseHandle, key: number, work: () => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite') return work();
  return withSessionAdvisoryLock(handle.db.$client, key, () => work());
}
