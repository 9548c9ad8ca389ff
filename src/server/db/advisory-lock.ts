/** Cross-instance job locks (plugins/jobs.ts). */
import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';

/**
 * Takes the transaction-scoped advisory lock `key`; false when another session holds it.
 * It is released when the transaction ends (commit, rollback or a dropped connection).
 */
export async function tryAdvisoryXactLock(tx: Executor, key: number): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`);
  const rows = (result as unknown as { rows: Array<{ locked: boolean }> }).rows;
  return rows[0]?.locked === true;
}
