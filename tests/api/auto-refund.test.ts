/**
 * Automatic refunds (modules/payments/auto-refund.ts): money confirmed after its hold lapsed
 * and its dates were taken goes back to the guest, at once or, when the gateway refuses or is
 * unreachable, on a later reconciliation run, and never twice.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings, payments, refunds } from '#server/db/schema.ts';
import { runReconciliation } from '#server/plugins/jobs.ts';
import { GatewayError } from '#server/plugins/gateway/types.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';
import { bookingOf, day, paymentOf, postForm, pressOnGatewayPage, startBooking, waitUntil } from '#tests/helpers/payment-flow.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
let rivalGuest: TestUser;

useAppWithUsers((s) => ({ t, admin, guest } = s));
beforeAll(async () => {
  rivalGuest = await createUser(t.app);
});

const refundsOf = async (paymentId: string) => t.app.db.select().from(refunds).where(eq(refunds.paymentId, paymentId));

/** Guest pays for a hold that lapsed while a rival took the dates; returns the tran_id once it is confirmed. */
async function payAfterRivalTookTheDates(startOffset: number): Promise<string> {
  const room = await createRoom(t.app, admin.id);
  const { url, tranId } = await startBooking(t, guest.cookie, room.id, day(startOffset), day(startOffset + 2));
  await t.app.db.update(bookings).set({ status: 'expired' }).where(eq(bookings.tranId, tranId));
  await startBooking(t, rivalGuest.cookie, room.id, day(startOffset), day(startOffset + 1));
  const { action, fields } = await pressOnGatewayPage(url, 'pay');
  await postForm(action, fields);
  await waitUntil(async () => (await paymentOf(t, tranId)).status !== 'pending');
  return tranId;
}

describe('automatic refunds', () => {
  it('leaves the payment paid and unclaimed when the gateway refuses, and the job refunds it later, once', async () => {
    const refuse = vi.spyOn(t.app.gateway, 'initiateRefund').mockRejectedValue(new GatewayError('SSLCommerz unreachable (refund)'));
    const tranId = await payAfterRivalTookTheDates(20);
    // Both the browser and the IPN confirmed; give the one that won time to try its refund.
    await waitUntil(async () => refuse.mock.calls.length > 0);
    refuse.mockRestore();
    const payment = await paymentOf(t, tranId);
    await waitUntil(async () => (await paymentOf(t, tranId)).refundClaimedAt === null);
    expect(payment.status).toBe('paid');
    expect(await refundsOf(payment.id)).toEqual([]);

    const first = await runReconciliation(t.app);
    expect(first).toMatchObject({ isSkipped: false, refunded: 1 });
    expect(await paymentOf(t, tranId)).toMatchObject({ status: 'refunded' });
    expect(await refundsOf(payment.id)).toEqual([expect.objectContaining({ amountPoisha: payment.amountPoisha, requestedBy: null })]);

    expect(await runReconciliation(t.app)).toMatchObject({ refunded: 0 });
    expect(await refundsOf(payment.id)).toHaveLength(1);
    expect((await bookingOf(t, tranId)).status).toBe('expired');
  });

  it('never asks the gateway again while a refund is claimed (its record may have failed)', async () => {
    const refuse = vi.spyOn(t.app.gateway, 'initiateRefund').mockRejectedValue(new GatewayError('down'));
    const tranId = await payAfterRivalTookTheDates(30);
    await waitUntil(async () => refuse.mock.calls.length > 0);
    await waitUntil(async () => (await paymentOf(t, tranId)).refundClaimedAt === null);
    const payment = await paymentOf(t, tranId);
    // As if an earlier attempt reached the gateway and then lost its database write.
    await t.app.db.update(payments).set({ refundClaimedAt: new Date() }).where(eq(payments.id, payment.id));
    refuse.mockClear();

    expect(await runReconciliation(t.app)).toMatchObject({ refunded: 0 });
    expect(refuse).not.toHaveBeenCalled();
    refuse.mockRestore();
    expect((await paymentOf(t, tranId)).status).toBe('paid');
  });

  it('refunds the old gateway page a guest paid after going Back and booking again', async () => {
    const room = await createRoom(t.app, admin.id);
    const old = await startBooking(t, guest.cookie, room.id, day(50), day(52));
    const fresh = await startBooking(t, guest.cookie, room.id, day(50), day(52));
    const { action, fields } = await pressOnGatewayPage(old.url, 'pay');
    await postForm(action, fields);
    await waitUntil(async () => (await paymentOf(t, old.tranId)).status === 'refunded');
    expect(await refundsOf((await paymentOf(t, old.tranId)).id)).toHaveLength(1);
    expect((await bookingOf(t, fresh.tranId)).status).toBe('held');
    expect((await bookingOf(t, old.tranId)).status).toBe('expired');
  });

  it('never refunds a payment whose booking was kept', async () => {
    const room = await createRoom(t.app, admin.id);
    const { url, tranId } = await startBooking(t, guest.cookie, room.id, day(40), day(41));
    const { action, fields } = await pressOnGatewayPage(url, 'pay');
    await postForm(action, fields);
    expect((await bookingOf(t, tranId)).status).toBe('paid');

    expect(await runReconciliation(t.app)).toMatchObject({ refunded: 0 });
    const payment = await paymentOf(t, tranId);
    expect(payment).toMatchObject({ status: 'paid', refundClaimedAt: null });
    expect(await refundsOf(payment.id)).toEqual([]);
  });
});
