/**
 * better-auth, mounted at /api/auth/* (docs/architecture.md#stack): e-mail + password (scrypt hashes), Google
 * (or a generic OpenID Connect provider standing in for it), password reset by e-mail, and an
 * HttpOnly SameSite=Lax session cookie (Secure and `__Secure-` prefixed in production), and
 * two-factor sign-in (TOTP and backup codes, issue 29, decision 031). The
 * `user` table carries the spec's extra fields, which auth endpoints can never set
 * (`input: false`). Also serves GET /api/auth-providers and the sign-in popup's last page.
 */
// The minimal entry: we bring the Drizzle adapter, so Kysely and its dialects need not load (0.3 s of every start).
import { randomBytes } from 'node:crypto';
import { betterAuth } from 'better-auth/minimal';
import { twoFactor } from 'better-auth/plugins/two-factor';
import type { BetterAuthPlugin } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { passkey } from '@better-auth/passkey';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authProvidersSchema, OAUTH_POPUP, PASSWORD_MIN_LENGTH, type AuthProviders } from '#shared/schemas/profile.ts';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import * as schema from '../db/schema.ts';
import { deleteResetTokensOf, hashResetIdentifier, RESET_IDENTIFIER_PREFIX } from '../db/reset-tokens.ts';
import type { SessionUser } from './access.ts';
import { ROLES, type Role } from '#shared/domain/staff-roles.ts';
import type { CheckedSession } from './session-cache.ts';
import { isUndeliverableEmail } from '#shared/domain/desk-guest.ts';
import { claimDeskGuestPlugin } from './auth-claim.ts';
import { recordSignIn, refuseDeactivated } from './auth-sign-ins.ts';
import { authAuditPlugin } from './auth-audit.ts';
import { lazyOidcProvider, OIDC_PROVIDER_ID } from './auth-oidc.ts';
import { createUserWriteRules, isAllowedAuthEndpoint } from './auth-user-rules.ts';
import { CLIENT_IP_HEADER, withoutSessionTokens } from './auth-answers.ts';
import { passkeyNameRule } from './auth-passkey-rules.ts';
import { passwordResetEmail, popupCompletePage, popupContentSecurityPolicy } from './auth-pages.ts';
import type { BackgroundTasks } from './background-tasks.ts';
import { createMailer, type Mailer } from './mailer.ts';
import type { ImageStorage } from './storage.ts';

/** How long a password-reset link works (better-auth deletes it on first use; a reset ends them all). */
export const RESET_TOKEN_MINUTES = 60;

/** The issuer authenticator apps show next to the account (issue 29). */
const TWO_FACTOR_ISSUER = 'Hotel Booking';

/** The better-auth endpoints whose new session has just proved the second factor (sign-in with a code, enrolment). */
const SECOND_FACTOR_PATHS = new Set(['/two-factor/verify-totp', '/two-factor/verify-backup-code']);

/**
 * A session about to be created, marked as having passed the second factor now when the endpoint
 * creating it (`path`) verified a code (issue 29: step-up reads `secondFactorAt`).
 */
function withSecondFactorMark<T extends object>(session: T, path: string | undefined): T {
  return path && SECOND_FACTOR_PATHS.has(path) ? { ...session, secondFactorAt: new Date() } : session;
}

/** Which "Continue with Google" provider is configured: Google itself wins over OIDC_*. */
function getAuthProviders(config: AppConfig): AuthProviders {
  const providerId = config.identity.google ? 'google' : config.identity.oidc ? OIDC_PROVIDER_ID : null;
  return { google: providerId !== null, providerId };
}

/**
 * Creates the better-auth instance for `db` and `config`; `mailer` defaults to config.identity.mail.
 * `storageOf` gives the image storage once registered (sign-up checks the photo's owner, issue 24).
 * `onUserChange(userId)` runs after a session of the user ended (sign-out, a password reset's
 * revocation) or better-auth changed the user: the session cache forgets them (issue 31).
 */
