/**
 * The payment journey end to end over real HTTP against the built-in sandbox: book → hosted
 * page → Pay/Fail/Cancel → auto-post back → 303 to the SPA, checked in the database.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, refunds } from '#server/db/schema.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';
import { bookingOf, day, paymentOf, postForm, pressOnGatewayPage, startBooking, waitUntil } from '#tests/helpers/payment-flow.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;

useAppWithUsers((s) => ({ t, admin, guest } = s), { guestName: 'Ayesha Rahman' });

describe('paying through the built-in sandbox', () => {
  it('confirms the payment and the booking, then redirects to the success page with docs/product/screens.md#payment-success fields', async () => {
    const room = await createRoom(t.app, admin.id, { title: 'Sea View Suite', priceBdt: 1500 });
    const { url, tranId } = await startBooking(t, guest.cookie, room.id, day(30), day(32));
    const { pageHtml, action, fields } = await pressOnGatewayPage(url, 'pay');
    expect(pageHtml).toContain('BDT 3000.00');
    expect(pageHtml).toContain(tranId);
    expect(action).toBe(`${t.baseUrl}/api/payment/success/${tranId}`);
    expect(fields).toMatchObject({ tran_id: tranId, status: 'VALID', amount: '3000.00', currency: 'BDT' });

    const res = await postForm(action, fields);
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!, t.baseUrl);
    expect(location.pathname).toBe(`/payment-success/${tranId}`);
    expect(Object.fromEntries(location.searchParams)).toEqual({
      name: 'Ayesha Rahman',
      email: guest.email,
      roomName: 'Sea View Suite',
      checkIn: day(30),
      checkOut: day(32),
      price: '3000',
      tran_id: tranId,
      tran_date: fields.tran_date,
      card_type: fields.card_type,
      bank_gw: fields.bank_gw,
      val_id: fields.val_id,
      status: 'VALID',
      currency_type: 'BDT',
    });

    const payment = await paymentOf(t, tranId);
    expect(payment).toMatchObject({
      status: 'paid',
      valId: fields.val_id,
      bankTranId: fields.bank_tran_id,
      cardType: 'VISA-Dutch Bangla',
      bankGw: fields.bank_gw,
      tranDate: fields.tran_date,
      currencyType: 'BDT',
      riskLevel: '0',
      amountPoisha: 300_000,
    });
    expect(payment.paidAt).toBeInstanceOf(Date);
    expect(payment.gatewayValidation).toMatchObject({ tran_id: tranId, val_id: fields.val_id });
    expect(await bookingOf(t, tranId)).toMatchObject({ status: 'paid', holdExpiresAt: null });
  });

  it('confirms through the IPN alone when the browser never comes back', async () => {
    const room = await createRoom(t.app, admin.id);
    const { url, tranId } = await startBooking(t, guest.cookie, room.id, day(40), day(41));
    const { fields } = await pressOnGatewayPage(url, 'pay');
    await waitUntil(async () => (await paymentOf(t, tranId)).status === 'paid');
    expect(await paymentOf(t, tranId)).toMatchObject({ valId: fields.val_id, bankTranId: fields.bank_tran_id });
    expect((await bookingOf(t, tranId)).status).toBe('paid');

    // A repeated IPN is harmless.
    const before = await paymentOf(t, tranId);
    const again = await postForm(`${t.baseUrl}/api/payment/ipn`, fields);
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ message: 'Payment confirmed' });
    expect(await paymentOf(t, tranId)).toEqual(before);
  });

  it('treats a replayed success callback as idempotent', async () => {
    const room = await createRoom(t.app, admin.id);
    const { url, tranId } = await startBooking(t, guest.cookie, room.id, day(50), day(52));
    const { action, fields } = await pressOnGatewayPage(url, 'pay');
    const first = await postForm(action, fields);
    const paid = await paymentOf(t, tranId);
    const second = await postForm(action, fields);
    expect(second.status).toBe(303);
    expect(second.headers.get('location')).toBe(first.headers.get('location'));
    expect(await paymentOf(t, tranId)).toEqual(paid);
  });

  it.each(['fail', 'cancel'] as const)('%s releases the hold so the dates can be booked again', async (outcome) => {
    const room = await createRoom(t.app, admin.id);
    const { url, tranId } = await startBooking(t, guest.cookie, room.id, day(60), day(62));
    const { action, fields } = await pressOnGatewayPage(url, outcome);
    expect(action).toBe(`${t.baseUrl}/api/payment/${outcome}/${tranId}`);
    expect(fields.status).toBe(outcome === 'fail' ? 'FAILED' : 'CANCELLED');

    const res = await postForm(action, fields);
    expect(res.status).toBe(303);
    // Issue #12: a cancel at the gateway says so; only a declined payment is "Payment Failed".
    expect(res.headers.get('location')).toBe(`/room/${room.id}?errorMsg=${outcome === 'fail' ? 'Payment-Failed' : 'Payment-Cancelled'}`);
    expect((await paymentOf(t, tranId)).status).toBe('failed');
    expect((await bookingOf(t, tranId)).status).toBe('expired');
    const rebooked = await startBooking(t, guest.cookie, room.id, day(60), day(62));
    expect((await bookingOf(t, rebooked.tranId)).status).toBe('held');
  });

  it('refunds the money at once when the dates were taken after the hold lapsed', async () => {
    const other = await createUser(t.app);
    const room = await createRoom(t.app, admin.id, { priceBdt: 1800 });
    const { url, tranId } = await startBooking(t, guest.cookie, room.id, day(70), day(72));
    // The hold lapses (as the sweeper would mark it) and another guest books the same dates.
    await t.app.db.update(bookings).set({ status: 'expired' }).where(eq(bookings.tranId, tranId));
    const rival = await startBooking(t, other.cookie, room.id, day(71), day(73));

    const { action, fields } = await pressOnGatewayPage(url, 'pay');
    const res = await postForm(action, fields);
    expect(res.status).toBe(303);
    // Issue #8: the guest is told the truth (refunded), not "Payment Failed".
    expect(res.headers.get('location')).toBe(`/room/${room.id}?errorMsg=Payment-Refunded&tranId=${tranId}`);
    // The IPN races the browser; whichever confirmed first refunded, and only once.
    await waitUntil(async () => (await paymentOf(t, tranId)).status === 'refunded');
    const payment = await paymentOf(t, tranId);
    expect(payment).toMatchObject({ valId: fields.val_id });
    expect(payment.refundedAt).toBeInstanceOf(Date);
    const recorded = await t.app.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(recorded).toEqual([expect.objectContaining({ amountPoisha: 360_000, requestedBy: null })]);
    expect((await t.app.gateway.queryRefund(recorded[0].refundRefId!)).status).toBe('refunded');
    expect((await bookingOf(t, tranId)).status).toBe('expired');
    expect((await bookingOf(t, rival.tranId)).status).toBe('held');
  });

  it('revives a lapsed hold when the dates are still free', async () => {
    const room = await createRoom(t.app, admin.id);
    const { url, tranId } = await startBooking(t, guest.cookie, room.id, day(80), day(81));
    await t.app.db.update(bookings).set({ status: 'expired' }).where(eq(bookings.tranId, tranId));
    const { action, fields } = await pressOnGatewayPage(url, 'pay');
    const res = await postForm(action, fields);
    expect(res.headers.get('location')).toMatch(new RegExp(`^/payment-success/${tranId}\\?`));
    expect(await bookingOf(t, tranId)).toMatchObject({ status: 'paid', holdExpiresAt: null });
  });
});
