/**
 * EXPLAIN (ANALYZE, BUFFERS) of the SELECTs a call sends, with the same parameters, for the
 * at-scale benches (issue 27 "Scale": `EXPLAIN` showing index use).
 */
import type { Database } from '../../src/server/db/client.ts';

type Query = (text: string, params?: unknown[]) => Promise<{ rows: Array<Record<string, string>> }>;

/** Runs `run` once, recording the SELECTs it sends through the pool, and returns each one's plan text. */
export async function explainCalls(db: Database, run: () => Promise<unknown>): Promise<string[]> {
  const client = db.$client as unknown as { query: Query };
  const original = client.query;
  const sent: Array<[string, unknown[] | undefined]> = [];
  client.query = function recorded(this: unknown, ...args: unknown[]) {
    const [first, params] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    sent.push(typeof first === 'string' ? [first, params] : [first.text, first.values ?? params]);
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  } as Query;
  try {
    await run();
  } finally {
    client.query = original;
  }
  const plans: string[] = [];
  for (const [text, params] of sent.filter(([t]) => /^\s*select/i.test(t))) {
    const plan = await original.call(client, `explain (analyze, buffers) ${text}`, params);
    plans.push(plan.rows.map((r) => Object.values(r)[0]).join('\n'));
  }
  return plans;
}

/** The tables of `tables` a plan reads with a sequential scan (none means every read of them used an index). */
export function seqScannedTables(plan: string, tables: readonly string[]): string[] {
  return tables.filter((table) => new RegExp(`Seq Scan on ${table}\\b`).test(plan));
}
