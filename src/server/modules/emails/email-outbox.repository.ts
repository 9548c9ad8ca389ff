/**
 * The e-mail outbox: a small durable job queue in the app's own database (PostgreSQL or
 * PGlite alike; issue #13). Rows are enqueued in the caller's transaction where possible, claimed
 * one at a time with `FOR UPDATE SKIP LOCKED` plus a lease (`locked_until`), so several
 * instances never send the same row at once and a crashed sender's lease simply lapses.
 */
import { isUndeliverableEmail } from '#shared/domain/desk-guest.ts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema.ts';
import type { EmailPayload, EmailToQueue } from './email-kinds.ts';

export type OutboxRow = Omit<typeof emailOutbox.$inferSelect, 'payload'> & { payload: EmailPayload };

/** Queues `emails`; one whose key is already queued (the same event seen again) is skipped. */
export async function enqueueEmails(db: Executor, emails: EmailToQueue[]): Promise<number> {
  // Issue 27: a desk guest without an e-mail has a `.invalid` placeholder; nothing is ever sent there.
  const deliverable = emails.filter((e) => !isUndeliverableEmail(e.to));
  if (deliverable.length === 0) return 0;
  const rows = await db
    .insert(emailOutbox)
    .values(deliverable.map((e) => ({ key: e.key, kind: e.payload.kind, toAddress: e.to, payload: e.payload })))
    .onConflictDoNothing({ target: emailOutbox.key })
    .returning({ id: emailOutbox.id });
  return rows.length;
}

/**
 * Claims the next due pending e-mail at `now` for `leaseMs` (its attempt counted), or returns
 * undefined when none is due. Safe with concurrent senders (SKIP LOCKED + conditional lease).
 */
export async function claimDueEmail(db: Executor, now: Date, leaseMs: number): Promise<OutboxRow | undefined> {
  const due = sql`(select ${emailOutbox.id} from ${emailOutbox}
    where ${emailOutbox.status} = 'pending' and ${emailOutbox.nextAttemptAt} <= ${now}
      and (${emailOutbox.lockedUntil} is null or ${emailOutbox.lockedUntil} <= ${now})
    order by ${emailOutbox.nextAttemptAt} limit 1 for update skip locked)`;
  const [row] = await db
    .update(emailOutbox)
    .set({ lockedUntil: new Date(now.getTime() + leaseMs), attempts: sql`${emailOutbox.attempts} + 1` })
    .where(eq(emailOutbox.id, due))
    .returning();
  return row as OutboxRow | undefined;
}

/** Marks a claimed e-mail sent. */
export async function markEmailSent(db: Executor, id: string, at: Date): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: at, lockedUntil: null, lastError: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')));
}

/** Records a failed attempt: tried again at `retryAt`, or given up (`failed`) when null. */
export async function markEmailAttemptFailed(db: Executor, id: string, error: string, retryAt: Date | null): Promise<void> {
  await db
    .update(emailOutbox)
    .set(
      retryAt ? { lastError: error, nextAttemptAt: retryAt, lockedUntil: null } : { lastError: error, status: 'failed', lockedUntil: null },
    )
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'pending')));
}

/** E-mails waiting to be sent (the `email_queue_depth` gauge). */
export async function countPendingEmails(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(emailOutbox).where(eq(emailOutbox.status, 'pending'));
  return Number(row?.n ?? 0);
}
