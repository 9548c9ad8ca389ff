/**
 * Forged, replayed and mismatched gateway callbacks must change nothing: payment truth
 * comes only from the order-validation API and must match our tran_id, amount and currency.
 */
import { describe, expect, it, vi } from 'vitest';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import type { TestUser } from '#tests/factories/users.ts';
import { bookingOf, day, paymentOf, postForm, pressOnGatewayPage, startBooking, waitUntil } from '#tests/helpers/payment-flow.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;

useAppWithUsers((s) => ({ t, admin, guest } = s));

/**
 * A held booking with a pending payment and an open (unpaid) sandbox session; with
 * `gatewaySession: false` the gateway has no session for it yet (the app believes it has
 * one), so payAtGatewayOnly can open the only one, as the gateway never replaces a session.
 */
async function pendingBooking(priceBdt: number, from: number, options: { gatewaySession?: boolean } = {}) {
  const room = await createRoom(t.app, admin.id, { priceBdt });
  if (options.gatewaySession === false) {
    vi.spyOn(t.app.gateway, 'initSession').mockImplementationOnce(async ({ tranId }) => ({
      gatewayPageUrl: `${t.baseUrl}/sandbox-gateway/pay/NOT-OPENED-${tranId}`,
      sessionKey: `NOT-OPENED-${tranId}`,
      raw: {},
    }));
  }
  const { url, tranId } = await startBooking(t, guest.cookie, room.id, day(from), day(from + 1));
  return { room, url, tranId, success: `${t.baseUrl}/api/payment/success/${tranId}` };
}

/** Pays a separate, cheap booking and returns its callback fields (a genuine val_id). */
async function paidElsewhere(from: number) {
  const other = await pendingBooking(100, from);
  const { fields } = await pressOnGatewayPage(other.url, 'pay');
  await waitUntil(async () => (await paymentOf(t, other.tranId)).status === 'paid');
  return { ...other, fields };
}

/**
 * Pays `target`'s tran_id (made with `gatewaySession: false`) at the gateway through its only session (optionally at another
 * amount) whose IPN goes nowhere, so the app has not heard of the payment. Returns the
 * success auto-post the browser would send.
 */
async function payAtGatewayOnly(target: { tranId: string; success: string }, amountPoisha: number) {
  const session = await t.app.gateway.initSession({
    tranId: target.tranId,
    amountPoisha,
    currency: 'BDT',
    successUrl: target.success,
    failUrl: `${t.baseUrl}/x`,
    cancelUrl: `${t.baseUrl}/x`,
    ipnUrl: `${t.baseUrl}/nowhere`,
    customer: { name: 'Guest', email: guest.email },
    productName: 'Room',
    productCategory: 'Hotel room',
  });
  return pressOnGatewayPage(session.gatewayPageUrl, 'pay');
}

async function expectUntouched(tranId: string) {
  expect(await paymentOf(t, tranId)).toMatchObject({ status: 'pending', valId: null, paidAt: null, gatewayValidation: null });
  expect((await bookingOf(t, tranId)).status).toBe('held');
}

