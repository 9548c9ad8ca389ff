/**
 * Counters of failed sign-in/sign-up attempts with a fixed window per key (issue #5): in Redis
 * when REDIS_URL is set, so every app instance sees the same counts (DESIGN §6), else in this
 * process's memory.
 */
import { Redis } from 'ioredis';

export interface FailureCounter {
  /** Failures of `key` in its current window (0 when none). */
  count(key: string): Promise<number>;
  /** Adds one failure; the window starts with the first failure and lasts `windowMs`. */
  increment(key: string): Promise<void>;
  /** Forgets `key` (e.g. after a successful sign-in of that account). */
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

/** In-memory counters; expired windows are dropped as they are read or every `windowMs`. */
export function createMemoryCounter(windowMs: number): FailureCounter {
  const entries = new Map<string, { count: number; expiresAt: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= Date.now()) entries.delete(key);
    return entries.get(key);
  };
  const sweeper = setInterval(() => {
    for (const key of entries.keys()) live(key);
  }, windowMs);
  sweeper.unref();
  return {
    count: async (key) => live(key)?.count ?? 0,
    increment: async (key) => {
      const entry = live(key);
      if (entry) entry.count += 1;
      else entries.set(key, { count: 1, expiresAt: Date.now() + windowMs });
    },
    reset: async (key) => {
      entries.delete(key);
    },
    close: async () => clearInterval(sweeper),
  };
}

/** Redis counters under `prefix`: the first failure creates the key with its expiry (SET NX PX), each failure INCRs it. */
export function createRedisCounter(url: string, windowMs: number, prefix: string): FailureCounter {
  const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return {
    count: async (key) => Number((await redis.get(prefix + key)) ?? 0),
    increment: async (key) => {
      await redis.multi().set(prefix + key, 0, 'PX', windowMs, 'NX').incr(prefix + key).exec();
    },
    reset: async (key) => {
      await redis.del(prefix + key);
    },
    close: async () => {
      await redis.quit().catch(() => redis.disconnect());
    },
  };
}
