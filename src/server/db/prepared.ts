/**
 * Prepared statements for hot reads (issue 31): Drizzle builds the SQL once, and on PostgreSQL
 * each pooled connection parses and plans a named statement once instead of per request.
 * A Drizzle prepared query belongs to the database (or transaction) it was built on, so one is
 * kept per executor, weakly (a transaction's copy goes with it).
 */
import type { Executor } from './client.ts';

/** `build(db)` made once per executor `db`; `build` must use the same SQL (and name) every time. */
export function preparedPerExecutor<Prepared>(build: (db: Executor) => Prepared): (db: Executor) => Prepared {
  const byExecutor = new WeakMap<Executor, Prepared>();
  return (db) => {
    let prepared = byExecutor.get(db);
    if (!prepared) {
      prepared = build(db);
      byExecutor.set(db, prepared);
    }
    return prepared;
  };
}
