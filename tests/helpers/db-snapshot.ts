/**
 * "Changed nothing" for hostile-input tests (issue #9): every row of the tables a request could
 * write (users, sessions, accounts, rooms, likes, bookings, payments, reviews, cancellations,
 * refunds) as one comparable JSON string. Two equal snapshots mean no row was added, removed
 * or edited in between.
 */
import { sql } from 'drizzle-orm';
import type { App } from '#server/app.ts';
import { account, bookings, cancellationRequests, payments, refunds, reviews, roomLikes, rooms, session, user } from '#server/db/schema.ts';

const TABLES = { user, session, account, rooms, roomLikes, bookings, payments, reviews, cancellationRequests, refunds };

/** All rows of the written tables, each table ordered by its row's JSON text. */
export async function snapshotRows(app: App): Promise<string> {
  const parts: Record<string, unknown[]> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const rows = await app.db
      .select()
      .from(table)
      .orderBy(sql`1`);
    parts[name] = rows.map((row) => JSON.stringify(row)).sort();
  }
  return JSON.stringify(parts);
}
