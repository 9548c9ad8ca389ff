/**
 * Sending the outbox (issue #13): claim a due row, render it, hand it to the mailer, mark it
 * sent. A failed send is retried with exponential backoff (30 s, 1 min, 2 min … at most 1 h)
 * up to MAX_EMAIL_ATTEMPTS, then left `failed` and logged. At least once: a crash after the
 * send and before the mark leaves the lease to lapse and the row is sent again — under the
 * same Message-ID and date, so the outbox replaces its file instead of adding a second one
 * (mailer.ts), and SMTP receivers can drop the repeat.
 */
import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../../plugins/mailer.ts';
import { renderPaymentInvoice } from '../invoices/invoices.service.ts';
import { claimDueEmail, markEmailAttemptFailed, markEmailSent, type OutboxRow } from './email-outbox.repository.ts';

/** How long a claimed e-mail is reserved for its sender (a crashed sender's claim lapses then). */
export const EMAIL_LEASE_MS = 2 * 60_000;
/** Attempts before an e-mail is given up as `failed`. */
const MAX_EMAIL_ATTEMPTS = 8;

/** Delay before attempt `attempt + 1` after attempt `attempt` (1-based) failed: 30 s doubling, capped at 1 h. */
export function retryDelayMs(attempt: number): number {
  return Math.min(30_000 * 2 ** (attempt - 1), 60 * 60_000);
}

/** The invoice PDF of a confirmation, or none when the payment is gone. */
async function attachmentsOf(app: FastifyInstance, row: OutboxRow): Promise<MailMessage['attachments']> {
  const { payload } = row;
  // The desk receipt (issue 27) is the invoice PDF of that one payment.
  const tranId =
    payload.kind === 'booking-confirmed' || payload.kind === 'stay-invoice'
      ? payload.stay.tranId
      : payload.kind === 'desk-receipt'
        ? payload.paymentTranId
        : null;
  if (!tranId) return [];
  const pdf = await renderPaymentInvoice(app, tranId);
  if (!pdf) return [];
  const name = payload.kind === 'desk-receipt' ? 'receipt' : 'invoice';
  return [{ filename: `${name}-${tranId}.pdf`, content: pdf, contentType: 'application/pdf' }];
}

/** Renders and sends one claimed row (no bookkeeping). Rejects when rendering or the transport fails. */
export async function sendOutboxRow(app: FastifyInstance, row: OutboxRow): Promise<void> {
  // The templates (React Email, about 0.5 s to load) load with the first e-mail, not at start-up.
  const { renderEmail } = await import('./templates/emails.tsx');
  const content = await renderEmail(row.payload, app.config.publicUrl, app.config.hotel);
  const host = new URL(app.config.publicUrl).hostname || 'hotel-booking';
  await app.mailer.send({
    to: row.toAddress,
    ...content,
    attachments: await attachmentsOf(app, row),
    identity: { messageId: `${row.key}@${host}`, date: row.createdAt },
  });
}

/**
 * Sends every e-mail due at `now`, one claimed row at a time (at most `limit`).
 * Returns how many were sent and how many attempts failed. Rethrows database failures.
 */
export async function deliverDueEmails(app: FastifyInstance, now = new Date(), limit = 50): Promise<{ sent: number; failed: number }> {
  const done = { sent: 0, failed: 0 };
  for (let i = 0; i < limit; i += 1) {
    const row = await claimDueEmail(app.db, now, EMAIL_LEASE_MS);
    if (!row) break;
    try {
      await sendOutboxRow(app, row);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const retryAt = row.attempts >= MAX_EMAIL_ATTEMPTS ? null : new Date(now.getTime() + retryDelayMs(row.attempts));
      await markEmailAttemptFailed(app.db, row.id, message, retryAt);
      app.log[retryAt ? 'warn' : 'error'](
        { err: error, key: row.key, attempt: row.attempts, retryAt },
        retryAt ? 'e-mail not sent; retried later' : 'e-mail given up',
      );
      done.failed += 1;
      continue;
    }
    await markEmailSent(app.db, row.id, new Date());
    done.sent += 1;
  }
  return done;
}
