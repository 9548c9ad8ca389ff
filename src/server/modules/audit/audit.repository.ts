/**
 * The append-only audit log (issue #13). This module only ever INSERTs (and the database's
 * trigger refuses UPDATE, DELETE and TRUNCATE); entries go in the transaction of the change
 * they record wherever the change is ours to run.
 */
import { aliasedTable, and, desc, eq, gte, isNotNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP, type AuditLogQuery } from '#shared/schemas/audit-log.ts';
import type { Executor } from '../../db/client.ts';
import { auditLog, bookings, user } from '../../db/schema.ts';
import { readPage, type PageOfRows } from '../../db/paging.ts';
import { startOfHotelDay, startOfNextHotelDay } from '../admin-lists/list-filters.ts';

export { GATEWAY, recordAudit, SYSTEM, type AuditActor } from '../../db/audit-append.ts';

/** An entry with its actor's name and, for a booking, its reference (tran_id) as the screens show it (issue 29). */
export type AuditRow = typeof auditLog.$inferSelect & { actorName: string | null; bookingRef: string | null; objectName: string | null };

/** The user an entry is about (staff changes, identity events), for their name in the sentence. */
const objectUser = aliasedTable(user, 'object_user');
const userOfEntry = and(eq(auditLog.objectType, 'user'), eq(objectUser.id, auditLog.objectId));

/** The booking of a booking entry, by primary key (the CASE keeps other objects' ids from being cast). */
const bookingOfEntry = sql`${bookings.id} = case when ${auditLog.objectType} = 'booking' then ${auditLog.objectId}::uuid end`;

/** The capped count of `counted` on its own (a page past the end has no row to carry it). */
async function countAudit(db: Executor, counted: SQL<number>): Promise<number> {
  const result = await db.execute(sql`select ${counted} as n`);
  return Number((result as { rows?: Array<Record<string, unknown>> }).rows?.[0]?.n ?? 0);
}

/**
 * The filter of `query`: object type and id, person (actor), action, and hotel days `from`..`to`
 * (both included) in `timeZone` (issue 29).
 */
function auditFilter(query: AuditLogQuery, timeZone: string): SQL | undefined {
  return and(
    query.objectType ? eq(auditLog.objectType, query.objectType) : undefined,
    query.objectId ? eq(auditLog.objectId, query.objectId) : undefined,
    query.actor ? eq(auditLog.actor, query.actor) : undefined,
    query.action ? eq(auditLog.action, query.action) : undefined,
    query.from ? gte(auditLog.at, startOfHotelDay(query.from, timeZone)) : undefined,
    query.to ? lt(auditLog.at, startOfNextHotelDay(query.to, timeZone)) : undefined,
  );
}

/**
 * One page of entries (newest first) matching `query` (auditFilter), with the capped total, in
 * ONE query on audit_log_object_idx / _actor_idx / _action_idx / _at_idx (the count stops at COUNT_CAP + 1).
 */
export async function findAuditPage(db: Executor, query: AuditLogQuery, timeZone: string): Promise<PageOfRows<AuditRow>> {
  const where = auditFilter(query, timeZone);
  const counted = sql<number>`(select count(*)::int from (select 1 from ${auditLog} where ${where ?? sql`true`} limit ${COUNT_CAP + 1}) c)`;
  return readPage(query, async ({ limit, offset }) => {
    const rows = await db
      .select({ entry: auditLog, actorName: user.name, bookingRef: bookings.tranId, objectName: objectUser.name, counted })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actor))
      .leftJoin(bookings, bookingOfEntry)
      .leftJoin(objectUser, userOfEntry)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset(offset);
    // Past the last page no row carries the count, and "(0)" hid the entries that exist (issue 24):
    // count alone then, so the page can send the admin to the last page.
    const n = rows.length > 0 || offset === 0 ? Number(rows[0]?.counted ?? 0) : await countAudit(db, counted);
    return {
      rows: rows.map((r) => ({ ...r.entry, actorName: r.actorName, bookingRef: r.bookingRef, objectName: r.objectName })),
      total: Math.min(n, COUNT_CAP),
      isTotalCapped: n > COUNT_CAP,
    };
  });
}

/** Every entry matching `query`, newest first, in keyset batches of `batchSize` (the CSV export; never all in memory). */
export async function* streamAudit(db: Executor, query: AuditLogQuery, timeZone: string, batchSize = 500): AsyncGenerator<AuditRow> {
  const where = auditFilter(query, timeZone);
  let after: { at: string; id: string } | null = null;
  for (;;) {
    const cursor: SQL | undefined = after
      ? sql`(${auditLog.at}, ${auditLog.id}) < (${after.at}::timestamptz, ${after.id}::uuid)`
      : undefined;
    const rows: Array<{
      entry: typeof auditLog.$inferSelect;
      actorName: string | null;
      bookingRef: string | null;
      objectName: string | null;
      cursorAt: string;
    }> = await db
      .select({
        entry: auditLog,
        actorName: user.name,
        bookingRef: bookings.tranId,
        objectName: objectUser.name,
        cursorAt: sql<string>`${auditLog.at}::text`,
      })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actor))
      .leftJoin(bookings, bookingOfEntry)
      .leftJoin(objectUser, userOfEntry)
      .where(and(where, cursor))
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(batchSize);
    for (const row of rows) yield { ...row.entry, actorName: row.actorName, bookingRef: row.bookingRef, objectName: row.objectName };
    if (rows.length < batchSize) return;
    const last: { cursorAt: string; entry: { id: string } } = rows[rows.length - 1];
    after = { at: last.cursorAt, id: last.entry.id };
  }
}

/** A person the log can be filtered by: staff today, or a deactivated former staff member. */
export interface AuditPerson {
  id: string;
  name: string;
  role: string;
}

/** The person filter's choices (issue 29): every user with a staff role or deactivated, by name. */
export async function listAuditPeople(db: Executor): Promise<AuditPerson[]> {
  return db
    .select({ id: user.id, name: user.name, role: sql<string>`${user.role}::text` })
    .from(user)
    .where(or(ne(user.role, 'guest'), isNotNull(user.deactivatedAt)))
    .orderBy(user.name, user.id);
}
