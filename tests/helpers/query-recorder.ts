/**
 * Records the SQL statements the app sends while `run` executes, by wrapping the driver
 * client's `query` (PGlite or node-postgres pool; Drizzle calls it for every statement). Used
 * to prove that list calls answer in ONE query, whatever the number of items.
 */
import type { App } from '#server/app.ts';

type QueryFn = (...args: unknown[]) => unknown;

/** Runs `run` and returns its result with the SQL text of every statement sent meanwhile. */
export async function recordQueries<T>(app: App, run: () => Promise<T>): Promise<{ result: T; queries: string[] }> {
  const client = app.db.$client as unknown as { query: QueryFn };
  const original = client.query;
  const queries: string[] = [];
  client.query = function recorded(this: unknown, ...args: unknown[]) {
    const [first] = args;
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
    queries.push(typeof text === 'string' ? text : '');
    return original.apply(this, args);
  };
  try {
    return { result: await run(), queries };
  } finally {
    client.query = original;
  }
}

/** The statements that read from or write to table `table` (matched as a quoted identifier). */
export const queriesOn = (queries: string[], table: string): string[] => queries.filter((sql) => sql.includes(`"${table}"`));
