/**
 * Appending to the audit log (issue #13; moved here in issue 29 so that plugins/auth-audit.ts,
 * which may not import modules, writes entries the same way): one INSERT, in the caller's
 * transaction when given one; the table's trigger refuses every other change, and on PostgreSQL
 * the app's role may only insert (db/app-role.ts). modules/audit re-exports it as `recordAudit`.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditObjectType } from '#shared/schemas/audit-log.ts';
import type { Role } from '#shared/domain/staff-roles.ts';
import type { Executor } from './client.ts';
import { auditLog, user } from './schema.ts';

/**
 * Who acted and from where: a user id, 'system', 'gateway' or 'anonymous' (a failed sign-in); the
 * client IP when a request did it; the user's role when the caller knows it (issue 29).
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

/**
 * The role to record for `by` (issue 29: the role at the time is what an auditor wants): the
 * caller's when it has it, else the user's role read in the same statement (entries written from
 * outbox events a moment after the change); null for the job, the gateway and failed sign-ins.
 */
function actorRoleOf(by: AuditActor): string | SQL<string | null> {
  return by.role ?? sql<string | null>`(select ${user.role}::text from ${user} where ${user.id} = ${by.actor})`;
}

/** Appends one entry by `by` (in the caller's transaction when given one). */
export async function recordAudit(db: Executor, by: AuditActor, entry: AuditEntryInput): Promise<void> {
  await db.insert(auditLog).values({
    actor: by.actor,
    ip: by.ip,
    actorRole: actorRoleOf(by),
    action: entry.action,
    objectType: entry.objectType,
    objectId: entry.objectId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ...(entry.at ? { at: entry.at } : {}),
  });
}
