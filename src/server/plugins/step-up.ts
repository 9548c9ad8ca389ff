/**
 * Step-up (issue 29, decision 031): a route declared `config: { stepUp: true }` (the ones that give
 * money back; role and settings changes by the same key) needs the caller's session to have proved
 * its second factor within STEP_UP_MINUTES, else 403 STEP_UP_REQUIRED before the body is read, so
 * nothing changes. The session's `second_factor_at` is set when a two-factor sign-in or enrolment
 * verifies a code (auth.ts) and by POST /api/step-up { code } here, which checks a TOTP or backup code
 * with better-auth's own verification (a backup code is used up). A user without a second factor
 * (only possible with STAFF_TWO_FACTOR=optional) passes: there is nothing to ask them.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { APIError } from 'better-auth/api';
import { fromNodeHeaders } from 'better-auth/node';
import { STEP_UP_MESSAGE, stepUpInputSchema, stepUpResultSchema } from '#shared/schemas/step-up.ts';
import { session } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Auth } from './auth.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Issue 29: the caller must have proved the second factor within STEP_UP_MINUTES. */
    stepUp?: boolean;
  }
  interface FastifyInstance {
    /** `METHOD /url` of every route declared `stepUp: true` (tests read it). */
    stepUpRoutes: string[];
  }
}

const WRONG_CODE_MESSAGE = 'That code is not right. Check your authenticator app and try again.';
/**
 * better-auth's two-factor endpoints as called from the server. `createAuth` lists its plugins as
 * `BetterAuthPlugin[]`, so `auth.api` does not carry their types; these are the shapes of
 * plugins/two-factor/{totp,backup-codes} in better-auth 1.7.
 */
interface TwoFactorApi {
  verifyTOTP(input: { body: { code: string }; headers: Headers }): Promise<{ token?: string }>;
  verifyBackupCode(input: { body: { code: string; disableSession: boolean }; headers: Headers }): Promise<{ token?: string }>;
}

/** A TOTP code is six digits; anything else is tried as a backup code. */
const TOTP_CODE = /^\d{6}$/;

/** The session of `request` with its `secondFactorAt`, as better-auth reads it (no cookie cache in this app). */
async function sessionOf(auth: Auth, request: FastifyRequest) {
  const found = await auth.api.getSession({ headers: fromNodeHeaders(request.headers), query: { disableRefresh: true } });
  return found?.session as { token: string; secondFactorAt?: Date | string | null } | undefined;
}

/** Whether `checkedAt` is within the last `minutes`. */
function isRecentCheck(checkedAt: Date | string | null | undefined, minutes: number, now = Date.now()): boolean {
  if (!checkedAt) return false;
  return now - new Date(checkedAt).getTime() <= minutes * 60_000;
}

/**
 * Verifies `code` against the caller's second factor with better-auth (verify-totp or
 * verify-backup-code on the caller's own session); answers the session token, or throws
 * 400 INVALID_TWO_FACTOR_CODE.
 */
async function verifyCode(auth: Auth, request: FastifyRequest, code: string): Promise<string> {
  const headers = fromNodeHeaders(request.headers);
  const api = auth.api as unknown as TwoFactorApi;
  try {
    const answer = TOTP_CODE.test(code)
      ? await api.verifyTOTP({ body: { code }, headers })
      : await api.verifyBackupCode({ body: { code, disableSession: true }, headers });
    if (!answer.token) throw new AppError('INVALID_TWO_FACTOR_CODE', WRONG_CODE_MESSAGE);
    return answer.token;
  } catch (error) {
    if (error instanceof APIError) throw new AppError('INVALID_TWO_FACTOR_CODE', WRONG_CODE_MESSAGE);
    throw error;
  }
}

/** Registers the step-up check on `stepUp` routes and POST /api/step-up; call after the access hook and before routes. */
export function registerStepUp(app: FastifyInstance, auth: Auth): void {
  app.decorate('stepUpRoutes', [] as string[]);
  app.addHook('onRoute', (route) => {
    if (route.config?.stepUp === true) app.stepUpRoutes.push(...[route.method].flat().map((method) => `${method} ${route.url}`));
  });
  app.addHook('preValidation', async (request) => {
    if (request.routeOptions.config?.stepUp !== true) return;
    const caller = request.caller;
    if (!caller.hasTwoFactor) return;
    const current = await sessionOf(auth, request);
    if (!isRecentCheck(current?.secondFactorAt, app.config.stepUpMinutes)) throw new AppError('STEP_UP_REQUIRED', STEP_UP_MESSAGE);
  });

  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/step-up',
      { config: { access: 'user' }, schema: { body: stepUpInputSchema, response: { 200: stepUpResultSchema } } },
      async (request) => {
        if (!request.caller.hasTwoFactor) throw new AppError('BAD_REQUEST', 'Two-factor sign-in is not set up for this account');
        const done = await app.authLimits.beginStepUp(request.caller.id);
        const token = await verifyCode(auth, request, request.body.code).catch(async (error: unknown) => {
          await done(false);
          throw error;
        });
        await done(true);
        const checkedAt = new Date();
        await app.db.update(session).set({ secondFactorAt: checkedAt }).where(eq(session.token, token));
        return { checkedAt: checkedAt.toISOString() };
      },
    );
}
