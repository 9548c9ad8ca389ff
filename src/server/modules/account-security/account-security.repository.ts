/**
 * Reads of better-auth's `session` and `account` rows for the security page (issue 29). Only
 * reads: sessions end through better-auth's API, so its `session.delete.after` hook tells the
 * session cache (decision 028) on every instance.
 */
import { and, asc, eq, gt, isNotNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { account, session } from '../../db/schema.ts';

export interface SessionRow {
  id: string;
  token: string;
  ipAddress: string | null;
  userAgent: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** The live (unexpired) sessions of `userId`, oldest first. Tokens stay on the server. */
export async function findLiveSessionsOf(db: Executor, userId: string): Promise<SessionRow[]> {
  return db
    .select({
      id: session.id,
      token: session.token,
      ipAddress: session.ipAddress,
      userAgent: session.userAgent,
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
    })
    .from(session)
    .where(and(eq(session.userId, userId), gt(session.expiresAt, new Date())))
    .orderBy(asc(session.createdAt));
}

/** Whether `userId` has a password (a credential account); Google-only accounts have none. */
export async function hasPasswordAccount(db: Executor, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, userId), eq(account.providerId, 'credential'), isNotNull(account.password)))
    .limit(1);
  return rows.length > 0;
}
