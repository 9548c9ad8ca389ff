/**
 * A session-level PostgreSQL advisory lock held on one pooled connection (issue 24). Apart from
 * advisory-lock.ts so that client.ts, which migrates under it, imports nothing that imports it.
 */
import type pg from 'pg';

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
