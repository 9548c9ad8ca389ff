/**
 * E-mails of issue #13, read back from the outbox: the booking confirmation with its PDF
 * invoice, the admins' notice of a cancellation request, the guest's approval (with the refund)
 * or decline, the automatic-refund notice, the notice of new dates set by staff (issue 28); sent from the durable outbox table, retried with
 * backoff after a failing transport, never twice (idempotency keys; a crash between send and
 * mark files the same message again under the same name).
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings, emailOutbox } from '#server/db/schema.ts';
import { recordCheckoutEvents } from '#server/modules/checkout/checkout-events.ts';
import { claimDueEmail, countPendingEmails } from '#server/modules/emails/email-outbox.repository.ts';
import { deliverDueEmails, EMAIL_LEASE_MS, retryDelayMs, sendOutboxRow } from '#server/modules/emails/email-sender.ts';
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
let nextStart = 10;

useAppWithUsers((s) => ({ t, admin, guest } = s), { guestName: 'Nusrat Jahan' });
beforeAll(async () => {
  roomId = (await createRoom(t.app, admin.id, { title: 'Garden Twin', priceBdt: 3200 })).id;
});

/**
 * Waits for the checkout events' e-mails to be queued, then sends what is due at `now` —
 * by default the moment the queueing finished, not the moment of the call: a default taken
 * before the wait made an e-mail queued during it look not yet due (CI flake, sent: 0).
 */
async function deliver(now?: Date) {
  await t.app.backgroundTasks.settled();
  return deliverDueEmails(t.app, now ?? new Date());
}
/** Outbox mails whose Message-ID (`<event key>@host`) names `key`, e.g. `booking-confirmed:<id>` or just the id. */
const mailsAbout = (key: string) =>
  readOutbox(t.config.identity.mail.outboxDir).filter((m) => (m.headers['message-id'] ?? '').includes(key));
const post = (url: string, cookie: string, payload?: object) => t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

async function paidStay() {
  const start = (nextStart += 3);
  return payForStay(t, guest.cookie, roomId, day(start), day(start + 2));
}
async function raise(stay: { bookingId: string }) {
  const res = await post('/api/rais-cancel', guest.cookie, {
    userId: guest.id,
    roomId,
    bookingId: stay.bookingId,
    reason: 'Flight cancelled',
  });
  expect(res.statusCode, res.body).toBe(200);
  const [row] = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'cancellation-requested'));
  return (row.payload as { requestId: string }).requestId;
}

describe('who gets what', () => {
  it('sends the guest a confirmation with the PDF invoice, once, however often the event repeats', async () => {
    const stay = await paidStay();
    expect(await deliver()).toMatchObject({ sent: 1, failed: 0 });
    const [mail] = mailsAbout(`booking-confirmed:${stay.bookingId}`);
    expect(mail.headers.to).toBe(guest.email);
    expect(mail.headers.subject).toBe('Booking confirmed: Garden Twin');
    expect(mail.text).toContain('Dear Nusrat Jahan');
    expect(mail.text).toContain('BDT 6,400');
    expect(mail.html).toContain('Your booking is confirmed');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: `invoice-${stay.tranId}.pdf`, contentType: 'application/pdf' });
    const pdf = await readPdfText(mail.attachments[0].content);
    expect(pdf).toContain(stay.tranId);
    expect(pdf).toContain('Garden Twin');

    // The IPN, the job or a replay report the same payment again: no second e-mail.
    await t.app.db.transaction((tx) =>
      recordCheckoutEvents(tx, [
        {
          type: 'payment-confirmed',
          tranId: stay.tranId,
          bookingId: stay.bookingId,
          amountPoisha: 640_000,
          isLate: false,
          isStayKept: true,
        },
      ]),
    );
    t.app.outbox.kick();
    expect(await deliver()).toMatchObject({ sent: 0 });
    expect(mailsAbout(stay.bookingId)).toHaveLength(1);
  });

  it('tells every admin about a new cancellation request, and the guest that it was approved with the refund', async () => {
    const stay = await paidStay();
    const requestId = await raise(stay);
    await deliver();
    const [notice] = mailsAbout(`cancellation-requested:${requestId}`);
    expect(notice.headers.to).toBe(admin.email);
    expect(notice.headers.subject).toBe('Cancellation request: Garden Twin (Nusrat Jahan)');
    expect(notice.text).toContain('Flight cancelled');
    expect(notice.text).toContain(`/dashboard/cancelation-requestes/${requestId}`);

    const res = await post(`/api/approve-cancelation/${stay.bookingId}/${stay.tranId}/${admin.id}/${requestId}`, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    await deliver();
    const [approval] = mailsAbout(`cancellation-outcome:${stay.bookingId}`);
    expect(approval.headers.to).toBe(guest.email);
    expect(approval.headers.subject).toBe('Cancellation approved: Garden Twin');
    expect(approval.text).toContain('refunded BDT 6,400');
    expect(mailsAbout(`cancellation-outcome:${stay.bookingId}`)).toHaveLength(1);
  });

  it('tells the guest a request was declined', async () => {
    const stay = await paidStay();
    await t.app.db.delete(emailOutbox).where(eq(emailOutbox.kind, 'cancellation-requested'));
    const requestId = await raise(stay);
    expect((await post(`/api/decline-cancelation/${stay.bookingId}/${requestId}`, admin.cookie)).statusCode).toBe(200);
    await deliver();
    const [decline] = mailsAbout(`cancellation-outcome:${stay.bookingId}`);
    expect(decline.headers.subject).toBe('Cancellation declined: Garden Twin');
    expect(decline.text).toContain('Your booking stands');
  });

  it('tells the guest their late payment was refunded automatically', async () => {
    const rival = await createUser(t.app);
    const start = (nextStart += 3);
    const { url, tranId } = await startBooking(t, guest.cookie, roomId, day(start), day(start + 1));
    await t.app.db.update(bookings).set({ status: 'expired' }).where(eq(bookings.tranId, tranId));
    await startBooking(t, rival.cookie, roomId, day(start), day(start + 1));
    const { action, fields } = await pressOnGatewayPage(url, 'pay');
    await postForm(action, fields);
    await waitUntil(async () => (await paymentOf(t, tranId)).status === 'refunded');
    // The status commits before the refund-accepted event queues the notice: wait for the row too,
    // or the notice is sent during the next test instead of this one.
    await waitUntil(async () => (await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.kind, 'auto-refund'))).length > 0);
    await deliver();
    const mails = readOutbox(t.config.identity.mail.outboxDir).filter((m) => m.text.includes(tranId));
    expect(mails.map((m) => m.headers.subject)).toEqual(['Refund of BDT 3,200: Garden Twin']);
    expect(mails[0].text).toContain('payment arrived after your hold');
  });
});

