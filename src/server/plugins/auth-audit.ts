/**
 * Identity events in the audit log (issue 29 "The audit log, readable"): a better-auth plugin whose
 * hooks record, on the user (`objectType: 'user'`), sign-ins (password, Google, second factor,
 * passkey), failed sign-ins (the e-mail tried, never the password; actor 'anonymous'), sign-outs,
 * password changes and resets, two-factor turned on or off, new backup codes, passkeys added or
 * removed, and sessions ended. The client IP is the one Fastify resolved (trustProxy), handed to
 * better-auth in CLIENT_IP_HEADER by plugins/auth.ts; a client cannot set it.
 *
 * The `before` hooks note who is acting while their session still exists (sign-out and revoking
 * end it) and what the user looked like (two-factor on or off); the `after` hooks write the entry
 * once the endpoint answered, and only when it succeeded (a failure is recorded for sign-ins only).
 * Keep this plugin after two-factor in the plugins array: its sign-in hook turns a password
 * sign-in into a second-factor challenge, which is not yet a sign-in (checked at start).
 *
 * Entries are written after better-auth's own writes (it runs no transaction around them); a failing
 * insert is logged (the action only, no personal data) and does not undo a sign-in already made.
 */
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { ROLES, type Role } from '#shared/domain/staff-roles.ts';
import type { AuditAction } from '#shared/schemas/audit-log.ts';
import type { Database } from '../db/client.ts';
import { recordAudit, type AuditActor } from '../db/audit-append.ts';
import { CLIENT_IP_HEADER } from './auth-answers.ts';

/** The request header carrying Fastify's `request.ip` into better-auth (set, never passed through). */

type HookContext = Parameters<Parameters<typeof createAuthMiddleware>[0]>[0];

/** better-auth's two-factor cookie (plugins/two-factor/constant): names the user between the password and the code. */
const TWO_FACTOR_COOKIE = 'two_factor';

const SIGN_IN_METHODS: Record<string, string> = {
  '/sign-in/email': 'a password',
  '/two-factor/verify-totp': 'a password and an authenticator code',
  '/two-factor/verify-backup-code': 'a password and a backup code',
  '/two-factor/verify-otp': 'a password and a one-time code',
  '/passkey/verify-authentication': 'a passkey',
};

/** Paths whose caller must be known before the endpoint runs (it may end the session or change the user). */
const SESSION_PATHS = [
  '/sign-out',
  '/change-password',
  '/revoke-session',
  '/revoke-sessions',
  '/revoke-other-sessions',
  '/two-factor/enable',
  '/two-factor/disable',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/verify-otp',
  '/two-factor/generate-backup-codes',
  '/passkey/verify-registration',
  '/passkey/delete-passkey',
];

/** Simple successes of a signed-in user: path → action. */
const USER_ACTIONS: Record<string, AuditAction> = {
  '/sign-out': 'auth.signed-out',
  '/change-password': 'auth.password-changed',
  '/two-factor/generate-backup-codes': 'auth.backup-codes-regenerated',
  '/passkey/verify-registration': 'auth.passkey-added',
  '/passkey/delete-passkey': 'auth.passkey-removed',
};

const REVOKE_SCOPES: Record<string, string> = { '/revoke-session': 'one', '/revoke-sessions': 'all', '/revoke-other-sessions': 'others' };

const isAudited = (path: string) =>
  SESSION_PATHS.includes(path) || path in SIGN_IN_METHODS || path === '/reset-password' || path.startsWith('/callback/');

interface Noted {
  /** The signed-in user when the request began. */
  user: { id: string; email: string; role?: unknown; twoFactorEnabled?: unknown } | null;
  /** The user a pending second-factor step or a reset link names (no session yet). */
  pendingUserId: string | null;
}

const toRole = (value: unknown): Role | undefined => ROLES.find((role) => role === value);

/** What the before hook noted, per request (its Request, or its headers for a call without one). */
const noted = new WeakMap<object, Noted>();
const keyOf = (ctx: HookContext): object | undefined => ctx.request ?? ctx.headers;

