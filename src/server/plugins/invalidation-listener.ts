/**
 * The one PostgreSQL connection that LISTENs for cache invalidations from other instances
 * (issue 11's public cache, issue 31's session cache). Caches subscribe to a channel while
 * the app registers; the connection opens when the app is ready and LISTENs on every channel.
 * While it is down, `isListening()` is false and caches must not trust what they hold: each
 * subscriber's `onReset` is called on every loss and every (re)connect, since NOTIFYs sent in
 * between are lost. On the embedded database (one process) there is nobody to hear from:
 * nothing connects and `isListening()` is always true.
 */
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Executor } from '../db/client.ts';

interface Subscriber {
  /** A NOTIFY on the channel, with its payload (from any instance, this one included). */
  onMessage: (payload: string) => void;
  /** Messages may have been missed: forget everything. */
  onReset: () => void;
}

interface InvalidationListener {
  /** Hears `channel`; call while registering (before the app is ready). */
  subscribe: (channel: string, subscriber: Subscriber) => void;
  /** False while a PostgreSQL app has no listening connection: bypass the caches then. */
  isListening: () => boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    invalidationListener: InvalidationListener;
  }
}

const RECONNECT_MS = 1000;
const CHANNEL_NAME = /^[a-z_][a-z0-9_]*$/;

/** Sends `payload` on `channel` through `db` (inside a transaction, it leaves at commit). */
export async function notifyChannel(db: Executor, channel: string, payload: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${channel}, ${payload})`);
}

/** Registers `app.invalidationListener`; call before the caches that subscribe to it. */
export function registerInvalidationListener(app: FastifyInstance): void {
  const subscribers = new Map<string, Subscriber[]>();
  const databaseUrl = app.dbHandle.kind === 'postgres' ? app.config.databaseUrl : null;
  const connection = databaseUrl ? createConnection(app, databaseUrl, subscribers) : null;
  app.decorate('invalidationListener', {
    subscribe: (channel, subscriber) => {
      if (!CHANNEL_NAME.test(channel)) throw new Error(`Bad channel name ${channel}`);
      subscribers.set(channel, [...(subscribers.get(channel) ?? []), subscriber]);
    },
    isListening: () => connection?.isListening() ?? true,
  } satisfies InvalidationListener);
  if (!connection) return;
  app.addHook('onReady', async () => connection.connect());
  app.addHook('onClose', async () => connection.close());
}

/** The listening connection: reconnects after a loss, resetting every subscriber both times. */
function createConnection(app: FastifyInstance, databaseUrl: string, subscribers: Map<string, Subscriber[]>) {
  let client: pg.Client | null = null;
  let isListening = false;
  let isClosed = false;
  let retry: NodeJS.Timeout | undefined;
  const resetAll = () => [...subscribers.values()].flat().forEach((s) => s.onReset());

  const connect = async (): Promise<void> => {
    if (isClosed) return;
    const next = new pg.Client({ connectionString: databaseUrl });
    const lost = (error?: Error) => {
      if (error) app.log.warn({ err: error }, 'cache invalidation listener lost');
      isListening = false;
      resetAll();
      next.removeAllListeners();
      void next.end().catch(() => undefined);
      if (!isClosed) retry = setTimeout(() => void connect(), RECONNECT_MS);
    };
    try {
      next.on('notification', (message) => {
        for (const s of subscribers.get(message.channel) ?? []) s.onMessage(message.payload ?? '');
      });
      next.on('error', lost);
      next.on('end', () => {
        if (isListening) lost();
      });
      await next.connect();
      for (const channel of subscribers.keys()) await next.query(`LISTEN ${channel}`);
      client = next;
      // Writes may have happened while we were not listening.
      resetAll();
      isListening = true;
    } catch (error) {
      lost(error as Error);
    }
  };

  return {
    connect,
    isListening: () => isListening,
    close: async () => {
      isClosed = true;
      clearTimeout(retry);
      isListening = false;
      await client?.end().catch(() => undefined);
    },
  };
}