describe('a stay changed by staff (issue 28)', () => {
  it('tells the guest the new dates, the room and the difference to pay, once', async () => {
    const stay = await paidStay(); // day(nextStart) to day(nextStart + 2)
    const newCheckOut = day(nextStart + 3);
    nextStart += 1; // the next test's stay starts after the extended one
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, stay.bookingId));
    const res = await post(`/api/admin/bookings/${stay.bookingId}/change-stay`, admin.cookie, {
      checkIn: row.startDate,
      checkOut: newCheckOut,
    });
    expect(res.statusCode, res.body).toBe(200);
    await deliver();
    const mails = mailsAbout(`stay-changed:${stay.bookingId}`);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.headers.to).toBe(guest.email);
    expect(mail.headers.subject).toBe("Your stay's dates changed: Garden Twin");
    const [y, m, d] = newCheckOut.split('-');
    expect(mail.text).toContain(`to ${d}-${m}-${y}`);
    expect(mail.text).toContain('BDT 9,600');
    expect(mail.text).toContain('The difference of BDT 3,200 is payable at the front desk.');
    await deliver();
    expect(mailsAbout(`stay-changed:${stay.bookingId}`)).toHaveLength(1);
  });
});

describe('the queue', () => {
  it('retries a failed send with exponential backoff, and the gauge counts what waits', async () => {
    expect([1, 2, 3, 10].map(retryDelayMs)).toEqual([30_000, 60_000, 120_000, 3_600_000]);
    const send = vi.spyOn(t.app.mailer, 'send').mockRejectedValueOnce(new Error('SMTP 421 try later'));
    const stay = await paidStay();
    await t.app.backgroundTasks.settled(); // the confirmation is queued before `now`
    const now = new Date();
    expect(await deliver(now)).toEqual({ sent: 0, failed: 1 });
    send.mockRestore();
    const [row] = await t.app.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.key, `booking-confirmed:${stay.bookingId}`));
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP 421 try later' });
    expect(row.nextAttemptAt.getTime()).toBe(now.getTime() + 30_000);
    expect(await countPendingEmails(t.app.db)).toBe(1);
    expect(await t.app.metrics.registry.getSingleMetricAsString('hotel_email_queue_depth')).toContain('hotel_email_queue_depth 1');

    expect(await deliver(new Date(now.getTime() + 29_000))).toEqual({ sent: 0, failed: 0 });
    expect(await deliver(new Date(now.getTime() + 30_000))).toEqual({ sent: 1, failed: 0 });
    expect(mailsAbout(stay.bookingId)).toHaveLength(1);
    expect(await countPendingEmails(t.app.db)).toBe(0);
  });

  it('sends an e-mail whose sender crashed between send and mark again, under the same name: one file', async () => {
    const stay = await paidStay();
    await t.app.backgroundTasks.settled();
    const now = new Date();
    const row = await claimDueEmail(t.app.db, now, EMAIL_LEASE_MS);
    expect(row?.key).toBe(`booking-confirmed:${stay.bookingId}`);
    await sendOutboxRow(t.app, row!); // …and the process dies before marking it sent.
    const first = mailsAbout(stay.bookingId);
    expect(first).toHaveLength(1);

    expect(await deliver(now)).toEqual({ sent: 0, failed: 0 }); // its lease still runs
    expect(await deliver(new Date(now.getTime() + EMAIL_LEASE_MS))).toEqual({ sent: 1, failed: 0 });
    const after = mailsAbout(stay.bookingId);
    expect(after).toHaveLength(1);
    expect(after[0].file).toBe(first[0].file);
    expect(after[0].headers['message-id']).toBe(first[0].headers['message-id']);
    const [sent] = await t.app.db.select().from(emailOutbox).where(eq(emailOutbox.key, row!.key));
    expect(sent).toMatchObject({ status: 'sent', attempts: 2 });
  });
});
