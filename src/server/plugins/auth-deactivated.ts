/**
 * A deactivated account cannot sign in (issue 29 "Managing staff"): better-auth's
 * `databaseHooks.session.create.before` asks here before it stores any new session (e-mail and
 * password, Google, any later sign-in method), and refuses with 403 ACCOUNT_DEACTIVATED.
 * Deactivation itself (modules/users/staff.service.ts) ends the sessions that already exist.
 */
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { user } from '../db/schema.ts';

/** What a deactivated person reads on the sign-in page. */
export const DEACTIVATED_MESSAGE = 'This account has been deactivated';

/** Throws better-auth's 403 `{ message, code: 'ACCOUNT_DEACTIVATED' }` when `userId` is deactivated. */
export async function refuseDeactivated(db: Database, userId: string): Promise<void> {
  const [row] = await db.select({ deactivatedAt: user.deactivatedAt }).from(user).where(eq(user.id, userId));
  if (row?.deactivatedAt) throw new APIError('FORBIDDEN', { message: DEACTIVATED_MESSAGE, code: 'ACCOUNT_DEACTIVATED' });
}
