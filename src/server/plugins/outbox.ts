/**
 * The outbox dispatcher (decision 024): hands the committed rows of `domain_events` to the
 * consumers app.ts gives it (audit, e-mails, cancellations, metrics; this plugin never imports a
 * module, decision 013), each exactly once and in order (db/outbox.ts). A run starts after every
 * commit that wrote events (`app.outbox.kick()`), once when the app is ready (events a crashed
 * process committed but never delivered), and, with JOBS_ENABLED, every OUTBOX_POLL_MS (another
 * instance's events, a consumer that failed). Runs are tracked as background tasks, so close()
 * and tests wait for them. A consumer that throws is logged and retried from the same event on
 * the next run; the others go on.
 */
import type { FastifyInstance } from 'fastify';
import { deliverAllEvents, type OutboxConsumer } from '../db/outbox.ts';

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

/** Delivers to every consumer until none has anything waiting (a failing one is logged and left). */
async function deliverToAll(app: FastifyInstance, consumers: OutboxConsumer[]): Promise<void> {
  for (const consumer of consumers) {
    try {
      await deliverAllEvents(app.db, consumer);
    } catch (err) {
      app.log.error({ err, consumer: consumer.name }, 'outbox consumer failed; retried from the same event on the next run');
    }
  }
}

/** Gives `app` its outbox dispatcher over `consumers` (in this order). */
export function registerOutbox(app: FastifyInstance, consumers: OutboxConsumer[]): void {
  let running: Promise<void> | null = null;
  let isAgain = false;
  let isClosing = false;
  const run = (): void => {
    if (isClosing) return;
    if (running) {
      isAgain = true;
      return;
    }
    running = deliverToAll(app, consumers).finally(() => {
      running = null;
      if (isAgain) {
        isAgain = false;
        run();
      }
    });
    app.backgroundTasks.run(running, (err) => app.log.error({ err }, 'outbox run failed'));
  };
  app.decorate('outbox', { kick: run });
  app.addHook('onReady', async () => run());
  app.addHook('preClose', async () => {
    isClosing = true;
    await running;
  });
  if (!app.config.jobs.isEnabled) return;
  const timer = setInterval(run, OUTBOX_POLL_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
