/**
 * Late payments are never lost (issue #8): money the gateway takes for a payment we had closed
 * (hold expired and payment failed by the job) ends as a paid booking when the dates are still
 * free, else as a recorded refund the guest and the admin can see — whichever of the browser
 * callback, the IPN or the reconciliation job brings the news.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { refunds } from '#server/db/schema.ts';
import { runReconciliation } from '#server/plugins/jobs.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';
import { bookingOf, day, paymentOf, postForm, pressOnGatewayPage, startBooking, waitUntil } from '#tests/helpers/payment-flow.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
let rival: TestUser;

useAppWithUsers((setup) => ({ t, admin, guest } = setup));
beforeAll(async () => {
  rival = await createUser(t.app);
});

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const get = (url: string, user: TestUser) => t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });

/** Starts a booking whose gateway session sends its IPN nowhere (unless `keepIpn`). */
async function startCheckout(roomId: string, from: number, options: { keepIpn?: boolean } = {}) {
  const initSession = t.app.gateway.initSession.bind(t.app.gateway);
  const spy = vi
    .spyOn(t.app.gateway, 'initSession')
    .mockImplementationOnce((input) => initSession(options.keepIpn ? input : { ...input, ipnUrl: `${t.baseUrl}/api/ipn-lost-in-transit` }));
  const started = await startBooking(t, guest.cookie, roomId, day(from), day(from + 2));
  spy.mockRestore();
  return started;
}

/** The hold lapses and the job, told by the gateway nothing was paid, fails the payment. */
async function letTheJobCloseIt(tranId: string) {
  await runReconciliation(t.app, minutesFromNow(16));
  expect((await paymentOf(t, tranId)).status).toBe('failed');
  expect((await bookingOf(t, tranId)).status).toBe('expired');
}

describe('a payment that arrives after its hold ended', () => {
  it('via the browser callback: reinstates the stay as a paid booking when the dates are still free', async () => {
    const room = await createRoom(t.app, admin.id);
    const { url, tranId } = await startCheckout(room.id, 10);
    await letTheJobCloseIt(tranId);

    const { action, fields } = await pressOnGatewayPage(url, 'pay');
    const res = await postForm(action, fields);
    expect(res.headers.get('location')).toMatch(new RegExp(`^/payment-success/${tranId}\\?`));
    expect(await paymentOf(t, tranId)).toMatchObject({ status: 'paid', valId: fields.val_id });
    expect(await bookingOf(t, tranId)).toMatchObject({ status: 'paid', holdExpiresAt: null });
  });

  it('via the browser callback: refunds through the gateway when the dates were taken, and says so', async () => {
    const room = await createRoom(t.app, admin.id, { priceBdt: 1500 });
    const { url, tranId } = await startCheckout(room.id, 20);
    await letTheJobCloseIt(tranId);
    const taken = await startBooking(t, rival.cookie, room.id, day(21), day(22));

    const { action, fields } = await pressOnGatewayPage(url, 'pay');
    const res = await postForm(action, fields);
    expect(res.headers.get('location')).toBe(`/room/${room.id}?errorMsg=Payment-Refunded&tranId=${tranId}`);
    const payment = await paymentOf(t, tranId);
    expect(payment).toMatchObject({ status: 'refunded', valId: fields.val_id });
    const [refund] = await t.app.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(refund).toMatchObject({ amountPoisha: 300_000, requestedBy: null, status: 'success' });
    expect((await t.app.gateway.queryRefund(refund.refundRefId!)).status).toBe('refunded');
    expect((await bookingOf(t, taken.tranId)).status).toBe('held');

    // The guest (My Payments) and the admin (All Payments) see it refunded.
    const mine = (await get(`/api/my-payments/${guest.id}`, guest)).json() as Array<{ tran_id: string; status: string }>;
    expect(mine.find((p) => p.tran_id === tranId)?.status).toBe('refunded');
    const all = (await get('/api/all-payments-admin', admin)).json() as Array<{ tran_id: string; status: string }>;
    expect(all.find((p) => p.tran_id === tranId)?.status).toBe('refunded');
    // The status call explains it: late payment, refunded in full.
    const status = (await get(`/api/payments/${tranId}/status`, guest)).json();
    expect(status).toMatchObject({ status: 'refunded', amount: 3000, refundAmount: 3000, reason: 'late-payment' });
  });

  it('via the IPN only: the stay is reinstated without the browser coming back', async () => {
    const room = await createRoom(t.app, admin.id);
    const { url, tranId } = await startCheckout(room.id, 30, { keepIpn: true });
    await letTheJobCloseIt(tranId);

    await pressOnGatewayPage(url, 'pay'); // the browser never posts the success form back
    await waitUntil(async () => (await paymentOf(t, tranId)).status === 'paid');
    expect((await bookingOf(t, tranId)).status).toBe('paid');
  });

  it('via the reconciliation job only: it keeps asking the gateway about payments it closed', async () => {
    const room = await createRoom(t.app, admin.id);
    const { url, tranId } = await startCheckout(room.id, 40);
    await letTheJobCloseIt(tranId);
    await startBooking(t, rival.cookie, room.id, day(40), day(41));

    await pressOnGatewayPage(url, 'pay'); // neither the browser nor the IPN comes back
    const report = await runReconciliation(t.app, minutesFromNow(17));
    expect(report).toMatchObject({ isSkipped: false, latePayments: 1 });
    const payment = await paymentOf(t, tranId);
    expect(payment.status).toBe('refunded');
    expect(await t.app.db.select().from(refunds).where(eq(refunds.paymentId, payment.id))).toHaveLength(1);
    expect((await bookingOf(t, tranId)).status).toBe('expired');
    expect(await runReconciliation(t.app, minutesFromNow(18))).toMatchObject({ latePayments: 0, refunded: 0 });
  });
});

describe('a forged fail callback', () => {
  it('does not release the hold; the payment that follows is confirmed', async () => {
    const room = await createRoom(t.app, admin.id);
    const { url, tranId } = await startCheckout(room.id, 50);
    // Anyone who knows the tran_id posts to the fail URL while the guest is on the gateway page.
    const forged = await fetch(`${t.baseUrl}/api/payment/fail/${tranId}`, { method: 'POST', redirect: 'manual' });
    expect(forged.status).toBe(303);
    expect(forged.headers.get('location')).toBe(`/room/${room.id}?errorMsg=Payment-Unconfirmed&tranId=${tranId}`);
    expect((await paymentOf(t, tranId)).status).toBe('pending');
    expect((await bookingOf(t, tranId)).status).toBe('held');
    await expect(startBooking(t, rival.cookie, room.id, day(50), day(51))).rejects.toThrow(/409/);

    const { action, fields } = await pressOnGatewayPage(url, 'pay');
    const res = await postForm(action, fields);
    expect(res.headers.get('location')).toMatch(new RegExp(`^/payment-success/${tranId}\\?`));
    expect((await bookingOf(t, tranId)).status).toBe('paid');
  });
});
