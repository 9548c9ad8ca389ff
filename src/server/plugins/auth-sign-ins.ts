/**
 * What every new session passes through (issue 29 "Managing staff"), from better-auth's
 * `databaseHooks.session.create`, whatever the sign-in method (e-mail and password, Google, …):
 * - before: a deactivated account gets no session (403 ACCOUNT_DEACTIVATED). Deactivation itself
 *   (modules/users/staff.service.ts) ends the sessions that already exist;
 * - after: the user's `last_sign_in_at` is set, which the Staff list shows after the session is gone.
 */
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { user } from '../db/schema.ts';

/** What a deactivated person reads on the sign-in page. */
const DEACTIVATED_MESSAGE = 'This account has been deactivated';

/** Throws better-auth's 403 `{ message, code: 'ACCOUNT_DEACTIVATED' }` when `userId` is deactivated. */
export async function refuseDeactivated(db: Database, userId: string): Promise<void> {
  const [row] = await db.select({ deactivatedAt: user.deactivatedAt }).from(user).where(eq(user.id, userId));
  if (row?.deactivatedAt) throw new APIError('FORBIDDEN', { message: DEACTIVATED_MESSAGE, code: 'ACCOUNT_DEACTIVATED' });
}

/** Sets `user.last_sign_in_at` of `userId` to `at` (the new session's creation). */
export async function recordSignIn(db: Database, userId: string, at: Date): Promise<void> {
  await db.update(user).set({ lastSignInAt: at }).where(eq(user.id, userId));
}
