/**
 * Signed-in reads without a database round trip per request (issue 31, decision 028). The
 * access hook asks `app.sessionCache.callerOf(request)`: a session cookie that better-auth
 * checked (signature and database row) in the last SESSION_CACHE_SECONDS is answered from
 * memory, keyed by a SHA-256 of the cookie's value (the token itself is never kept or logged).
 * At most MAX_ENTRIES sessions are held, least recently used dropped first, and never past the
 * session's own expiry.
 *
 * Whatever ends a session or changes what the access hook reads (sign-out, a password reset's
 * revocation, Make Admin, a profile's new name, any later deactivation) calls `forgetUser`:
 * the user's entries go here at once and, on PostgreSQL, on every other instance through
 * NOTIFY (invalidation-listener.ts, shared with the public cache). While that listener is
 * down, every lookup asks the database and nothing is stored, so a revocation always holds.
 * A lookup that overlapped a `forgetUser` is not stored either (generation check).
 */
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SessionUser } from './access.ts';
import { notifyChannel } from './invalidation-listener.ts';

/** A checked session: its user and when the session itself expires. */
export interface CheckedSession {
  user: SessionUser;
  expiresAt: Date;
}

interface SessionCache {
  /** The signed-in user of `request`'s session cookie, or null (from memory when it can be trusted). */
  callerOf: (request: FastifyRequest) => Promise<SessionUser | null>;
  /** Forgets every cached session of `userId` here and, on PostgreSQL, on every instance. */
  forgetUser: (userId: string) => Promise<void>;
  /** Sessions held (tests). */
  size: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessionCache: SessionCache;
  }
}

/** The NOTIFY channel; the payload is the user id whose sessions to forget. */
export const SESSION_CHANNEL = 'hotel_session_cache';
const MAX_ENTRIES = 10_000;

interface Options {
  /** Asks better-auth (signature check and database) for the session of `request`. */
  readSession: (request: FastifyRequest) => Promise<CheckedSession | null>;
  /** The session cookie's name (`better-auth.session_token`, `__Secure-` prefixed in production). */
  cookieName: string;
  ttlSeconds: number;
}

/** SHA-256 of the session cookie's value, or null without exactly one such cookie (then nothing is cached). */
function keyOf(cookieHeader: string | undefined, cookieName: string): string | null {
  if (!cookieHeader) return null;
  const values = cookieHeader
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${cookieName}=`));
  if (values.length !== 1) return null;
  return createHash('sha256').update(values[0]).digest('base64url');
}

/** Registers `app.sessionCache`; call after registerInvalidationListener. */
export function registerSessionCache(app: FastifyInstance, { readSession, cookieName, ttlSeconds }: Options): void {
  const entries = new LRUCache<string, SessionUser>({ max: MAX_ENTRIES });
  const listener = app.invalidationListener;
  const isPostgres = app.dbHandle.kind === 'postgres';
  let generation = 0;

  const forgetLocally = (userId: string) => {
    generation += 1;
    const keys = [...entries.entries()].filter(([, user]) => user.id === userId).map(([key]) => key);
    keys.forEach((key) => entries.delete(key));
  };
  const forgetAll = () => {
    generation += 1;
    entries.clear();
  };
  listener.subscribe(SESSION_CHANNEL, { onMessage: forgetLocally, onReset: forgetAll });

  const callerOf = async (request: FastifyRequest): Promise<SessionUser | null> => {
    const key = ttlSeconds > 0 ? keyOf(request.headers.cookie, cookieName) : null;
    const hit = key ? entries.get(key) : undefined;
    if (hit && listener.isListening()) return hit;
    const startedAt = generation;
    const session = await readSession(request);
    if (!session) return null;
    const ttl = Math.min(ttlSeconds * 1000, session.expiresAt.getTime() - Date.now());
    if (key && ttl > 0 && startedAt === generation && listener.isListening()) entries.set(key, session.user, { ttl });
    return session.user;
  };

  app.decorate('sessionCache', {
    callerOf,
    forgetUser: async (userId) => {
      forgetLocally(userId);
      if (isPostgres) await notifyChannel(app.db, SESSION_CHANNEL, userId);
    },
    size: () => entries.size,
  } satisfies SessionCache);
}
