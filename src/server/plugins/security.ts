/**
 * Request-level protections of issue #5, registered by app.ts before better-auth and every
 * module so its hooks see every route:
 * - state-changing /api calls from another origin are refused (Origin, else Referer);
 * - sign-in and sign-up are locked per IP and per account after too many failures;
 * - password-reset e-mails are limited per IP and per account (every request counts: the
 *   answer is the same for unknown e-mails, so counting all of them reveals nothing);
 * - the SPA may open the sign-in popup and keep talking to it (Cross-Origin-Opener-Policy).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OAUTH_POPUP } from '#shared/schemas/profile.ts';
import type { IdentityConfig } from '../config.ts';
import { AppError } from '../errors.ts';
import { createMemoryCounter, createRedisCounter, type FailureCounter } from './failure-counter.ts';

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please try again in 15 minutes.';
export const CROSS_ORIGIN_MESSAGE = 'Requests from other sites are not accepted';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Cross-site by design (DESIGN §5): the gateway's browser return posts and its server-to-server IPN.
const ORIGIN_EXEMPT = [/^\/api\/payment\/(success|fail|cancel)\//, /^\/api\/payment\/ipn\/?$/];
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;
const THROTTLED_PATHS = new Set(['/api/auth/sign-in/email', '/api/auth/sign-up/email']);
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
export function isSameOriginRequest(headers: FastifyRequest['headers'], allowedOrigin: string): boolean {
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

/** The throttle keys of a request: the client IP and, when given, the account e-mail (`prefix` apart). */
function throttleKeys(request: FastifyRequest, prefix = ''): string[] {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  const ip = `${prefix}ip:${request.ip}`;
  return typeof email === 'string' && email.trim() ? [ip, `${prefix}account:${email.trim().toLowerCase()}`] : [ip];
}

/** Which limit applies to `request`: sign-in/up failures, reset e-mails, or none. */
function throttleOf(request: FastifyRequest): 'failures' | 'resets' | null {
  if (request.method !== 'POST') return null;
  const path = pathOf(request);
  if (THROTTLED_PATHS.has(path)) return 'failures';
  return path === RESET_REQUEST_PATH ? 'resets' : null;
}

/** The failure counter of `identity`: Redis when REDIS_URL is set, else memory. */
export function createFailureCounter(identity: IdentityConfig): FailureCounter {
  const { windowMs, keyPrefix } = identity.rateLimit;
  return identity.redisUrl ? createRedisCounter(identity.redisUrl, windowMs, keyPrefix) : createMemoryCounter(windowMs);
}

/** Registers the origin check, the sign-in/sign-up throttle and the opener policy. */
export async function registerSecurity(app: FastifyInstance): Promise<void> {
  const allowedOrigin = new URL(app.config.publicUrl).origin;
  const { maxFailures, maxResetRequests, windowMs } = app.config.identity.rateLimit;
  const counter = createFailureCounter(app.config.identity);
  app.addHook('onClose', async () => counter.close());

  app.addHook('onRequest', async (request, reply) => {
    // helmet's default `same-origin` would cut the SPA off from the sign-in popup it opens.
    reply.header('cross-origin-opener-policy', isPopupPage(pathOf(request)) ? 'unsafe-none' : 'same-origin-allow-popups');
    if (needsOriginCheck(request) && !isSameOriginRequest(request.headers, allowedOrigin)) {
      throw new AppError(403, 'CROSS_ORIGIN', CROSS_ORIGIN_MESSAGE);
    }
  });

  app.addHook('preHandler', async (request, reply) => {
    const throttle = throttleOf(request);
    if (!throttle) return;
    const keys = throttleKeys(request, throttle === 'resets' ? 'reset-' : '');
    const limit = throttle === 'resets' ? maxResetRequests : maxFailures;
    const counts = await Promise.all(keys.map((k) => counter.count(k)));
    if (counts.some((n) => n >= limit)) {
      reply.header('retry-after', String(Math.ceil(windowMs / 1000)));
      throw new AppError(429, 'RATE_LIMITED', RATE_LIMITED_MESSAGE);
    }
  });

  // onSend (not onResponse): the count is stored before the client sees the answer, so the
  // next attempt is judged on it even when it follows at once.
  app.addHook('onSend', async (request, reply, payload) => {
    const status = reply.statusCode;
    const throttle = throttleOf(request);
    if (!throttle || status === 429) return payload;
    if (throttle === 'resets') {
      if (status < 500) await Promise.all(throttleKeys(request, 'reset-').map((k) => counter.increment(k)));
      return payload;
    }
    const keys = throttleKeys(request);
    const account = keys[1];
    if (status >= 400 && status < 500) {
      await Promise.all(keys.map((k) => counter.increment(k)));
    } else if (status < 300 && account) {
      // The account's owner got in: earlier wrong guesses no longer count against them.
      await counter.reset(account);
    }
    return payload;
  });
}