export function createAuth(
  db: Database,
  config: AppConfig,
  tasks: BackgroundTasks,
  storageOf: () => ImageStorage,
  onUserChange: (userId: string) => Promise<void>,
  mailer?: Mailer,
) {
  const userWriteRules = createUserWriteRules(storageOf);
  const { identity } = config;
  const isVerbose = ['trace', 'debug', 'info'].includes(config.logLevel);
  const mail = mailer ?? createMailer(identity.mail, (line) => isVerbose && console.info(line));
  // Issue 27: a sign-up with a desk guest's e-mail sends the link that claims that guest (plugins/auth-claim.ts).
  const sendPasswordLink = (email: string) => auth.api.requestPasswordReset({ body: { email } });
  const plugins: BetterAuthPlugin[] = [
    claimDeskGuestPlugin(sendPasswordLink),
    // Issue 29: passkeys as a second way in; the relying party is the site guests see (PUBLIC_URL).
    passkey({ rpID: new URL(config.publicUrl).hostname, rpName: 'Hotel Booking', origin: new URL(config.publicUrl).origin }),
    ...(!identity.google && identity.oidc ? [lazyOidcProvider(identity.oidc)] : []),
    // Issue 29 (decision 031): TOTP + one-time backup codes, both stored encrypted with the auth secret.
    twoFactor({ issuer: TWO_FACTOR_ISSUER }),
    authAuditPlugin(db), // issue 29: identity events in the audit log; keep it last (after two-factor)
  ];
  const auth = betterAuth({
    appName: 'Hotel Booking',
    baseURL: config.publicUrl,
    basePath: '/api/auth',
    secret: config.authSecret,
    trustedOrigins: [config.publicUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: schema.user,
        session: schema.session,
        account: schema.account,
        verification: schema.verification,
        passkey: schema.passkey,
        twoFactor: schema.twoFactor,
        sessionRelations: schema.sessionRelations,
        accountRelations: schema.accountRelations,
        userRelations: schema.userRelations,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      // Issue 24: a new password ends every other link still in the account's mailbox.
      onPasswordReset: async ({ user }) => deleteResetTokensOf(db, user.id),
      // The link opens the SPA's form directly; the token is single-use (better-auth consumes it).
      sendResetPassword: async ({ user, token }) => {
        // Issue 27: a desk guest without an e-mail has a `.invalid` placeholder; nothing is ever sent there.
        if (isUndeliverableEmail(user.email)) return;
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        // Not awaited, so a known and an unknown e-mail answer alike (and equally fast).
        tasks.run(mail.send(passwordResetEmail(user.email, user.name, link, RESET_TOKEN_MINUTES)), (error) =>
          console.error('password-reset e-mail failed', error),
        );
      },
    },
    socialProviders: identity.google
      ? { google: { clientId: identity.google.clientId, clientSecret: identity.google.clientSecret, prompt: 'select_account' } }
      : {},
    plugins,
    hooks: { before: passkeyNameRule },
    // Sign-up, provider sign-in and any other better-auth write obey the profile rules.
    databaseHooks: {
      user: {
        create: { before: async (user, context) => userWriteRules.create(user, context) },
        update: {
          before: async (user, context) => userWriteRules.update(user, context),
          after: async (user) => onUserChange(user.id),
        },
        delete: { after: async (user) => onUserChange(user.id) },
      },
      session: {
        // Issue 29: a deactivated account gets no new session, whatever the sign-in method; a sign-in
        // is remembered; a session made by a second-factor check carries when it was checked (step-up).
        create: {
          before: async (session, context) => {
            await refuseDeactivated(db, session.userId);
            return { data: withSecondFactorMark(session, context?.path) };
          },
          after: async (session) => recordSignIn(db, session.userId, new Date(session.createdAt)),
        },
        // After the delete committed (better-auth runs these past the transaction).
        delete: { after: async (session) => onUserChange(session.userId) },
      },
    },
    // Issue 24: reset tokens are kept hashed, so a copy of the database holds no working link.
    verification: {
      storeIdentifier: {
        default: 'plain',
        overrides: { [RESET_IDENTIFIER_PREFIX]: { hash: async (identifier) => hashResetIdentifier(identifier) } },
      },
    },
    session: {
      // Issue 29: set by our create hook and POST /api/step-up only, never by a client.
      additionalFields: { secondFactorAt: { type: 'date', required: false, input: false } },
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'guest', input: false },
        status: { type: 'string', required: false, defaultValue: 'Verified', input: false },
      },
    },
    advanced: {
      useSecureCookies: config.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // The session's "place" (issue 29) is the address Fastify trusts (TRUST_PROXY), set by our handler, never the client's X-Forwarded-For.
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      // joins: the session and its user in one statement (schema.ts's sessionRelations).
      database: { generateId: () => crypto.randomUUID(), joins: true },
    },
    telemetry: { enabled: false },
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;

export type { SessionUser } from './access.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}

/** The session of `request`'s cookie as better-auth checks it (signature, then the database), or null. */
export async function readSession(auth: Auth, request: FastifyRequest): Promise<CheckedSession | null> {
  const session = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return null;
  const u = session.user as typeof session.user & { role?: string; twoFactorEnabled?: boolean | null };
  const user: SessionUser = { id: u.id, email: u.email, name: u.name, role: toRole(u.role), hasTwoFactor: u.twoFactorEnabled === true };
  return { user, expiresAt: new Date(session.session.expiresAt) };
}

/** A stored role as the app knows it; anything unknown reads as a guest. */
function toRole(value: string | undefined): Role {
  return ROLES.find((role) => role === value) ?? 'guest';
}

/** The name of the session cookie better-auth reads (`__Secure-` prefixed in production). */
export async function sessionCookieName(auth: Auth): Promise<string> {
  return (await auth.$context).authCookies.sessionToken.name;
}

/** The body better-auth should see: forms stay forms (OAuth form_post), the rest JSON. */
function encodeBody(request: FastifyRequest): string | undefined {
  if (request.body === undefined) return undefined;
  const isForm = String(request.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded');
  if (isForm && request.body && typeof request.body === 'object') {
    return new URLSearchParams(request.body as Record<string, string>).toString();
  }
  return JSON.stringify(request.body);
}

/** Mounts better-auth's handler and decorates `auth`; routes read the caller from `request.caller`. */
export async function registerAuth(app: FastifyInstance, auth: Auth, config: AppConfig): Promise<void> {
  app.decorate('auth', auth);

  // better-auth's own endpoints: public here, each one checks its session itself.
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { access: 'public' },
    async handler(request, reply) {
      const url = new URL(request.url, config.publicUrl);
      if (!isAllowedAuthEndpoint(request.method, url.pathname.slice('/api/auth'.length))) {
        return reply.status(404).send({ message: 'Not found', code: 'NOT_FOUND' });
      }
      const headers = fromNodeHeaders(request.headers);
      headers.set(CLIENT_IP_HEADER, request.ip);
      const response = await auth.handler(new Request(url, { method: request.method, headers, body: encodeBody(request) }));
      reply.status(response.status);
      response.headers.forEach((value, key) => {
        if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
      });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      if (!response.body) return reply.send(null);
      // Issue 29: the session token lives in the HttpOnly cookie only, never in a body scripts can read.
      return reply.send(withoutSessionTokens(response.headers.get('content-type'), Buffer.from(await response.arrayBuffer())));
    },
  });

  const typed = app.withTypeProvider<ZodTypeProvider>();
  // Public: tells the SPA whether "Continue with Google" can work (docs/architecture.md#external-services).
  typed.get('/api/auth-providers', { config: { access: 'public' }, schema: { response: { 200: authProvidersSchema } } }, async () =>
    getAuthProviders(config),
  );
  typed.get(OAUTH_POPUP.completePath, { config: { access: 'public' } }, async (_request, reply) => {
    // Issue 24: its own CSP, allowing only this answer's script and style (by nonce).
    const nonce = randomBytes(16).toString('base64');
    reply.header('cache-control', 'no-store');
    reply.header('content-security-policy', popupContentSecurityPolicy(nonce));
    return reply.type('text/html; charset=utf-8').send(popupCompletePage(nonce));
  });
}
