/**
 * Request-level protections of issue #5, registered by app.ts before better-auth and every
 * module so its hooks see every route:
 * - state-changing /api calls from another origin are refused (Origin, else Referer);
 * - sign-in, sign-up and password-reset requests are limited (plugins/auth-limits.ts: growing
 *   delays per account + IP, failures per IP, sign-ups per IP, reset e-mails per IP and account);
 * - the SPA may open the sign-in popup and keep talking to it (Cross-Origin-Opener-Policy).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OAUTH_POPUP } from '#shared/schemas/profile.ts';
import { AppError } from '../errors.ts';
import { createAuthLimits, RateLimitedError, type AttemptDone, type AuthLimits } from './auth-limits.ts';

export { RATE_LIMITED_MESSAGE } from './auth-limits.ts';
export const CROSS_ORIGIN_MESSAGE = 'Requests from other sites are not accepted';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Cross-site by design (docs/architecture.md#external-services): the gateway's browser return posts and its server-to-server IPN.
const ORIGIN_EXEMPT = [/^\/api\/payment\/(success|fail|cancel)\//, /^\/api\/payment\/ipn\/?$/];
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;
const RESET_REQUEST_PATH = '/api/auth/request-password-reset';
// Pages the sign-in popup shows on our origin: they must keep the popup's link to the SPA.
const isPopupPage = (path: string) => path.startsWith('/api/auth/callback/') || path === OAUTH_POPUP.completePath;

const pathOf = (request: FastifyRequest) => request.url.split('?')[0];

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * Whether a state-changing request comes from `allowedOrigin`: its Origin header, else its
 * Referer's origin. With neither (not a browser, or a privacy setting), it is allowed only
 * without a session cookie, where a forged request could not act as anyone.
 */
function isSameOriginRequest(headers: FastifyRequest['headers'], allowedOrigin: string): boolean {
  if (headers.origin) return headers.origin === allowedOrigin;
  if (headers.referer) return originOf(headers.referer) === allowedOrigin;
  return !SESSION_COOKIE.test(headers.cookie ?? '');
}

/** Whether the origin check applies: state-changing, under /api, not a gateway callback. */
function needsOriginCheck(request: FastifyRequest): boolean {
  if (!STATE_CHANGING.has(request.method)) return false;
  const path = pathOf(request);
  return path.startsWith('/api/') && !ORIGIN_EXEMPT.some((pattern) => pattern.test(path));
}

/** The e-mail a sign-in/sign-up/reset body names, or null. */
function emailOf(request: FastifyRequest): string | null {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email : null;
}

const SIGN_IN_PATH = '/api/auth/sign-in/email';
const SIGN_UP_PATH = '/api/auth/sign-up/email';

/** Registers the origin check, the identity limits (plugins/auth-limits.ts) and the opener policy. */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const allowedOrigin = new URL(app.config.publicUrl).origin;
  const limits = createAuthLimits(app.config.identity, (line) => app.log.warn(line));
  app.decorate('authLimits', limits);
  app.addHook('onClose', async () => limits.close());
  if ((await limits.checkStore()) === 'fallback') {
    app.log.warn("Redis (REDIS_URL) did not answer at start-up: sign-in limits use this instance's memory until it does");
  }
  const pending = new WeakMap<FastifyRequest, AttemptDone>();

  app.addHook('onRequest', async (request, reply) => {
    // helmet's default `same-origin` would cut the SPA off from the sign-in popup it opens.
    reply.header('cross-origin-opener-policy', isPopupPage(pathOf(request)) ? 'unsafe-none' : 'same-origin-allow-popups');
    if (needsOriginCheck(request) && !isSameOriginRequest(request.headers, allowedOrigin)) {
      throw new AppError('CROSS_ORIGIN', CROSS_ORIGIN_MESSAGE);
    }
  });

  // Counted before better-auth checks anything (atomic consume), so concurrent tries all count.
  app.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'POST') return;
    const path = pathOf(request);
    try {
      if (path === SIGN_IN_PATH) pending.set(request, await limits.beginSignIn(emailOf(request) ?? '', request.ip));
      else if (path === SIGN_UP_PATH) pending.set(request, await limits.beginSignUp(request.ip));
      else if (path === RESET_REQUEST_PATH) await limits.beginResetRequest(emailOf(request), request.ip);
    } catch (error) {
      if (error instanceof RateLimitedError) reply.header('retry-after', String(error.retryAfterSeconds));
      throw error;
    }
  });

  // onSend (not onResponse): settled before the client sees the answer, so a follow-up is judged on it.
  app.addHook('onSend', async (request, reply, payload) => {
    const done = pending.get(request);
    if (done) {
      pending.delete(request);
      await done(reply.statusCode >= 200 && reply.statusCode < 300);
    }
    return payload;
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sign-in, sign-up and reset limits; `store()` tells health checks where they count. */
    authLimits: AuthLimits;
  }
}
