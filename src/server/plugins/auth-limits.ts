/**
 * Limits on the identity endpoints (issue #9), on rate-limiter-flexible's atomic counters:
 * Redis when REDIS_URL is set (shared by every instance), else this process's memory.
 * Every attempt is counted BEFORE the password is checked, so concurrent guesses cannot
 * slip past a check-then-count gap.
 *
 * - Sign-in, per account + IP pair: `freeAttempts` tries, then each further try must wait a
 *   growing delay (1 s, 2 s, 4 s … up to `maxDelayMs`) after the previous one (OWASP: slow
 *   down, never hard-lock, so an attacker elsewhere cannot lock the owner out). A successful
 *   sign-in clears the pair.
 * - Per IP: at most `maxIpFailures` failed sign-ins per window (credential stuffing across
 *   many accounts), and as many failed sign-ups, counted apart (issue 24: refused sign-ups
 *   must not use up the sign-in budget of everyone behind that IP); successes give their point back.
 * - Successful sign-ups: at most `maxSignUpsPerIp` per IP per hour (failures give it back).
 * - Password-reset e-mails: `maxResetRequests` per window per IP and per account.
 * - Profile-photo uploads: `maxProfileUploadsPerHour` per user.
 * - Step-up codes (issue 29): at most `maxStepUpFailures` wrong codes per user per window
 *   (a 6-digit code must not be guessable from a stolen session; successes give their point back).
 *
 * Redis down (docs/decisions): each limiter falls back to an in-memory insurance limiter and
 * a warning is logged; the connection is checked at start-up and on every state change.
 */
import { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import type { IdentityConfig } from '../config.ts';
import { AppError } from '../errors.ts';

export const RATE_LIMITED_MESSAGE = 'Too many attempts. Please try again later.';

/** A limit refusal: 429 with Retry-After seconds. */
export class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super('RATE_LIMITED', RATE_LIMITED_MESSAGE);
  }
}

/** What to do once the attempt has been answered: `succeeded` = 2xx. */
export type AttemptDone = (succeeded: boolean) => Promise<void>;

export interface AuthLimits {
  /** Counts a sign-in attempt of `email` from `ip`; throws RateLimitedError when it must wait. */
  beginSignIn(email: string, ip: string): Promise<AttemptDone>;
  /** Counts a sign-up attempt from `ip`; throws RateLimitedError over the limits. */
  beginSignUp(ip: string): Promise<AttemptDone>;
  /** Counts a password-reset request (every one counts: the answer never reveals the account). */
  beginResetRequest(email: string | null, ip: string): Promise<void>;
  /** Counts a profile-photo upload of `userId`; throws RateLimitedError over the limit. */
  takeProfileUpload(userId: string): Promise<void>;
  /** Counts a step-up code attempt of `userId` (issue 29); throws RateLimitedError over the limit. */
  beginStepUp(userId: string): Promise<AttemptDone>;
  /** 'memory' (no REDIS_URL), 'redis' (connected) or 'fallback' (Redis unreachable, memory in use). */
  store(): 'memory' | 'redis' | 'fallback';
  /** The start-up check: waits (≤ 3 s) for the first connect or failure, then answers store(). */
  checkStore(): Promise<'memory' | 'redis' | 'fallback'>;
  close(): Promise<void>;
}

export type Warn = (message: string) => void;

/** Delay before pair attempt number `n` (1-based), in whole seconds: 0 for the free ones, then doubling from `baseDelayMs`. */
export function delayBeforeAttempt(n: number, freeAttempts: number, maxDelayMs: number, baseDelayMs = 1000): number {
  if (n <= freeAttempts) return 0;
  return Math.ceil(Math.min(baseDelayMs * 2 ** Math.min(n - freeAttempts - 1, 30), maxDelayMs) / 1000);
}

const isRefusal = (error: unknown): error is RateLimiterRes => error instanceof RateLimiterRes;
const secondsOf = (refusal: RateLimiterRes) => Math.max(1, Math.ceil(refusal.msBeforeNext / 1000));

/** Consumes one point; a refusal becomes RateLimitedError, a store error is rethrown. */
async function take(limiter: RateLimiterAbstract, key: string, options?: { customDuration: number }): Promise<RateLimiterRes> {
  try {
    return await limiter.consume(key, 1, options);
  } catch (error) {
    if (isRefusal(error)) throw new RateLimitedError(secondsOf(error));
    throw error;
  }
}