describe('forged payment callbacks', () => {
  it('an unknown tran_id redirects home', async () => {
    const res = await postForm(`${t.baseUrl}/api/payment/success/HBNOPE`, { val_id: 'whatever', status: 'VALID' });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
  });

  it('a missing or invalid val_id changes nothing', async () => {
    const target = await pendingBooking(2000, 10);
    const bodies: Array<Record<string, string>> = [
      { status: 'VALID', tran_id: target.tranId },
      { val_id: 'forged-val-id', status: 'VALID', amount: '2000.00' },
    ];
    for (const body of bodies) {
      const res = await postForm(target.success, body);
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`/room/${target.room.id}?errorMsg=Payment-Failed`);
    }
    await expectUntouched(target.tranId);
  });

  it('a genuine val_id of another (cheaper) transaction changes nothing', async () => {
    const target = await pendingBooking(3000, 20);
    const cheaper = await pendingBooking(100, 22, { gatewaySession: false });
    const { fields } = await payAtGatewayOnly(cheaper, 10_000);
    const res = await postForm(target.success, { ...fields, tran_id: target.tranId, amount: '3000.00' });
    expect(res.headers.get('location')).toBe(`/room/${target.room.id}?errorMsg=Payment-Failed`);
    const ipn = await postForm(`${t.baseUrl}/api/payment/ipn`, { ...fields, tran_id: target.tranId });
    expect(await ipn.json()).toEqual({ message: 'IPN rejected' });
    await expectUntouched(target.tranId);
  });

  it('a val_id already used by another confirmed payment changes nothing', async () => {
    const target = await pendingBooking(3000, 24);
    const { fields } = await paidElsewhere(26);
    const res = await postForm(target.success, { ...fields, tran_id: target.tranId });
    expect(res.headers.get('location')).toBe(`/room/${target.room.id}?errorMsg=Payment-Failed`);
    await expectUntouched(target.tranId);
  });

  it('a payment of the wrong amount for the right tran_id changes nothing', async () => {
    const target = await pendingBooking(3000, 30, { gatewaySession: false });
    const { action, fields } = await payAtGatewayOnly(target, 10_000);
    expect(fields).toMatchObject({ tran_id: target.tranId, amount: '100.00' });
    const res = await postForm(action, fields);
    expect(res.headers.get('location')).toBe(`/room/${target.room.id}?errorMsg=Payment-Failed`);
    await expectUntouched(target.tranId);
  });

  it('a paid transaction cannot be re-confirmed with another val_id', async () => {
    const paid = await paidElsewhere(40);
    const { fields: otherFields } = await paidElsewhere(42);
    const before = await paymentOf(t, paid.tranId);
    const res = await postForm(paid.success, { ...otherFields, tran_id: paid.tranId });
    expect(res.headers.get('location')).toBe(`/room/${paid.room.id}?errorMsg=Payment-Failed`);
    expect(await paymentOf(t, paid.tranId)).toEqual(before);
  });

  it('a forged fail or cancel for a paid transaction changes nothing', async () => {
    const paid = await paidElsewhere(50);
    const before = { payment: await paymentOf(t, paid.tranId), booking: await bookingOf(t, paid.tranId) };
    for (const kind of ['fail', 'cancel']) {
      const res = await postForm(`${t.baseUrl}/api/payment/${kind}/${paid.tranId}`, { tran_id: paid.tranId, status: 'FAILED' });
      expect(res.status).toBe(303);
      expect(res.headers.get('location')).toBe(`/room/${paid.room.id}?errorMsg=Payment-Failed`);
    }
    expect(await paymentOf(t, paid.tranId)).toEqual(before.payment);
    expect(await bookingOf(t, paid.tranId)).toEqual(before.booking);
  });

  it('a forged fail for a transaction the gateway reports paid does not release the hold', async () => {
    const target = await pendingBooking(1200, 60, { gatewaySession: false });
    const { action, fields } = await payAtGatewayOnly(target, 120_000);
    const res = await postForm(`${t.baseUrl}/api/payment/fail/${target.tranId}`, { status: 'FAILED' });
    expect(res.headers.get('location')).toBe(`/room/${target.room.id}?errorMsg=Payment-Failed`);
    await expectUntouched(target.tranId);
    // The genuine success callback still confirms it afterwards.
    const success = await postForm(action, fields);
    expect(success.headers.get('location')).toMatch(new RegExp(`^/payment-success/${target.tranId}\\?`));
    expect((await bookingOf(t, target.tranId)).status).toBe('paid');
  });

  it('a fail callback for an unknown tran_id redirects home', async () => {
    const res = await postForm(`${t.baseUrl}/api/payment/cancel/HBNOPE`, {});
    expect(res.headers.get('location')).toBe('/');
  });

  it('an IPN without val_id is ignored', async () => {
    const target = await pendingBooking(1000, 70);
    const res = await postForm(`${t.baseUrl}/api/payment/ipn`, { tran_id: target.tranId, status: 'FAILED' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ message: 'IPN ignored: no tran_id or val_id' });
    await expectUntouched(target.tranId);
  });
});
