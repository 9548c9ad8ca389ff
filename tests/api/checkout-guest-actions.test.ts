/**
 * The guest's checkout calls (COORDINATION contract, issue #8): cancel a live hold, reopen its
 * gateway page, read a payment's status — owner 200, another user 403, anonymous 401 — and the
 * checkout events each transition writes (decision 024; consumers that fail: tests/api/outbox.test.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { buildAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { checkoutEventsAfter } from '#tests/helpers/domain-events.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';
import { bookingOf, day, paymentOf, postForm, pressOnGatewayPage, startBooking, waitUntil } from '#tests/helpers/payment-flow.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
let stranger: TestUser;
/** Every checkout event this file's app stored, oldest first. */
const storedEvents = () => checkoutEventsAfter(t.app, 0);

beforeAll(async () => {
  ({ t, admin, guest } = await buildAppWithUsers());
  stranger = await createUser(t.app);
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST', url: string, user: TestUser | null) =>
  t.app.inject({ method, url, headers: user ? { cookie: user.cookie } : {} });

async function heldBooking(from: number) {
  const room = await createRoom(t.app, admin.id, { title: 'Lake View', priceBdt: 1800 });
  const started = await startBooking(t, guest.cookie, room.id, day(from), day(from + 2));
  return { room, ...started, bookingId: (await bookingOf(t, started.tranId)).id };
}

describe('POST /api/bookings/:bookingId/cancel-hold', () => {
  it('lets only the owner release a live hold: payment cancelled, dates free at once', async () => {
    const { room, tranId, bookingId } = await heldBooking(10);
    const url = `/api/bookings/${bookingId}/cancel-hold`;
    expect((await call('POST', url, null)).statusCode).toBe(401);
    expect((await call('POST', url, stranger)).statusCode).toBe(403);
    expect((await call('POST', `/api/bookings/${crypto.randomUUID()}/cancel-hold`, guest)).statusCode).toBe(404);
    expect((await bookingOf(t, tranId)).status).toBe('held');

    const res = await call('POST', url, guest);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect(await bookingOf(t, tranId)).toMatchObject({ status: 'cancelled', holdExpiresAt: null });
    expect((await paymentOf(t, tranId)).status).toBe('cancelled');
    await expect(startBooking(t, stranger.cookie, room.id, day(10), day(12))).resolves.toHaveProperty('url');

    const again = await call('POST', url, guest);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'HOLD_ENDED' });
    expect(await storedEvents()).toEqual(
      expect.arrayContaining([expect.objectContaining({ type: 'hold-released', tranId, bookingId, by: 'owner' })]),
    );
  });

  it('refuses a paid booking (409) and changes nothing', async () => {
    const { url, tranId, bookingId } = await heldBooking(20);
    const { action, fields } = await pressOnGatewayPage(url, 'pay');
    await postForm(action, fields);
    const res = await call('POST', `/api/bookings/${bookingId}/cancel-hold`, guest);
    expect(res.statusCode).toBe(409);
    expect((await bookingOf(t, tranId)).status).toBe('paid');
    expect((await paymentOf(t, tranId)).status).toBe('paid');
  });
});

describe('POST /api/bookings/:bookingId/resume-payment', () => {
  it('reopens the gateway page of a live hold for its owner; paying there confirms the booking', async () => {
    const { tranId, bookingId, url: firstPageUrl } = await heldBooking(30);
    const url = `/api/bookings/${bookingId}/resume-payment`;
    expect((await call('POST', url, null)).statusCode).toBe(401);
    expect((await call('POST', url, stranger)).statusCode).toBe(403);
    expect((await call('POST', `/api/bookings/${crypto.randomUUID()}/resume-payment`, guest)).statusCode).toBe(404);

    const res = await call('POST', url, guest);
    expect(res.statusCode).toBe(200);
    const { url: pageUrl } = res.json() as { url: string };
    // The gateway never replaces a tran_id's session (issue #9): the page the hold opened with.
    expect(pageUrl).toBe(firstPageUrl);
    expect((await call('POST', url, guest)).json()).toEqual({ url: firstPageUrl });
    const { action, fields } = await pressOnGatewayPage(pageUrl, 'pay');
    expect(fields.tran_id).toBe(tranId);
    const back = await postForm(action, fields);
    expect(back.headers.get('location')).toMatch(new RegExp(`^/payment-success/${tranId}\\?`));
    expect((await bookingOf(t, tranId)).status).toBe('paid');

    const ended = await call('POST', url, guest);
    expect(ended.statusCode).toBe(409);
    expect(ended.json()).toMatchObject({ code: 'HOLD_ENDED' });
    expect((await storedEvents()).filter((e) => e.tranId === tranId).map((e) => e.type)).toEqual(['booking-held', 'payment-confirmed']);
  });
});

describe('GET /api/payments/:tranId/status', () => {
  it('tells the owner (and an admin) where the payment stands; others 403, anonymous 401, unknown 404', async () => {
    const { room, url, tranId, bookingId } = await heldBooking(40);
    const statusUrl = `/api/payments/${tranId}/status`;
    expect((await call('GET', statusUrl, null)).statusCode).toBe(401);
    expect((await call('GET', statusUrl, stranger)).statusCode).toBe(403);
    expect((await call('GET', '/api/payments/HBUNKNOWN/status', guest)).statusCode).toBe(404);

    const pending = await call('GET', statusUrl, guest);
    expect(pending.statusCode).toBe(200);
    expect(pending.json()).toMatchObject({
      tranId,
      status: 'pending',
      amount: 3600,
      refundAmount: null,
      reason: null,
      booking: { id: bookingId, roomId: room.id, roomTitle: 'Lake View', startDate: day(40), endDate: day(42), nights: 2 },
      guest: { name: guest.name, email: guest.email },
      val_id: null,
    });
    expect(Date.parse(pending.json().holdExpiresAt)).toBeGreaterThan(Date.now());

    const { action, fields } = await pressOnGatewayPage(url, 'pay');
    await postForm(action, fields);
    await waitUntil(async () => (await paymentOf(t, tranId)).status === 'paid');
    for (const user of [guest, admin]) {
      const paid = await call('GET', statusUrl, user);
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toMatchObject({
        status: 'paid',
        holdExpiresAt: null,
        val_id: fields.val_id,
        tran_date: fields.tran_date,
        card_type: fields.card_type,
        currency_type: 'BDT',
        isTestPayment: true,
      });
    }
  });
});
