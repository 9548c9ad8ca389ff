/**
 * The outbox dispatcher (decision 024): hands the committed rows of `domain_events` to the
 * consumers app.ts gives it (audit, e-mails, cancellations, metrics; this plugin never imports a
 * module, decision 013), each exactly once and in order (db/outbox.ts). A run starts after every
 * commit that wrote events (`app.outbox.kick()`), once when the app is ready (events a crashed
 * process committed but never delivered), and, with JOBS_ENABLED, every OUTBOX_POLL_MS (another
 * instance's events, a consumer that failed). Runs are tracked as background tasks, so close()
 * and tests wait for them. A consumer that throws is logged and retried from the same event on
 * the next run; the others go on. Events committed but held back by a transaction still running
 * (the outbox's gap rule, db/outbox.ts) are tried again within the same run, soon.
 */
import type { FastifyInstance } from 'fastify';
import { deliverAllEvents, hasWaitingEvents, type OutboxConsumer } from '../db/outbox.ts';
import { coalesceCalls } from './coalesce-calls.ts';

/** How often, with JOBS_ENABLED, the outbox is read without a kick. */
const OUTBOX_POLL_MS = 2_000;

interface Outbox {
  /** Starts a delivery run soon (call after a transaction that appended events committed). */
  kick(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    outbox: Outbox;
  }
}

/** How long a run keeps waiting for events held back by a running transaction (then the next kick or poll takes them). */
const HELD_BACK_WAIT_MS = 30_000;

/**
 * Delivers to every consumer what is readable; true when some consumer that did not fail still
 * has events waiting (asked once for all of them; a failing one is logged and left).
 */
async function deliverToAll(app: FastifyInstance, consumers: OutboxConsumer[]): Promise<boolean> {
  const delivered: string[] = [];
  for (const consumer of consumers) {
    try {
      await deliverAllEvents(app.db, consumer);
      delivered.push(consumer.name);
    } catch (err) {
      app.log.error({ err, consumer: consumer.name }, 'outbox consumer failed; retried from the same event on the next run');
    }
  }
  try {
    return await hasWaitingEvents(app.db, delivered);
  } catch (err) {
    app.log.error({ err }, 'outbox: could not ask whether events wait; the next kick or poll delivers them');
    return false;
  }
}

/**
 * One run: delivers, and while committed events wait behind a transaction still running (on
 * PostgreSQL, of any database of the server), tries again after 10 ms, doubling to 500 ms, for
 * at most HELD_BACK_WAIT_MS or until the app closes.
 */
async function deliverCaughtUp(app: FastifyInstance, consumers: OutboxConsumer[], isClosing: () => boolean): Promise<void> {
  const startedAt = Date.now();
  for (let waitMs = 10; await deliverToAll(app, consumers); waitMs = Math.min(waitMs * 2, 500)) {
    if (isClosing()) return;
    if (Date.now() - startedAt > HELD_BACK_WAIT_MS) {
      app.log.warn('outbox events held back by a long-running transaction; the next kick or poll delivers them');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
}

/** Gives `app` its outbox dispatcher over `consumers` (in this order). */
export function registerOutbox(app: FastifyInstance, consumers: OutboxConsumer[]): void {
  let isClosing = false;
  // Kicks during a run share one more run after it (coalesce-calls.ts), so none is lost.
  const deliver = coalesceCalls(() => deliverCaughtUp(app, consumers, () => isClosing));
  let latest: Promise<void> = Promise.resolve();
  const run = (): void => {
    if (isClosing) return;
    const next = deliver();
    if (next === latest) return;
    latest = next;
    app.backgroundTasks.run(next, (err) => app.log.error({ err }, 'outbox run failed'));
  };
  app.decorate('outbox', { kick: run });
  app.addHook('onReady', async () => run());
  app.addHook('preClose', async () => {
    isClosing = true;
    await latest.catch(() => undefined);
  });
  if (!app.config.jobs.isEnabled) return;
  const timer = setInterval(run, OUTBOX_POLL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
