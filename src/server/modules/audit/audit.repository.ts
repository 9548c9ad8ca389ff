/**
 * The append-only audit log (issue #13). This module only ever INSERTs (and the database's
 * trigger refuses UPDATE, DELETE and TRUNCATE); entries go in the transaction of the change
 * they record wherever the change is ours to run.
 */
import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP, type AuditAction, type AuditLogQuery, type AuditObjectType } from '#shared/schemas/audit-log.ts';
import type { Executor } from '../../db/client.ts';
import type { Role } from '#shared/domain/staff-roles.ts';
import { auditLog, user } from '../../db/schema.ts';
import { readPage, type PageOfRows } from '../../db/paging.ts';

/**
 * Who acted and from where: a user id, 'system' or 'gateway'; the client IP when a request did it;
 * the user's role when a person did it (issue 29: what they may do, e.g. give money back).
 */
export interface AuditActor {
  actor: string;
  ip: string | null;
  role?: Role;
}

export const SYSTEM: AuditActor = { actor: 'system', ip: null };
export const GATEWAY: AuditActor = { actor: 'gateway', ip: null };

export interface AuditEntryInput {
  action: AuditAction;
  objectType: AuditObjectType;
  objectId: string;
  before?: unknown;
  after?: unknown;
  /**
   * When it happened, for an entry written after the fact (its outbox event's time, as SQL at
   * full precision); default the database's now(). The log is ordered by it.
   */
  at?: Date | SQL<Date>;
}

/** Appends one entry by `by` (in the caller's transaction when given one). */
export async function recordAudit(db: Executor, by: AuditActor, entry: AuditEntryInput): Promise<void> {
  await db.insert(auditLog).values({
    actor: by.actor,
    ip: by.ip,
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ...(entry.at ? { at: entry.at } : {}),
  });
}

export type AuditRow = typeof auditLog.$inferSelect & { actorName: string | null };

/** The capped count of `counted` on its own (a page past the end has no row to carry it). */
async function countAudit(db: Executor, counted: SQL<number>): Promise<number> {
  const result = await db.execute(sql`select ${counted} as n`);
  return Number((result as { rows?: Array<Record<string, unknown>> }).rows?.[0]?.n ?? 0);
}

/**
 * One page of entries (newest first) of an object, a type, or all, with the capped total, in
 * ONE query on audit_log_object_idx / audit_log_at_idx (the count stops at COUNT_CAP + 1).
 */
export async function findAuditPage(db: Executor, query: AuditLogQuery): Promise<PageOfRows<AuditRow>> {
  const where = and(
    query.objectType ? eq(auditLog.objectType, query.objectType) : undefined,
    query.objectId ? eq(auditLog.objectId, query.objectId) : undefined,
  );
  const counted = sql<number>`(select count(*)::int from (select 1 from ${auditLog} where ${where ?? sql`true`} limit ${COUNT_CAP + 1}) c)`;
  return readPage(query, async ({ limit, offset }) => {
    const rows = await db
      .select({ entry: auditLog, actorName: user.name, counted })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actor))
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.id))
      .limit(limit)
      .offset(offset);
    // Past the last page no row carries the count, and "(0)" hid the entries that exist (issue 24):
    // count alone then, so the page can send the admin to the last page.
    const n = rows.length > 0 || offset === 0 ? Number(rows[0]?.counted ?? 0) : await countAudit(db, counted);
    return { rows: rows.map((r) => ({ ...r.entry, actorName: r.actorName })), total: Math.min(n, COUNT_CAP), isTotalCapped: n > COUNT_CAP };
  });
}