/** The user id a second-factor step's cookie or a reset link's token names, or null. */
async function pendingUserOf(ctx: HookContext): Promise<string | null> {
  if (ctx.path === '/reset-password') {
    const token = (ctx.body as { token?: unknown } | undefined)?.token ?? (ctx.query as { token?: unknown } | undefined)?.token;
    if (typeof token !== 'string') return null;
    return (await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`))?.value ?? null;
  }
  if (!ctx.path.startsWith('/two-factor/verify-')) return null;
  const cookie = await ctx.getSignedCookie(ctx.context.createAuthCookie(TWO_FACTOR_COOKIE).name, ctx.context.secret);
  return cookie ? ((await ctx.context.internalAdapter.findVerificationValue(cookie))?.value ?? null) : null;
}

async function noteCaller(ctx: HookContext): Promise<void> {
  const key = keyOf(ctx);
  if (!key) return;
  const session = SESSION_PATHS.includes(ctx.path) ? await getSessionFromCtx(ctx) : null;
  const user = session ? (session.user as Noted['user']) : null;
  noted.set(key, { user, pendingUserId: user ? null : await pendingUserOf(ctx) });
}

/** Writes one entry on user `userId` by `by`, logging (not throwing) a failure. */
async function write(db: Database, ctx: HookContext, by: AuditActor, action: AuditAction, userId: string, after: Record<string, unknown>) {
  try {
    await recordAudit(db, by, { action, objectType: 'user', objectId: userId, after });
  } catch (error) {
    ctx.context.logger.error(`audit entry ${action} could not be written: ${(error as Error).message}`);
  }
}

/** The entry of a sign-in path: a sign-in when a session was made, a failure when it answered an error. */
async function recordSignIn(db: Database, ctx: HookContext, ip: string | null, note: Noted | undefined): Promise<void> {
  const provider = (ctx.params as { id?: unknown } | undefined)?.id;
  const method = ctx.path.startsWith('/callback/')
    ? `${typeof provider === 'string' ? provider : 'an identity provider'}`
    : SIGN_IN_METHODS[ctx.path];
  const made = ctx.context.newSession;
  if (made) {
    const by = { actor: made.user.id, ip, role: toRole((made.user as { role?: unknown }).role) };
    return write(db, ctx, by, 'auth.signed-in', made.user.id, { method });
  }
  if (!isAPIError(ctx.context.returned)) return; // a second-factor challenge, or a provider's redirect
  const typed = (ctx.body as { email?: unknown } | undefined)?.email;
  const pending = note?.pendingUserId ? await ctx.context.internalAdapter.findUserById(note.pendingUserId) : null;
  const email = typeof typed === 'string' ? typed.trim().toLowerCase().slice(0, 200) : (pending?.email ?? null);
  const step = ctx.path.startsWith('/two-factor/') ? 'two-factor' : ctx.path.startsWith('/passkey/') ? 'passkey' : 'password';
  await write(db, ctx, { actor: 'anonymous', ip }, 'auth.sign-in-failed', pending?.id ?? email ?? 'unknown', { email, step, method });
}

/** The entry of a signed-in user's successful change, if it is one we record. */
async function recordUserChange(db: Database, ctx: HookContext, ip: string | null, note: Noted): Promise<void> {
  const user = note.user;
  if (!user) return;
  const by = { actor: user.id, ip, role: toRole(user.role) };
  const action = USER_ACTIONS[ctx.path];
  if (action) return write(db, ctx, by, action, user.id, {});
  if (ctx.path in REVOKE_SCOPES) return write(db, ctx, by, 'auth.sessions-revoked', user.id, { scope: REVOKE_SCOPES[ctx.path] });
  if (!ctx.path.startsWith('/two-factor/')) return;
  // Turning two-factor on or off is seen in the user row (enrolment completes at verify-totp).
  const now = await ctx.context.internalAdapter.findUserById(user.id);
  const [was, is] = [Boolean(user.twoFactorEnabled), Boolean((now as { twoFactorEnabled?: unknown } | null)?.twoFactorEnabled)];
  if (was !== is) await write(db, ctx, by, is ? 'auth.two-factor-enabled' : 'auth.two-factor-disabled', user.id, {});
}

async function recordOutcome(db: Database, ctx: HookContext): Promise<void> {
  const key = keyOf(ctx);
  const note = key ? noted.get(key) : undefined;
  if (key) noted.delete(key);
  const ip = ctx.headers?.get(CLIENT_IP_HEADER) ?? null;
  const isSignInStep = ctx.path in SIGN_IN_METHODS || ctx.path.startsWith('/callback/');
  if (isSignInStep && !note?.user) return recordSignIn(db, ctx, ip, note);
  if (isAPIError(ctx.context.returned)) return;
  if (ctx.path === '/reset-password' && note?.pendingUserId) {
    return write(db, ctx, { actor: note.pendingUserId, ip }, 'auth.password-reset', note.pendingUserId, {});
  }
  if (note) await recordUserChange(db, ctx, ip, note);
}

/** The plugin (issue 29); `db` is where entries go. Must come after 'two-factor' in the plugins array. */
export function authAuditPlugin(db: Database): BetterAuthPlugin {
  return {
    id: 'auth-audit',
    init(context) {
      const ids = (context.options.plugins ?? []).map((plugin) => plugin.id);
      if (ids.includes('two-factor') && ids.indexOf('two-factor') > ids.indexOf('auth-audit')) {
        throw new Error("auth-audit must come after two-factor in better-auth's plugins: it would record half-done sign-ins");
      }
    },
    hooks: {
      before: [{ matcher: (ctx) => isAudited(ctx.path ?? ''), handler: createAuthMiddleware(async (ctx) => noteCaller(ctx)) }],
      after: [{ matcher: (ctx) => isAudited(ctx.path ?? ''), handler: createAuthMiddleware(async (ctx) => recordOutcome(db, ctx)) }],
    },
  };
}
