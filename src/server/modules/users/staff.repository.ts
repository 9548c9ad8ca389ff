/**
 * Drizzle access for managing staff (issue 29): the staff list, the row locks that keep the last
 * owner, role and deactivation writes, ending a user's sessions, and an invited account with its
 * set-password link (a better-auth reset token, stored hashed as issue 24 keeps them).
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Role } from '#shared/domain/staff-roles.ts';
import type { Executor } from '../../db/client.ts';
import { hashResetIdentifier, RESET_IDENTIFIER_PREFIX } from '../../db/reset-tokens.ts';
import { session, user, verification } from '../../db/schema.ts';

export type UserRow = typeof user.$inferSelect;

/** A staff row as the list reads it: the user and their latest session activity. */
export interface StaffRow {
  id: string;
  name: string;
  email: string;
  role: Role;
  twoFactorEnabled: boolean;
  deactivatedAt: Date | null;
  lastSignInAt: Date | null;
}

const staffColumns = {
  id: user.id,
  name: user.name,
  email: user.email,
  role: user.role,
  twoFactorEnabled: user.twoFactorEnabled,
  deactivatedAt: user.deactivatedAt,
  // A session's last use, or the last sign-in recorded on the user once its sessions are gone.
  lastSignInAt: sql<Date | null>`greatest(max(${session.updatedAt}), ${user.lastSignInAt})`.mapWith(user.lastSignInAt),
};

/** Every user whose role is not guest (deactivated ones too), by name, in ONE query. */
export async function listStaffRows(db: Executor): Promise<StaffRow[]> {
  return db
    .select(staffColumns)
    .from(user)
    .leftJoin(session, eq(session.userId, user.id))
    .where(ne(user.role, 'guest'))
    .groupBy(user.id)
    .orderBy(asc(user.name), asc(user.id));
}

/** One staff row by user id (any role), or undefined. */
export async function findStaffRow(db: Executor, id: string): Promise<StaffRow | undefined> {
  const [row] = await db
    .select(staffColumns)
    .from(user)
    .leftJoin(session, eq(session.userId, user.id))
    .where(eq(user.id, id))
    .groupBy(user.id);
  return row;
}

/**
 * Locks every active owner's row (FOR UPDATE) and returns their ids. Run first in a transaction
 * that may remove an owner: a concurrent one waits, then sees the owners as committed, so two
 * removals of the last two owners cannot both pass their check.
 */
export async function lockActiveOwnerIds(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ id: user.id })
    .from(user)
    .where(and(eq(user.role, 'admin'), isNull(user.deactivatedAt)))
    .orderBy(asc(user.id))
    .for('update');
  return rows.map((row) => row.id);
}

/** The user row of `id`, locked for the rest of the transaction; undefined when unknown. */
export async function lockUser(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(user).where(eq(user.id, id)).for('update');
  return row;
}

/** The user row with e-mail `email` (stored lower-case), locked; undefined when unknown. */
export async function lockUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(user).where(eq(user.email, email)).for('update');
  return row;
}

/** Sets the role of `id`. */
export async function updateRole(db: Executor, id: string, role: Role): Promise<void> {
  await db.update(user).set({ role, updatedAt: new Date() }).where(eq(user.id, id));
}

/** Sets (a Date) or clears (null) `deactivated_at` of `id`. */
export async function updateDeactivatedAt(db: Executor, id: string, at: Date | null): Promise<void> {
  await db.update(user).set({ deactivatedAt: at, updatedAt: new Date() }).where(eq(user.id, id));
}

/** Deletes every session of `userId`; returns how many ended. */
export async function deleteSessionsOf(db: Executor, userId: string): Promise<number> {
  const rows = await db.delete(session).where(eq(session.userId, userId)).returning({ id: session.id });
  return rows.length;
}

/**
 * Inserts an invited account: no password (a credential account appears when they set one), e-mail
 * not yet verified. Undefined when the e-mail was taken meanwhile (a concurrent invitation or sign-up).
 */
export async function insertInvitedUser(db: Executor, fields: { email: string; name: string; role: Role }): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(user)
    .values({ id: randomUUID(), ...fields, emailVerified: false })
    .onConflictDoNothing({ target: user.email })
    .returning();
  return row;
}

/**
 * Stores a set-password link for `userId` valid until `expiresAt`, exactly as better-auth's
 * reset request would (identifier `reset-password:<token>`, hashed; value the user id), so the
 * reset page and better-auth's POST /reset-password accept `token` and it works once.
 */
export async function insertSetPasswordToken(db: Executor, userId: string, token: string, expiresAt: Date): Promise<void> {
  await db.insert(verification).values({
    id: randomUUID(),
    identifier: hashResetIdentifier(`${RESET_IDENTIFIER_PREFIX}${token}`),
    value: userId,
    expiresAt,
  });
}
