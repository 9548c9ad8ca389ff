/**
 * Issue #13 "a crash loses no e-mail" (decision 012): the confirmation and the automatic-refund
 * notice, and the money audit entries, are written by checkout-event listeners after commit.
 * A crash in that instant is simulated by confirming with no listeners; the job's catch-up sweep
 * must then queue exactly one of each under the listeners' keys, and a second run none.
 */
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, emailOutbox } from '#server/db/schema.ts';
import type { CheckoutListener } from '#server/modules/checkout/checkout-events.ts';
import { deliverDueEmails } from '#server/modules/emails/email-sender.ts';
import { runReconciliation } from '#server/plugins/jobs.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { readOutbox } from '#tests/helpers/outbox.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';
import { day, paymentOf, postForm, pressOnGatewayPage, startBooking, waitUntil } from '#tests/helpers/payment-flow.ts';
import { payForStay } from '#tests/helpers/paid-stays.ts';
import { readPdfText } from '#tests/helpers/pdf-text.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
let roomId: string;

useAppWithUsers((s) => ({ t, admin, guest } = s), { guestName: 'Nusrat Jahan' });
beforeAll(async () => {
  roomId = (await createRoom(t.app, admin.id, { title: 'Garden Twin', priceBdt: 3200 })).id;
});

/** Runs `work` as if the process died right after each checkout commit: no listener runs. */
async function withListenersLost<T>(work: () => Promise<T>): Promise<T> {
  const saved: CheckoutListener[] = [...t.app.checkoutListeners];
  t.app.checkoutListeners.clear();
  try {
    const result = await work();
    await t.app.backgroundTasks.settled();
    return result;
  } finally {
    for (const listener of saved) t.app.checkoutListeners.add(listener);
  }
}
/** A run of the job past the audit sweep's grace (3 minutes from now). */
const sweep = () => runReconciliation(t.app, new Date(Date.now() + 180_000));
const outboxRows = (key: string) => t.app.db.select().from(emailOutbox).where(eq(emailOutbox.key, key));
const auditOf = (bookingId: string, action: string) =>
  t.app.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.objectId, bookingId), eq(auditLog.action, action)));

describe('the catch-up sweep', () => {
  it('queues a lost booking confirmation (with its PDF) and payment entry once, and a second run adds none', async () => {
    const stay = await withListenersLost(() => payForStay(t, guest.cookie, roomId, day(10), day(12)));
    expect(await outboxRows(`booking-confirmed:${stay.bookingId}`)).toEqual([]);
    expect(await auditOf(stay.bookingId, 'payment.confirmed')).toEqual([]);

    expect(await sweep()).toMatchObject({ isSkipped: false, recoveredRecords: 2 });
    expect(await outboxRows(`booking-confirmed:${stay.bookingId}`)).toHaveLength(1);
    const [entry] = await auditOf(stay.bookingId, 'payment.confirmed');
    expect(entry).toMatchObject({ actor: 'gateway', after: { paymentStatus: 'paid', tranId: stay.tranId, recoveredBySweep: true } });

    expect(await sweep()).toMatchObject({ recoveredRecords: 0 });
    expect(await outboxRows(`booking-confirmed:${stay.bookingId}`)).toHaveLength(1);
    expect(await auditOf(stay.bookingId, 'payment.confirmed')).toHaveLength(1);

    expect(await deliverDueEmails(t.app, new Date())).toMatchObject({ sent: 1, failed: 0 });
    const mails = readOutbox(t.config.identity.mail.outboxDir).filter((m) =>
      (m.headers['message-id'] ?? '').includes(`booking-confirmed:${stay.bookingId}`),
    );
    expect(mails).toHaveLength(1);
    expect(mails[0].headers.subject).toBe('Booking confirmed: Garden Twin');
    expect(mails[0].attachments[0]).toMatchObject({ filename: `invoice-${stay.tranId}.pdf`, contentType: 'application/pdf' });
    expect(await readPdfText(mails[0].attachments[0].content)).toContain(stay.tranId);
  });

  it('leaves alone what the listeners already wrote', async () => {
    const stay = await payForStay(t, guest.cookie, roomId, day(20), day(21));
    await t.app.backgroundTasks.settled();
    expect(await outboxRows(`booking-confirmed:${stay.bookingId}`)).toHaveLength(1);
    expect(await sweep()).toMatchObject({ recoveredRecords: 0 });
    expect(await auditOf(stay.bookingId, 'payment.confirmed')).toHaveLength(1);
  });

  it('queues a lost automatic-refund notice and its audit entries once', async () => {
    const rival = await createUser(t.app);
    const { url, tranId } = await startBooking(t, guest.cookie, roomId, day(30), day(31));
    await t.app.db.update(bookings).set({ status: 'expired' }).where(eq(bookings.tranId, tranId));
    await startBooking(t, rival.cookie, roomId, day(30), day(31));
    await withListenersLost(async () => {
      const { action, fields } = await pressOnGatewayPage(url, 'pay');
      await postForm(action, fields);
      await waitUntil(async () => (await paymentOf(t, tranId)).status === 'refunded');
    });
    const { bookingId } = await paymentOf(t, tranId);
    const notices = () => t.app.db.select().from(emailOutbox).where(like(emailOutbox.key, 'auto-refund:%'));
    expect(await notices()).toEqual([]);

    // The notice, payment.confirmed and refund.accepted; no confirmation (the stay was not kept).
    expect(await sweep()).toMatchObject({ recoveredRecords: 3 });
    const [notice] = await notices();
    expect(notice).toMatchObject({ kind: 'auto-refund', toAddress: guest.email });
    expect(await outboxRows(`booking-confirmed:${bookingId}`)).toEqual([]);
    const [accepted] = await auditOf(bookingId, 'refund.accepted');
    expect(accepted.after).toMatchObject({ automatic: true, reason: 'late-payment', tranId, recoveredBySweep: true });

    expect(await sweep()).toMatchObject({ recoveredRecords: 0 });
    expect(await notices()).toHaveLength(1);
    expect(await auditOf(bookingId, 'refund.accepted')).toHaveLength(1);
    expect(await auditOf(bookingId, 'payment.confirmed')).toHaveLength(1);
  });
});
