/**
 * Catch-up sweep for the e-mails of checkout events (issue #13 "a crash loses no e-mail";
 * decision 012). The booking confirmation and the automatic-refund notice are queued by
 * listeners just after the checkout's commit, so a crash in that instant would lose them. The
 * reconciliation job (app.ts hands this in) re-derives them from the committed facts:
 * - a paid booking whose payment was paid in the look-back and has no `booking-confirmed:<booking>` row;
 * - an accepted automatic refund (requested_by null) settled in the look-back with no `auto-refund:<refund>` row.
 * They are queued under the listeners' own keys with ON CONFLICT DO NOTHING (email_outbox_key_unique),
 * so the sweep and a late listener together still make one row, and a second sweep adds none.
 */
import { and, asc, eq, gte, isNull, lte, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { bookings, emailOutbox, payments, refunds } from '../../db/schema.ts';
import { REFUND_REQUESTING } from '../checkout/checkout-states.ts';
import type { EmailToQueue } from './email-kinds.ts';
import { enqueueEmails } from './email-outbox.repository.ts';
import { autoRefundEmail, confirmationEmail, findStay } from './email-stays.ts';

/** How far back (days) the sweep looks; older misses are left alone (a week-old confirmation helps nobody). */
const SWEEP_LOOKBACK_DAYS = 7;
/** Most events of each kind re-derived per run (the next run takes the rest). */
const SWEEP_LIMIT = 200;

/** The look-back window of a run at `now`: [now − SWEEP_LOOKBACK_DAYS, now]. */
function sweepWindow(now: Date): { since: Date; until: Date } {
  return { since: new Date(now.getTime() - SWEEP_LOOKBACK_DAYS * 86_400_000), until: now };
}

/** Paid bookings (payments_status_paid_at_idx) with no confirmation row (email_outbox_key_unique). */
async function missingConfirmations(app: AppContext, since: Date, until: Date): Promise<string[]> {
  const rows = await app.db
    .select({ bookingId: bookings.id })
    .from(payments)
    .innerJoin(bookings, eq(bookings.tranId, payments.tranId))
    .leftJoin(emailOutbox, eq(emailOutbox.key, sql`'booking-confirmed:' || ${bookings.id}::text`))
    .where(
      and(
        eq(payments.status, 'paid'),
        gte(payments.paidAt, since),
        lte(payments.paidAt, until),
        eq(bookings.status, 'paid'),
        isNull(emailOutbox.id),
      ),
    )
    .orderBy(asc(payments.paidAt))
    .limit(SWEEP_LIMIT);
  return rows.map((r) => r.bookingId);
}

/** Accepted automatic refunds (refunds_settled_idx) with no notice row. */
async function missingRefundNotices(app: AppContext, since: Date, until: Date) {
  return app.db
    .select({ refundId: refunds.id, amountPoisha: refunds.amountPoisha, bookingId: payments.bookingId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .leftJoin(emailOutbox, eq(emailOutbox.key, sql`'auto-refund:' || ${refunds.id}::text`))
    .where(
      and(
        ne(refunds.status, REFUND_REQUESTING),
        gte(refunds.updatedAt, since),
        lte(refunds.updatedAt, until),
        isNull(refunds.requestedBy),
        isNull(emailOutbox.id),
      ),
    )
    .orderBy(asc(refunds.updatedAt))
    .limit(SWEEP_LIMIT);
}

/**
 * One sweep at `now` (tests pass a later `now`). Returns how many e-mails it queued (0 when
 * the listeners did their work); kicks the sender when any. Throws only database errors.
 */
export async function sweepMissedCheckoutEmails(app: AppContext, now: Date): Promise<number> {
  const { since, until } = sweepWindow(now);
  const emails: EmailToQueue[] = [];
  for (const bookingId of await missingConfirmations(app, since, until)) {
    const stay = await findStay(app.db, bookingId);
    if (stay?.bookingStatus === 'paid') emails.push(confirmationEmail(stay));
  }
  for (const refund of await missingRefundNotices(app, since, until)) {
    const stay = await findStay(app.db, refund.bookingId);
    if (stay) emails.push(autoRefundEmail(stay, refund.refundId, refund.amountPoisha));
  }
  const queued = await enqueueEmails(app.db, emails);
  if (queued > 0) {
    app.log.warn({ queued }, 'e-mail sweep: queued checkout e-mails their event never queued (crash after commit?)');
    app.emailQueue.kick();
  }
  return queued;
}
