/**
 * Catch-up sweep for the money entries of the audit log (issue #13; decision 012). The
 * `payment.confirmed` and `refund.accepted` entries are written by checkout-event listeners
 * just after the checkout's commit, so a crash in that instant would lose them. The
 * reconciliation job (app.ts hands this in) appends the missing ones, marked
 * `recoveredBySweep: true`: a payment paid in the look-back with no `payment.confirmed` entry
 * on its booking, a refund accepted in the look-back with no `refund.accepted` entry naming it.
 * Each insert is `INSERT … SELECT … WHERE NOT EXISTS` (the log is append-only: never fixed up
 * afterwards). Facts younger than AUDIT_SWEEP_GRACE_MS are left to their listener, which
 * writes without checking, so the two do not race.
 */
import { and, asc, eq, gte, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { auditLog, payments, refunds } from '../../db/schema.ts';
import { REFUND_REQUESTING } from '../checkout/checkout-states.ts';
import { GATEWAY } from './audit.repository.ts';

/** How far back (ms) the listener is given before the sweep writes its entry instead (2 min). */
const AUDIT_SWEEP_GRACE_MS = 120_000;
/** Look-back (days) and most entries of each kind per run, as the e-mail sweep. */
const LOOKBACK_DAYS = 7;
const LIMIT = 200;

/** Appends `action` (by the gateway) on booking `bookingId` unless one is logged there (for refundId, naming it). True when appended. */
async function appendUnlessLogged(
  db: Executor,
  action: string,
  bookingId: string,
  before: object,
  after: object,
  refundId?: string,
): Promise<boolean> {
  const sameRefund = refundId ? sql`and ${auditLog.after}->>'refundId' = ${refundId}` : sql``;
  const rows = await db.execute(sql`insert into ${auditLog} (actor, action, object_type, object_id, before, after)
    select ${GATEWAY.actor}, ${action}, 'booking', ${bookingId}, ${JSON.stringify(before)}::jsonb, ${JSON.stringify(after)}::jsonb
    where not exists (select 1 from ${auditLog} where ${auditLog.objectType} = 'booking' and ${auditLog.objectId} = ${bookingId}
      and ${auditLog.action} = ${action} ${sameRefund})
    returning id`);
  return ((rows as { rows?: unknown[] }).rows ?? (rows as unknown as unknown[])).length > 0;
}

/**
 * One sweep at `now` (tests pass a later `now`): window [now − 7 days, now − grace]. Returns
 * how many entries it appended (0 when the listeners did their work). Throws only database errors.
 */
export async function sweepMissedCheckoutAudit(app: AppContext, now: Date): Promise<number> {
  const since = new Date(now.getTime() - LOOKBACK_DAYS * 86_400_000);
  const until = new Date(now.getTime() - AUDIT_SWEEP_GRACE_MS);
  const loggedPayment = sql`exists (select 1 from ${auditLog} where ${auditLog.objectType} = 'booking'
    and ${auditLog.objectId} = ${payments.bookingId}::text and ${auditLog.action} = 'payment.confirmed')`;
  const paid = await app.db
    .select({ bookingId: payments.bookingId, tranId: payments.tranId, amountPoisha: payments.amountPoisha })
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['paid', 'refund_pending', 'refunded']),
        isNotNull(payments.paidAt),
        gte(payments.paidAt, since),
        lte(payments.paidAt, until),
        sql`not ${loggedPayment}`,
      ),
    )
    .orderBy(asc(payments.paidAt))
    .limit(LIMIT);
  let appended = 0;
  for (const p of paid) {
    const after = { paymentStatus: 'paid', tranId: p.tranId, amountPoisha: p.amountPoisha, recoveredBySweep: true };
    if (await appendUnlessLogged(app.db, 'payment.confirmed', p.bookingId, { paymentStatus: 'pending' }, after)) appended += 1;
  }
  const loggedRefund = sql`exists (select 1 from ${auditLog} where ${auditLog.objectType} = 'booking'
    and ${auditLog.objectId} = ${payments.bookingId}::text and ${auditLog.action} = 'refund.accepted' and ${auditLog.after}->>'refundId' = ${refunds.id}::text)`;
  const accepted = await app.db
    .select({ refund: refunds, bookingId: payments.bookingId, tranId: payments.tranId })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(
      and(ne(refunds.status, REFUND_REQUESTING), gte(refunds.updatedAt, since), lte(refunds.updatedAt, until), sql`not ${loggedRefund}`),
    )
    .orderBy(asc(refunds.updatedAt))
    .limit(LIMIT);
  for (const { refund, bookingId, tranId } of accepted) {
    const reason = refund.requestedBy ? 'cancellation' : 'late-payment';
    const after = {
      paymentStatus: 'refunded',
      refundRefId: refund.refundRefId,
      tranId,
      refundId: refund.id,
      amountPoisha: refund.amountPoisha,
      reason,
      automatic: reason === 'late-payment',
      recoveredBySweep: true,
    };
    if (await appendUnlessLogged(app.db, 'refund.accepted', bookingId, { paymentStatus: 'refund_pending' }, after, refund.id))
      appended += 1;
  }
  if (appended > 0)
    app.log.warn({ appended }, 'audit sweep: appended money entries their checkout event never wrote (crash after commit?)');
  return appended;
}
