/**
 * Cancellations by staff (issue 28): the policy's proposal and each outcome's refund, an
 * override needs its reason, a guest's pending request is resolved by it, refusals change
 * nothing, and the guest's own card reads it as an approved cancellation.
 */
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, cancellationRequests, emailOutbox, payments, refunds } from '#server/db/schema.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createBooking } from '#tests/factories/bookings.ts';
import { createPayment } from '#tests/factories/payments.ts';
import type { TestUser } from '#tests/factories/users.ts';
import { day, waitUntil } from '#tests/helpers/payment-flow.ts';
import { payForStay } from '#tests/helpers/paid-stays.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
let roomId: string;
useAppWithUsers((s) => ({ t, admin, guest } = s));

const NIGHT = 500_000;
beforeAll(async () => {
  const suffix = Date.now().toString(36).slice(-5);
  roomId = (await createRoom(t.app, admin.id, { priceBdt: 5000, roomNumbers: [`C1${suffix}`, `C2${suffix}`, `C3${suffix}`] })).id;
});

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin.cookie }, payload });
const quote = (id: string) => asAdmin('GET', `/api/admin/bookings/${id}/staff-cancel`);
const cancel = (id: string, body: object) => asAdmin('POST', `/api/admin/bookings/${id}/staff-cancel`, body);
const rowOf = async (id: string) => (await t.app.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const requestsOf = (id: string) => t.app.db.select().from(cancellationRequests).where(eq(cancellationRequests.bookingId, id));

let nextDay = 2;
/** A paid stay of 3 nights (BDT 15,000) from `from` days ahead (default: fresh days), paid in full through the gateway. */
async function paidStay(extra: Partial<typeof bookings.$inferInsert> = {}, from?: number) {
  const start = from ?? (nextDay += 4);
  const booking = await createBooking(t.app, {
    roomId,
    userId: guest.id,
    startDate: day(start),
    endDate: day(start + 3),
    nights: 3,
    pricePerNightPoisha: NIGHT,
    ...extra,
  });
  await createPayment(t.app, booking, { bankTranId: `B${booking.tranId}` });
  return booking;
}

describe('the quote', () => {
  it('proposes a full refund more than 24 hours ahead, with each outcome’s refund', async () => {
    const b = await paidStay();
    const res = await quote(b.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      proposal: 'full-refund',
      keptPoisha: 3 * NIGHT,
      firstNightPoisha: NIGHT,
      outcomes: [
        { outcome: 'full-refund', refundPoisha: 3 * NIGHT, needsRefundWay: false },
        { outcome: 'first-night-kept', refundPoisha: 2 * NIGHT, needsRefundWay: false },
        { outcome: 'no-refund', refundPoisha: 0, needsRefundWay: false },
      ],
    });
  });

  it('proposes keeping the first night for a stay starting today, and asks a way for desk money', async () => {
    const start = 0;
    const booking = await createBooking(t.app, {
      roomId,
      userId: guest.id,
      startDate: day(start),
      endDate: day(start + 1),
      nights: 1,
      pricePerNightPoisha: NIGHT,
    });
    await createPayment(t.app, booking, { method: 'cash', gatewayMode: 'desk', valId: null });
    const res = await quote(booking.id);
    expect(res.json()).toMatchObject({
      proposal: 'first-night-kept',
      outcomes: [{ refundPoisha: NIGHT, needsRefundWay: true }, { refundPoisha: 0 }, { refundPoisha: 0 }],
    });
  });
});

