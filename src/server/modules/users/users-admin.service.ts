/**
 * The admin's customer rules (docs/product/screens.md#all-customers, docs/product/states.md#user-role, docs/product/overview.md#roles-and-permissions; issue #3): admins see
 * every account and promote guests. Promotion is one way; there is no demotion call.
 */
import { madeAdmin } from '#shared/messages.ts';
import type { User } from '#shared/schemas/users.ts';
import type { Executor } from '../../db/client.ts';
import { recordAudit, SYSTEM, type AuditActor } from '../audit/audit.service.ts';
import { notFound } from '../../errors.ts';
import { findUserByEmail, findUserById, type UserRow } from './users.repository.ts';
import { toUserDto } from './users.service.ts';
import { listUsersWithLikings, promoteToAdmin } from './users-admin.repository.ts';

/** A user with the ids of the rooms they like, as the admin lists read it. */
export type { UserWithLikings } from './users-admin.repository.ts';

/** GET /all-users: every user, newest first, one query. */
export async function listAllUsers(db: Executor): Promise<User[]> {
  return (await listUsersWithLikings(db)).map((row) => toUserDto(row, row.likings));
}

/**
 * Promotes `target` to admin. Idempotent: an admin stays admin and the answer is the same.
 * Returns `{ user, wasAdmin }`. Throws 404 when there is no such user.
 */
async function promote(db: Executor, target: UserRow | undefined, by: AuditActor): Promise<{ user: UserRow; wasAdmin: boolean }> {
  if (!target) throw notFound('User');
  if (target.role === 'admin') return { user: target, wasAdmin: true };
  // The promotion and its audit entry (issue #13) commit together.
  const row = await db.transaction(async (tx) => {
    const promoted = await promoteToAdmin(tx, target.id);
    if (promoted) {
      await recordAudit(tx, by, {
        action: 'user.made-admin',
        objectType: 'user',
        objectId: target.id,
        before: { role: target.role },
        after: { role: 'admin', email: target.email },
      });
    }
    return promoted;
  });
  if (!row) throw notFound('User');
  return { user: row, wasAdmin: false };
}

/** POST /make-admin/{userId} → `{ message: "<name> made Admin" }` (docs/product/messages.md#toasts), logged as `by`. Throws 404. */
export async function makeAdmin(db: Executor, userId: string, by: AuditActor = SYSTEM): Promise<{ message: string }> {
  const { user } = await promote(db, await findUserById(db, userId), by);
  return { message: madeAdmin(user.name) };
}

/** `npm run make-admin -- <email>`: the first admin of a fresh install. Throws 404 for an unknown e-mail. */
export async function makeAdminByEmail(db: Executor, email: string): Promise<{ user: UserRow; wasAdmin: boolean }> {
  return promote(db, await findUserByEmail(db, email.trim()), SYSTEM);
}
