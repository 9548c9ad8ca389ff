/**
 * Liveness and readiness (issue #14), for a load balancer or an orchestrator:
 * - `GET /healthz` → 200 `{ status: 'ok' }` while the process can answer at all;
 * - `GET /readyz` → 200 `{ status: 'ready', checks }` when this instance should get traffic,
 *   else 503 with `status` 'starting' (not listening yet: migrations, seed), 'stopping'
 *   (shutdown began; the balancer should drain us) or 'unavailable' (a dependency is down).
 *   `checks` has `database` always, `redis` when REDIS_URL is set and `storage` (the S3
 *   bucket, or the uploads directory on disk). Only the database and storage make an instance
 *   unready ('ok' or 'down'). Redis answers 'ok' or 'degraded' and never does (issue 24): the
 *   limits fall back to memory without it (decision 011), and with every instance leaving the
 *   balancer at once a Redis blip would be a full outage.
 * Each check is bounded by CHECK_TIMEOUT_MS so a hung dependency answers 503, not a hang.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

const CHECK_TIMEOUT_MS = 2000;

type LifecycleState = 'starting' | 'ready' | 'stopping';
type CheckResult = 'ok' | 'down';

// Checks whose failure reports 'degraded' and leaves the instance ready.
const OPTIONAL_CHECKS = new Set(['redis']);

declare module 'fastify' {
  interface FastifyInstance {
    /** Where this instance is in its life; /readyz answers 503 unless 'ready'. */
    lifecycle: { state: LifecycleState };
  }
}

/** Resolves 'ok' when `probe` resolves within the timeout, else 'down'. */
async function runCheck(probe: () => Promise<unknown>): Promise<CheckResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('check timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([probe(), timeout]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    clearTimeout(timer);
  }
}

/** Registers /healthz, /readyz and `app.lifecycle` (ready once listening, stopping at close). */
export async function registerHealth(app: FastifyInstance): Promise<void> {
  app.decorate('lifecycle', { state: 'starting' as LifecycleState });
  app.addHook('onListen', async () => {
    if (app.lifecycle.state === 'starting') app.lifecycle.state = 'ready';
  });
  app.addHook('preClose', async () => {
    app.lifecycle.state = 'stopping';
  });

  // Its own connection, so a readiness probe never waits behind the rate limiter's commands.
  const redisUrl = app.config.identity.redisUrl;
  const redis = redisUrl
    ? new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: true, connectTimeout: CHECK_TIMEOUT_MS })
    : null;
  redis?.on('error', () => {
    /* reported by /readyz as redis: 'degraded' */
  });
  app.addHook('onClose', async () => {
    redis?.disconnect();
  });

  app.get('/healthz', { config: { access: 'public' }, schema: { hide: true } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { config: { access: 'public' }, schema: { hide: true } }, async (_request, reply) => {
    const probes: Record<string, () => Promise<unknown>> = { database: () => app.db.execute(sql`select 1`) };
    if (redis) probes.redis = () => redis.ping();
    probes.storage = () => app.storage.probe();
    const results = await Promise.all(Object.values(probes).map(runCheck));
    const names = Object.keys(probes);
    const isHealthy = names.every((name, i) => results[i] === 'ok' || OPTIONAL_CHECKS.has(name));
    const checks = Object.fromEntries(
      names.map((name, i) => [name, results[i] === 'down' && OPTIONAL_CHECKS.has(name) ? 'degraded' : results[i]]),
    );
    const state = app.lifecycle.state;
    const status = state !== 'ready' ? state : isHealthy ? 'ready' : 'unavailable';
    reply.header('cache-control', 'no-store');
    return reply.status(status === 'ready' ? 200 : 503).send({ status, checks });
  });
}

/**
 * Graceful stop for a balanced instance: /readyz answers 503 'stopping' at once, new requests
 * are still served for `drainMs` (SHUTDOWN_DRAIN_MS) while the proxy notices, then the app
 * closes (in-flight requests finish). Resolves when closed.
 */
export async function drainAndClose(app: FastifyInstance, drainMs: number): Promise<void> {
  app.lifecycle.state = 'stopping';
  if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
  await app.close();
}