describe('cancel for the guest', () => {
  it('needs a reason to choose another outcome than the policy’s, and changes nothing without it', async () => {
    const b = await paidStay();
    const res = await cancel(b.id, { reason: 'Guest phoned', outcome: 'no-refund' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('instead of the policy');
    expect((await cancel(b.id, { reason: '' })).statusCode).toBe(400);
    expect(await rowOf(b.id)).toMatchObject({ cReq: false, cStatus: null });
    expect(await requestsOf(b.id)).toHaveLength(0);
  });

  it('cancels with no refund (an override with its reason): request written resolved, booking approved, audit, e-mail and the guest’s card', async () => {
    const b = await paidStay();
    const res = await cancel(b.id, {
      reason: 'Guest phoned: not coming',
      outcome: 'no-refund',
      overrideReason: 'Non-refundable rate agreed',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'no-refund', refundPoisha: 0 });
    expect(await rowOf(b.id)).toMatchObject({ cReq: true, cStatus: 'approved', status: 'paid' });
    const [request] = await requestsOf(b.id);
    expect(request).toMatchObject({
      status: 'resolved',
      decision: 'approved',
      requestedBy: admin.id,
      resolvedBy: admin.id,
      outcome: 'no-refund',
      refundPoisha: 0,
      overrideReason: 'Non-refundable rate agreed',
      reason: 'Guest phoned: not coming',
    });
    await waitUntil(
      async () =>
        (
          await t.app.db
            .select()
            .from(auditLog)
            .where(and(eq(auditLog.objectId, b.id), eq(auditLog.action, 'cancellation.by-staff')))
        ).length > 0,
    );
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, b.id), eq(auditLog.action, 'cancellation.by-staff')));
    expect(entry).toMatchObject({ actor: admin.id });
    expect(entry.after).toMatchObject({
      proposal: 'full-refund',
      outcome: 'no-refund',
      overrideReason: 'Non-refundable rate agreed',
      reason: 'Guest phoned: not coming',
    });
    await waitUntil(
      async () =>
        (
          await t.app.db
            .select()
            .from(emailOutbox)
            .where(eq(emailOutbox.key, `cancellation-outcome:${b.id}`))
        ).length > 0,
    );
    const card = await t.app.inject({ method: 'GET', url: `/api/my-bookings/${guest.id}`, headers: { cookie: guest.cookie } });
    expect((card.json() as Array<{ _id: string; c_status: string; c_req: boolean }>).find((x) => x._id === b.id)).toMatchObject({
      c_status: 'approved',
      c_req: true,
    });
    // The nights are free again: the same dates can be booked in the same room.
    await createBooking(t.app, { roomId, userId: guest.id, startDate: b.startDate, endDate: b.endDate, physicalRoomId: b.physicalRoomId });
  });

  it('resolves the guest’s pending request', async () => {
    const b = await paidStay();
    const raised = await t.app.inject({
      method: 'POST',
      url: '/api/rais-cancel',
      headers: { cookie: guest.cookie },
      payload: { userId: guest.id, roomId, bookingId: b.id, reason: 'Plans changed' },
    });
    const [pending] = await requestsOf(b.id);
    expect(pending?.status, raised.body).toBe('pending');
    const res = await cancel(b.id, {
      reason: 'Guest confirmed on the phone',
      outcome: 'no-refund',
      overrideReason: 'Guest waived the refund',
    });
    expect(res.statusCode, res.body).toBe(200);
    const requests = await requestsOf(b.id);
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({
      id: pending.id,
      status: 'resolved',
      decision: 'approved',
      outcome: 'no-refund',
      reason: 'Plans changed',
    });
    expect(await rowOf(b.id)).toMatchObject({ cStatus: 'approved' });
  });

  it('refuses a checked-in stay, a no-show and an already cancelled one with 409, changing nothing', async () => {
    const checkedIn = await paidStay({ stayStatus: 'checked-in' });
    const noShow = await paidStay({ status: 'no_show' });
    for (const b of [checkedIn, noShow]) {
      const res = await cancel(b.id, { reason: 'x', outcome: 'no-refund', overrideReason: 'y' });
      expect(res.statusCode, res.body).toBe(409);
      expect(await rowOf(b.id)).toMatchObject({ cStatus: null });
      expect(await requestsOf(b.id)).toHaveLength(0);
    }
    const done = await paidStay();
    await cancel(done.id, { reason: 'x', outcome: 'no-refund', overrideReason: 'y' });
    expect((await cancel(done.id, { reason: 'again', outcome: 'no-refund', overrideReason: 'y' })).statusCode).toBe(409);
    expect(await requestsOf(done.id)).toHaveLength(1);
  });

  it('is for admins only', async () => {
    const b = await paidStay();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${b.id}/staff-cancel`,
      headers: { cookie: guest.cookie },
      payload: { reason: 'x' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('gives all the money back through the gateway with the proposed full refund', async () => {
    // Paid through the sandbox gateway, so it can refund.
    const start = (nextDay += 4);
    const { bookingId } = await payForStay(t, guest.cookie, roomId, day(start), day(start + 3));
    const b = await rowOf(bookingId);
    const res = await cancel(b.id, { reason: 'Guest phoned: flight cancelled' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'full-refund', refundPoisha: 3 * NIGHT });
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.bookingId, b.id));
    expect(payment).toMatchObject({ status: 'refunded', refundedPoisha: 3 * NIGHT });
    expect(await rowOf(b.id)).toMatchObject({ cStatus: 'approved' });
    expect((await requestsOf(b.id))[0]).toMatchObject({ outcome: 'full-refund', refundPoisha: 3 * NIGHT, overrideReason: null });
  });

  it('keeps the first night (an override of the proposal) and hands desk money back by hand', async () => {
    const start = (nextDay += 4);
    const booking = await createBooking(t.app, {
      roomId,
      userId: guest.id,
      startDate: day(start),
      endDate: day(start + 3),
      nights: 3,
      pricePerNightPoisha: NIGHT,
    });
    const payment = await createPayment(t.app, booking, { method: 'cash', gatewayMode: 'desk', valId: null });
    const body = { reason: 'Walk-in: leaving town', outcome: 'first-night-kept', overrideReason: 'Booked a festival night' };
    expect((await cancel(booking.id, body)).statusCode).toBe(400); // desk money needs its refund way
    expect(await requestsOf(booking.id)).toHaveLength(0);
    const res = await cancel(booking.id, { ...body, refundWay: 'cash' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ outcome: 'first-night-kept', refundPoisha: 2 * NIGHT });
    const [refund] = await t.app.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(refund).toMatchObject({ method: 'cash', amountPoisha: 2 * NIGHT });
    expect(await rowOf(booking.id)).toMatchObject({ cStatus: 'approved' });
  });
});
