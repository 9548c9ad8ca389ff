/**
 * In-process cache of public reads (issue 11): the room list for every query, room detail and
 * reviews are serialized once into bytes with a strong ETag, and answered from memory (304 on
 * a matching If-None-Match, br/gzip variants made once per entry).
 *
 * Invalidation is by construction rather than by remembering every writer: every successful
 * state-changing /api request (room edits, reviews, likes, bookings, payments, profile
 * changes, whatever later issues add) empties the cache before its answer leaves, so the
 * caller's next read is fresh. On PostgreSQL the same happens on every other instance through
 * LISTEN/NOTIFY; while the listening connection is down the cache is bypassed. Entries built
 * while a write was in flight are not stored (generation check). Answers that depend on the
 * clock (date searches: holds lapse without a write) get a short TTL.
 */
import { createHash, randomUUID } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { coalesceCalls } from './coalesce-calls.ts';
import { notifyChannel } from './invalidation-listener.ts';

export interface CachedBody {
  body: Buffer;
  /** Strong validator: quoted hash of `body`. */
  etag: string;
  br?: Buffer;
  gzip?: Buffer;
}

interface Entry extends CachedBody {
  expiresAt: number;
}

interface PublicCache {
  /** The cached bytes of `key`, else `build()` serialized with JSON.stringify (errors are not cached). */
  get: (key: string, build: () => Promise<unknown>, options?: { ttlMs?: number }) => Promise<CachedBody>;
  /** Drops every entry here and, on PostgreSQL, on every other instance. */
  invalidate: () => Promise<void>;
  /** Entries held (tests, metrics). */
  size: () => number;
}

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

const CHANNEL = 'hotel_public_cache';
const MAX_ENTRIES = 1000;
const COMPRESS_ABOVE_BYTES = 1024;
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
// Writes that never change a public read: signing in/up/out, the session check, raw uploads.
const NOT_A_PUBLIC_WRITE = [/^\/api\/auth\/(sign-in|sign-up|sign-out)\b/, /^\/api\/(jwt|upload)\b/];

/** Quoted base64url SHA-1 of `body` (a strong ETag, RFC 9110 §8.8.3). */
const strongEtag = (body: Buffer | string): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** Whether If-None-Match (a list, or *) names `etag`; weak forms match too (RFC 9110 §13.1.2). */
function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * Answers `cached` (JSON unless `contentType` says otherwise) for `request`: ETag + `cache-control: no-cache` (browsers revalidate every
 * time, so an edit shows at once), 304 on a match, else the bytes in the best encoding the
 * client takes (br, then gzip) when larger than 1 KB.
 */
export function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
  contentType = 'application/json; charset=utf-8',
) {
  reply.header('etag', cached.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], cached.etag)) return reply.code(304).send();
  reply.type(contentType);
  const accepts = String(request.headers['accept-encoding'] ?? '');
  if (cached.body.length > COMPRESS_ABOVE_BYTES && /\bbr\b/.test(accepts)) {
    cached.br ??= brotliCompressSync(cached.body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } });
    return reply.header('content-encoding', 'br').send(cached.br);
  }
  if (cached.body.length > COMPRESS_ABOVE_BYTES && /\bgzip\b/.test(accepts)) {
    cached.gzip ??= gzipSync(cached.body, { level: 9 });
    return reply.header('content-encoding', 'gzip').send(cached.gzip);
  }
  return reply.send(cached.body);
}

/** The bytes of `value` as a cache entry (also used uncached while invalidation is unsure). */
export function toCachedBody(value: unknown): CachedBody {
  const body = Buffer.from(typeof value === 'string' ? value : JSON.stringify(value));
  return { body, etag: strongEtag(body) };
}

/** Registers `app.publicCache` and the invalidation hook; call after registerInvalidationListener, before the route modules. */
export function registerPublicCache(app: FastifyInstance): void {
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<CachedBody>>();
  let generation = 0;
  const instanceId = randomUUID();
  const listener = app.invalidationListener;
  listener.subscribe(CHANNEL, {
    onMessage: (from) => from !== instanceId && clearLocal(),
    onReset: () => clearLocal(),
  });
  const isPostgres = app.dbHandle.kind === 'postgres';
  // Many writes at once share NOTIFYs (each one a flushed transaction): under load the
  // write path sent one per hold (docs/performance.md#write-path).
  const notify = coalesceCalls(() => notifyChannel(app.db, CHANNEL, instanceId));

  function clearLocal(): void {
    generation += 1;
    entries.clear();
    pending.clear();
  }

  async function build(key: string, load: () => Promise<unknown>, ttlMs: number): Promise<CachedBody> {
    const startedAt = generation;
    const cached = toCachedBody(await load());
    // A write finished while we read: our bytes may predate it, so do not keep them.
    const isCacheable = startedAt === generation && listener.isListening();
    if (isCacheable) {
      if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
      entries.set(key, { ...cached, expiresAt: Date.now() + ttlMs });
    }
    return cached;
  }

  const cache: PublicCache = {
    get: async (key, load, options = {}) => {
      const hit = entries.get(key);
      if (hit && hit.expiresAt > Date.now()) return hit;
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const promise = build(key, load, options.ttlMs ?? Number.POSITIVE_INFINITY);
      pending.set(key, promise);
      try {
        return await promise;
      } finally {
        if (pending.get(key) === promise) pending.delete(key);
      }
    },
    invalidate: async () => {
      clearLocal();
      if (isPostgres) await notify();
    },
    size: () => entries.size,
  };
  app.decorate('publicCache', cache);

  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0];
    const isPublicWrite =
      STATE_CHANGING.has(request.method) &&
      path.startsWith('/api/') &&
      reply.statusCode < 400 &&
      !NOT_A_PUBLIC_WRITE.some((re) => re.test(path));
    if (isPublicWrite) {
      await cache.invalidate().catch((error: Error) => request.log.warn({ err: error }, 'public cache notify failed'));
    }
    return payload;
  });
}