/** Watches the Redis connection: warns once when it goes away, says when it is back. */
function watchRedis(redis: Redis, url: string, warn: Warn) {
  let isUp = false;
  let hasWarned = false;
  const where = new URL(url).host;
  redis.on('ready', () => {
    if (hasWarned) warn(`Redis at ${where} is reachable again: sign-in limits are shared by every instance again`);
    isUp = true;
    hasWarned = false;
  });
  const down = () => {
    isUp = false;
    if (hasWarned) return;
    hasWarned = true;
    warn(`Redis at ${where} is unreachable: sign-in limits fall back to this instance's memory until it is back`);
  };
  redis.on('error', down);
  redis.on('end', down);
  redis.on('close', () => {
    isUp = false;
  });
  const settled = new Promise<void>((resolve) => {
    redis.once('ready', () => resolve());
    redis.once('error', () => resolve());
    setTimeout(resolve, 3000).unref();
  });
  return { isUp: () => isUp, settled };
}

/** Builds the limits of `identity` (Redis when `redisUrl`, else memory); `warn` gets store warnings. */
export function createAuthLimits(identity: IdentityConfig, warn: Warn): AuthLimits {
  const limits = identity.rateLimit;
  const windowSeconds = Math.ceil(limits.windowMs / 1000);
  const redis = identity.redisUrl
    ? // Commands fail at once while disconnected, so the insurance limiter answers instead of hanging.
      new Redis(identity.redisUrl, {
        enableOfflineQueue: false,
        maxRetriesPerRequest: 0,
        connectTimeout: 2000,
        retryStrategy: (n) => Math.min(n * 200, 5000),
      })
    : null;
  const watch = redis && identity.redisUrl ? watchRedis(redis, identity.redisUrl, warn) : null;
  const make = (name: string, points: number, duration: number): RateLimiterAbstract => {
    const keyPrefix = `${limits.keyPrefix}${name}`;
    const memory = new RateLimiterMemory({ keyPrefix, points, duration });
    if (!redis) return memory;
    return new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration, insuranceLimiter: memory, rejectIfRedisNotReady: true });
  };
  const pairAttempts = make('signin-pair', 1_000_000, 24 * 3600);
  const pairGate = make('signin-gate', 1, 1);
  const ipFailures = make('ip-failures', limits.maxIpFailures, windowSeconds);
  const ipSignUpFailures = make('ip-signup-failures', limits.maxIpFailures, windowSeconds);
  const signUps = make('signups', limits.maxSignUpsPerIp, 3600);
  const resetsByIp = make('reset-ip', limits.maxResetRequests, windowSeconds);
  const resetsByAccount = make('reset-account', limits.maxResetRequests, windowSeconds);
  const profileUploads = make('profile-uploads', limits.maxProfileUploadsPerHour, 3600);
  const stepUpFailures = make('step-up-failures', limits.maxStepUpFailures, windowSeconds);
  const account = (email: string) => email.trim().toLowerCase();

  return {
    async beginSignIn(email, ip) {
      const pair = `${account(email)}|${ip}`;
      await take(ipFailures, ip);
      const { consumedPoints } = await take(pairAttempts, pair);
      const delay = delayBeforeAttempt(consumedPoints, limits.freeAttempts, limits.maxDelayMs, limits.baseDelayMs);
      // One pass per delay: the first attempt after the gate opens closes it again for `delay`.
      if (delay > 0) await take(pairGate, pair, { customDuration: delay });
      return async (succeeded) => {
        if (!succeeded) return;
        await Promise.all([ipFailures.reward(ip), pairAttempts.delete(pair), pairGate.delete(pair)]);
      };
    },
    async beginSignUp(ip) {
      await take(ipSignUpFailures, ip);
      await take(signUps, ip);
      return async (succeeded) => {
        await (succeeded ? ipSignUpFailures.reward(ip) : signUps.reward(ip));
      };
    },
    async beginResetRequest(email, ip) {
      await take(resetsByIp, ip);
      if (email) await take(resetsByAccount, account(email));
    },
    async takeProfileUpload(userId) {
      await take(profileUploads, userId);
    },
    async beginStepUp(userId) {
      await take(stepUpFailures, userId);
      return async (succeeded) => {
        if (succeeded) await stepUpFailures.reward(userId);
      };
    },
    store: () => (!redis ? 'memory' : watch?.isUp() ? 'redis' : 'fallback'),
    async checkStore() {
      await watch?.settled;
      return this.store();
    },
    async close() {
      if (redis) await redis.quit().catch(() => redis.disconnect());
    },
  };
}
