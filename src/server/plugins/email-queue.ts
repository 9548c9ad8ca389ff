/**
 * The e-mail queue's sender (issue #13): `app.mailer` (mailer.ts: outbox files, or SMTP when
 * set) fed from the `email_outbox` table. With JOBS_ENABLED an in-process loop sends due
 * e-mails every EMAIL_POLL_MS (retries) and at once after `app.emailQueue.kick()` (new e-mails);
 * several instances share the table safely (modules/emails/email-outbox.repository.ts). Tests
 * run without the loop and call deliverDueEmails themselves. Also feeds the queue-depth gauge.
 * The e-mail module's work is handed in by app.ts: a plugin never imports a module (issue 26).
 */
import type { FastifyInstance } from 'fastify';
import type { Executor } from '../db/client.ts';
import { coalesceCalls } from './coalesce-calls.ts';
import { createMailer, type Mailer } from './mailer.ts';

/** What the queue runs: the e-mail module's sender and its outbox count (modules/emails). */
export interface EmailQueueWork {
  /** Sends the e-mails due now; rejects on database failures. */
  deliverDueEmails: (app: FastifyInstance) => Promise<unknown>;
  /** E-mails waiting to be sent (the queue-depth gauge). */
  countPendingEmails: (db: Executor) => Promise<number>;
}

/** How often due e-mails (retries after backoff, ones another instance queued) are looked for. */
const EMAIL_POLL_MS = 5_000;

interface EmailQueue {
  /** Starts a send run soon (call after the transaction that queued e-mails committed). */
  kick(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends or files one e-mail (mailer.ts). */
    mailer: Mailer;
    emailQueue: EmailQueue;
  }
}

export function registerEmailQueue(app: FastifyInstance, { deliverDueEmails, countPendingEmails }: EmailQueueWork): void {
  const isVerbose = ['trace', 'debug', 'info'].includes(app.config.logLevel);
  app.decorate(
    'mailer',
    createMailer(app.config.identity.mail, (line) => isVerbose && app.log.info(line)),
  );
  app.metrics.setEmailQueueDepthSource(() => countPendingEmails(app.db));
  const isEnabled = app.config.jobs.isEnabled;
  let isClosing = false;
  // Kicks during a run share one more run after it (coalesce-calls.ts), so no new e-mail waits for the poll.
  const send = coalesceCalls(async () => {
    await deliverDueEmails(app).catch((err: unknown) => app.log.error({ err }, 'e-mail send run failed'));
  });
  let latest: Promise<void> = Promise.resolve();
  const run = (): void => {
    if (!isClosing) latest = send();
  };
  app.decorate('emailQueue', {
    kick: () => {
      if (isEnabled) run();
    },
  });
  if (!isEnabled) return;
  const timer = setInterval(run, EMAIL_POLL_MS);
  timer.unref();
  app.addHook('preClose', async () => {
    isClosing = true;
    clearInterval(timer);
    await latest;
  });
}
