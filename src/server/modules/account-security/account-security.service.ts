/**
 * The security page's rules (issue 29, "Signing in"): change password, list the caller's
 * sessions, end one or all others. Every change goes through better-auth's own endpoints,
 * called on the server with the caller's cookie, so its checks (the session is the caller's,
 * the current password is right) hold and its `session.delete.after` hook makes the session
 * cache forget the user on every instance (decision 028). Session tokens never leave here.
 */
import { APIError } from 'better-auth/api';
import type { AccountSession } from '#shared/schemas/account-security.ts';
import type { Auth } from '../../plugins/auth.ts';
import type { Executor } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import { findLiveSessionsOf, hasPasswordAccount } from './account-security.repository.ts';
import { describeDevice } from './device-label.ts';

const WRONG_PASSWORD_MESSAGE = 'Your current password is not correct';
const NO_PASSWORD_MESSAGE = 'This account signs in with Google and has no password to change';

interface Caller {
  id: string;
}

/** Where a service call comes from: the database, better-auth, and the caller's request headers (its cookie). */
export interface SecurityContext {
  db: Executor;
  auth: Auth;
  headers: Headers;
}

/** The id of the session behind `headers`' cookie, or null. */
async function currentSessionId({ auth, headers }: SecurityContext): Promise<string | null> {
  const current = await auth.api.getSession({ headers, query: { disableRefresh: true } });
  return current?.session.id ?? null;
}

/** The caller's live sessions, oldest first, the current one marked; no tokens. */
export async function listOwnSessions(context: SecurityContext, caller: Caller): Promise<AccountSession[]> {
  const [rows, currentId] = await Promise.all([findLiveSessionsOf(context.db, caller.id), currentSessionId(context)]);
  return rows.map((row) => ({
    id: row.id,
    ...describeDevice(row.userAgent),
    ipAddress: row.ipAddress,
    signedInAt: row.createdAt.toISOString(),
    lastUsedAt: row.updatedAt.toISOString(),
    isCurrent: row.id === currentId,
  }));
}

/**
 * Ends the caller's session `sessionId` through better-auth's /revoke-session; answers its
 * headers (they clear the cookie when it was the current one). Throws 404 NOT_FOUND when the
 * id is not one of the caller's live sessions (another user's session reads as unknown).
 */
export async function endOwnSession(context: SecurityContext, caller: Caller, sessionId: string): Promise<Headers> {
  const target = (await findLiveSessionsOf(context.db, caller.id)).find((row) => row.id === sessionId);
  if (!target) throw notFound('Session');
  const { headers } = await context.auth.api.revokeSession({
    body: { token: target.token },
    headers: context.headers,
    returnHeaders: true,
  });
  return headers;
}

/** Ends every session of the caller but the current one (/revoke-other-sessions); answers how many ended. */
export async function endOtherSessions(context: SecurityContext, caller: Caller): Promise<number> {
  const before = await findLiveSessionsOf(context.db, caller.id);
  await context.auth.api.revokeOtherSessions({ headers: context.headers });
  const after = await findLiveSessionsOf(context.db, caller.id);
  return Math.max(0, before.length - after.length);
}

/** Whether the caller has a password to change. */
export async function readPasswordState(context: SecurityContext, caller: Caller): Promise<{ hasPassword: boolean }> {
  return { hasPassword: await hasPasswordAccount(context.db, caller.id) };
}

/**
 * Changes the caller's password through better-auth's /change-password with
 * `revokeOtherSessions`: every session ends and this device gets a fresh one (the answer's
 * headers carry its cookie). Answers those headers and how many other sessions ended.
 * Throws 400 WRONG_PASSWORD (current password wrong) or 409 NO_PASSWORD (Google-only account).
 */
export async function changeOwnPassword(
  context: SecurityContext,
  caller: Caller,
  body: { currentPassword: string; newPassword: string },
): Promise<{ headers: Headers; endedSessions: number }> {
  if (!(await hasPasswordAccount(context.db, caller.id))) throw new AppError('NO_PASSWORD', NO_PASSWORD_MESSAGE);
  const before = await findLiveSessionsOf(context.db, caller.id);
  try {
    const { headers } = await context.auth.api.changePassword({
      body: { ...body, revokeOtherSessions: true },
      headers: context.headers,
      returnHeaders: true,
    });
    return { headers, endedSessions: Math.max(0, before.length - 1) };
  } catch (error) {
    if (error instanceof APIError && error.body?.code === 'INVALID_PASSWORD') throw new AppError('WRONG_PASSWORD', WRONG_PASSWORD_MESSAGE);
    if (error instanceof APIError && error.body?.code === 'CREDENTIAL_ACCOUNT_NOT_FOUND')
      throw new AppError('NO_PASSWORD', NO_PASSWORD_MESSAGE);
    throw error;
  }
}
