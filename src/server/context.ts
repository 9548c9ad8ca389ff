/**
 * What services get from the app (decision 013): one narrow context instead of the whole
 * Fastify instance, so module code never imports app.ts and imports only flow downward
 * (app.ts → modules → context → db, config, plugins). The app itself satisfies it (each
 * member is one of its decorations), so a route passes `app` as it is; a job or a test may
 * pass anything with these members.
 */
import type { FastifyInstance } from 'fastify';

export type AppContext = Pick<
  FastifyInstance,
  /** The database (`db`) and its handle (which engine, close). */
  | 'db'
  | 'dbHandle'
  /** The validated settings (config.ts). */
  | 'config'
  /** The app's logger (pino). */
  | 'log'
  /** SSLCommerz or the built-in sandbox (plugins/gateway.ts). */
  | 'gateway'
  /** Uploaded images (plugins/storage.ts). */
  | 'storage'
  /** Cached public answers, invalidated by writes (plugins/public-cache.ts). */
  | 'publicCache'
  /** The outbox dispatcher; `kick()` after a transaction that appended events committed (plugins/outbox.ts). */
  | 'outbox'
  /** Fire-and-forget work that close() waits for (plugins/background-tasks.ts). */
  | 'backgroundTasks'
  /** The e-mail outbox's sender; `kick()` after queueing an e-mail (plugins/email-queue.ts). */
  | 'emailQueue'
>;
