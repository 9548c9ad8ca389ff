/** Cross-instance locks: job runs (plugins/jobs.ts) and the demo seed (seed/index.ts). */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle, Executor } from './client.ts';
import { withSessionAdvisoryLock } from './session-lock.ts';

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
 * Runs `work` while this instance holds the advisory lock `key` across the whole PostgreSQL
 * server's instances (withSessionAdvisoryLock). On PGlite one process owns the database
 * (data-dir-lock.ts), so there is nobody to wait for and `work` just runs.
 */
export async function withInstancesLock<T>(handle: DatabaseHandle, key: number, work: () => Promise<T>): Promise<T> {
  if (handle.kind === 'pglite') return work();
  return withSessionAdvisoryLock(handle.db.$client, key, () => work());
}
