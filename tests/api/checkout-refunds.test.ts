/**
 * Refunds exactly once (issue #8): a refused refund stays visible as "refund pending" and is
 * retried by the job until the gateway accepts; a crash between "the gateway accepted" and
 * "we recorded it" is recovered by the next job run — a new app on the same database — which
 * finds the refund at the gateway by tran_id and our own key, and never asks for it again.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#server/app.ts';
import { openDatabase } from '#server/db/client.ts';
import { refunds } from '#server/db/schema.ts';
import { runReconciliation } from '#server/plugins/jobs.ts';
import { GatewayError } from '#server/plugins/gateway/types.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';
import { bookingOf, day, paymentOf, postForm, pressOnGatewayPage, startBooking } from '#tests/helpers/payment-flow.ts';

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
const refundsOf = async (paymentId: string) => t.app.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));
const shownStatus = async (tranId: string, user: TestUser, url: string) =>
  ((await get(url, user)).json() as Array<{ tran_id: string; status: string }>).find((p) => p.tran_id === tranId)?.status;

/**
 * The guest pays (browser callback only; the IPN goes nowhere) after the job expired the hold
 * and a rival took the dates. Returns the tran_id and the browser's redirect.
 */
async function payAfterTheDatesWereTaken(from: number) {
  const room = await createRoom(t.app, admin.id, { priceBdt: 2000 });
  const initSession = t.app.gateway.initSession.bind(t.app.gateway);
  const spy = vi
    .spyOn(t.app.gateway, 'initSession')
    .mockImplementationOnce((input) => initSession({ ...input, ipnUrl: `${t.baseUrl}/api/ipn-lost-in-transit` }));
  const { url, tranId } = await startBooking(t, guest.cookie, room.id, day(from), day(from + 1));
  spy.mockRestore();
  await runReconciliation(t.app, minutesFromNow(16));
  await startBooking(t, rival.cookie, room.id, day(from), day(from + 1));
  const { action, fields } = await pressOnGatewayPage(url, 'pay');
  const res = await postForm(action, fields);
  return { tranId, room, location: res.headers.get('location') };
}

describe('a refund the gateway refuses', () => {
  it('stays visible as refund pending to the guest and the admin, and the job retries it until accepted', async () => {
    const refuse = vi
      .spyOn(t.app.gateway, 'initiateRefund')
      .mockRejectedValue(new GatewayError('SSLCommerz refused the refund: Refund service is busy'));
    const { tranId, room, location } = await payAfterTheDatesWereTaken(10);
    expect(location).toBe(`/room/${room.id}?errorMsg=Payment-Refunded&tranId=${tranId}`);
    const payment = await paymentOf(t, tranId);
    expect(payment).toMatchObject({ status: 'paid', refundClaimedAt: null });
    expect(await refundsOf(payment.id)).toEqual([]);
    expect(await shownStatus(tranId, admin, '/api/all-payments-admin')).toBe('refund_pending');
    expect(await shownStatus(tranId, guest, `/api/my-payments/${guest.id}`)).toBe('refund_pending');
    expect((await get(`/api/payments/${tranId}/status`, guest)).json()).toMatchObject({
      status: 'refund_pending',
      refundAmount: 2000,
      reason: 'late-payment',
    });

    // Still refused on the next run: nothing recorded, still visible.
    expect(await runReconciliation(t.app)).toMatchObject({ refunded: 0 });
    expect(await shownStatus(tranId, admin, '/api/all-payments-admin')).toBe('refund_pending');
    expect(refuse).toHaveBeenCalledTimes(2);

    refuse.mockRestore();
    expect(await runReconciliation(t.app)).toMatchObject({ refunded: 1 });
    expect((await paymentOf(t, tranId)).status).toBe('refunded');
    expect(await refundsOf(payment.id)).toEqual([expect.objectContaining({ amountPoisha: 200_000, status: 'success' })]);
    expect(await shownStatus(tranId, admin, '/api/all-payments-admin')).toBe('refunded');
    expect(await runReconciliation(t.app)).toMatchObject({ refunded: 0 });
  });
});

describe('a crash between the gateway accepting a refund and our record of it', () => {
  it('is recovered by the next job run on a new app: one refund at the gateway, recorded', async () => {
    // The gateway accepts, then the process "dies" before the answer is written down.
    const initiateRefund = t.app.gateway.initiateRefund.bind(t.app.gateway);
    const crash = vi.spyOn(t.app.gateway, 'initiateRefund').mockImplementation(async (input) => {
      await initiateRefund(input);
      throw new Error('simulated crash after the gateway accepted the refund');
    });
    const { tranId } = await payAfterTheDatesWereTaken(20);
    expect(crash).toHaveBeenCalledTimes(1);
    crash.mockRestore();
    const payment = await paymentOf(t, tranId);
    const [intent] = await refundsOf(payment.id);
    expect(intent).toMatchObject({ status: 'requesting', refundRefId: null, amountPoisha: 200_000 });
    expect(payment.status).toBe('paid');
    expect(await shownStatus(tranId, admin, '/api/all-payments-admin')).toBe('refund_pending');

    // The restart: a new app on the same database (its gateway is the same sandbox).
    const dbHandle = t.config.databaseUrl
      ? await openDatabase({ databaseUrl: t.config.databaseUrl, dataDir: t.config.dataDir })
      : { ...t.app.dbHandle, close: async () => {} };
    const restarted = await buildApp(t.config, { dbHandle, logger: false });
    try {
      const refundCalls = vi.spyOn(restarted.gateway, 'initiateRefund');
      // Too young to be declared lost: an answer may still be on its way.
      expect(await runReconciliation(restarted)).toMatchObject({ recoveredRefunds: 0, refunded: 0 });
      const report = await runReconciliation(restarted, minutesFromNow(5));
      expect(report).toMatchObject({ recoveredRefunds: 1, refunded: 0 });
      expect(refundCalls).not.toHaveBeenCalled();
      expect(await runReconciliation(restarted, minutesFromNow(6))).toMatchObject({ recoveredRefunds: 0, refunded: 0 });
      expect(refundCalls).not.toHaveBeenCalled();
    } finally {
      await restarted.close();
    }

    const [recorded] = await refundsOf(payment.id);
    expect(await refundsOf(payment.id)).toHaveLength(1);
    expect(recorded.refundRefId).toMatch(/^[A-Z0-9]{20}$/);
    expect(recorded.status).toBe('refunded');
    expect((await t.app.gateway.queryRefund(recorded.refundRefId!)).status).toBe('refunded');
    expect(await paymentOf(t, tranId)).toMatchObject({ status: 'refunded' });
    expect((await bookingOf(t, tranId)).status).toBe('expired');
    expect(await shownStatus(tranId, guest, `/api/my-payments/${guest.id}`)).toBe('refunded');
  });
});
