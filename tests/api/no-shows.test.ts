/**
 * No-shows (issue 28): from the day after arrival, a paid stay never checked in is marked a
 * no-show by staff: its nights are free again, the fee (NO_SHOW_FEE) is kept and the rest goes
 * back (gateway money through the gateway, desk money by hand with its method). Refusals change
 * nothing; the audit log says it in the hotel's words.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, payments, refunds } from '#server/db/schema.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { buildAppWithUsers, useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createBooking } from '#tests/factories/bookings.ts';
import { createPayment } from '#tests/factories/payments.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';
import { day, startBooking, waitUntil } from '#tests/helpers/payment-flow.ts';
import { payForStay } from '#tests/helpers/paid-stays.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
useAppWithUsers((s) => ({ t, admin, guest } = s));

const NIGHT = 500_000;
/** A fresh one-room type at BDT 5,000 a night. */
const oneRoomType = async (app = t) => (await createRoom(app.app, admin.id, { priceBdt: 5000 })).id;

const call = (app: TestApp, method: 'GET' | 'POST', id: string, cookie: string, payload?: object) =>
  app.app.inject({ method, url: `/api/admin/bookings/${id}/no-show`, headers: { cookie }, payload });
const quote = (id: string) => call(t, 'GET', id, admin.cookie);
const mark = (id: string, body: object = {}) => call(t, 'POST', id, admin.cookie, body);
const rowOf = async (id: string, app = t) => (await app.app.db.select().from(bookings).where(eq(bookings.id, id)))[0];
const paymentsOf = (id: string, app = t) => app.app.db.select().from(payments).where(eq(payments.bookingId, id));

/** A 2-night stay from `from` days ahead (yesterday by default), paid by hand in cash. */
async function deskPaidStay(roomId: string, from = -1, app = t) {
  const booking = await createBooking(app.app, {
    roomId,
    userId: guest.id,
    startDate: day(from),
    endDate: day(from + 2),
    nights: 2,
    pricePerNightPoisha: NIGHT,
  });
  await createPayment(app.app, booking, { method: 'cash', gatewayMode: 'desk', valId: null });
  return booking;
}

/** A 2-night stay paid through the sandbox gateway, then moved to start yesterday (the API cannot book the past). */
async function gatewayPaidStayFromYesterday(roomId: string) {
  const { bookingId } = await payForStay(t, guest.cookie, roomId, day(0), day(2));
  await t.app.db
    .update(bookings)
    .set({ startDate: day(-1), endDate: day(1) })
    .where(eq(bookings.id, bookingId));
  return bookingId;
}

describe('marking a no-show', () => {
  it('is refused before the day after arrival, and nothing changes', async () => {
    const booking = await deskPaidStay(await oneRoomType(), 0);
    expect((await quote(booking.id)).json()).toMatchObject({
      canMark: false,
      reason: 'A no-show can be marked from the day after arrival',
    });
    const res = await mark(booking.id, { refundWay: 'cash' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'TOO_EARLY_FOR_NO_SHOW', message: 'A no-show can be marked from the day after arrival' });
    expect(await rowOf(booking.id)).toMatchObject({ status: 'paid', noShowAt: null, noShowBy: null });
    expect(
      await t.app.db
        .select()
        .from(refunds)
        .where(eq(refunds.paymentId, (await paymentsOf(booking.id))[0].id)),
    ).toHaveLength(0);
  });

  it('keeps the first night and refunds the rest through the gateway; the nights are free again; audited', async () => {
    const roomId = await oneRoomType();
    const bookingId = await gatewayPaidStayFromYesterday(roomId);
    expect((await quote(bookingId)).json()).toEqual({ canMark: true, feePoisha: NIGHT, refundPoisha: NIGHT, needsRefundWay: false });
    const res = await mark(bookingId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ feePoisha: NIGHT, refundPoisha: NIGHT });
    expect(await rowOf(bookingId)).toMatchObject({ status: 'no_show', noShowBy: admin.id });
    expect((await rowOf(bookingId)).noShowAt).toBeInstanceOf(Date);
    const [payment] = await paymentsOf(bookingId);
    expect(payment).toMatchObject({ status: 'paid', refundedPoisha: NIGHT });
    // The one room is free for tonight again: a new hold for the same night succeeds.
    const other = await createUser(t.app, {});
    await expect(startBooking(t, other.cookie, roomId, day(0), day(1))).resolves.toMatchObject({ tranId: expect.any(String) });
    const isAudited = async () =>
      (
        await t.app.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.objectId, bookingId), eq(auditLog.action, 'booking.no-show')))
      ).length > 0;
    await waitUntil(isAudited);
    const [entry] = await t.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.objectId, bookingId), eq(auditLog.action, 'booking.no-show')));
    expect(entry).toMatchObject({ actor: admin.id });
    expect(entry.after).toMatchObject({ feePoisha: NIGHT, refundPoisha: NIGHT });
    expect((entry.after as { summary: string }).summary).toMatch(
      /^Marked booking HB\S+ a no-show; kept BDT 5,000(\.00)?, refunded BDT 5,000/,
    );
  });

  it('hands desk money back by hand with its method, and needs the method (400, nothing changes)', async () => {
    const booking = await deskPaidStay(await oneRoomType());
    expect((await quote(booking.id)).json()).toMatchObject({ canMark: true, needsRefundWay: true, refundPoisha: NIGHT });
    const refused = await mark(booking.id);
    expect(refused.statusCode).toBe(400);
    expect(await rowOf(booking.id)).toMatchObject({ status: 'paid' });
    expect((await mark(booking.id, { refundWay: 'gateway' })).statusCode).toBe(400);
    const res = await mark(booking.id, { refundWay: 'bkash' });
    expect(res.statusCode, res.body).toBe(200);
    const [payment] = await paymentsOf(booking.id);
    expect(payment).toMatchObject({ refundedPoisha: NIGHT });
    const [refund] = await t.app.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(refund).toMatchObject({ method: 'bkash', amountPoisha: NIGHT, reason: 'no-show' });
    expect(await rowOf(booking.id)).toMatchObject({ status: 'no_show' });
  });

  it('changes nothing when marked twice (409), nor for a checked-in or cancelled stay', async () => {
    const roomId = await oneRoomType();
    const booking = await deskPaidStay(roomId);
    expect((await mark(booking.id, { refundWay: 'cash' })).statusCode).toBe(200);
    const again = await mark(booking.id, { refundWay: 'cash' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'BOOKING_NOT_LIVE' });
    expect((await paymentsOf(booking.id))[0]).toMatchObject({ refundedPoisha: NIGHT });
    expect(
      await t.app.db
        .select()
        .from(refunds)
        .where(eq(refunds.paymentId, (await paymentsOf(booking.id))[0].id)),
    ).toHaveLength(1);
    const checkedIn = await deskPaidStay(await oneRoomType());
    await t.app.db.update(bookings).set({ stayStatus: 'checked-in' }).where(eq(bookings.id, checkedIn.id));
    expect((await mark(checkedIn.id, { refundWay: 'cash' })).statusCode).toBe(409);
    const cancelled = await deskPaidStay(await oneRoomType());
    await t.app.db.update(bookings).set({ cReq: true, cStatus: 'approved' }).where(eq(bookings.id, cancelled.id));
    expect((await mark(cancelled.id, { refundWay: 'cash' })).statusCode).toBe(409);
    expect(await rowOf(cancelled.id)).toMatchObject({ status: 'paid' });
  });

  it('is for admins only (403 for a guest, nothing changes)', async () => {
    const booking = await deskPaidStay(await oneRoomType());
    expect((await call(t, 'GET', booking.id, guest.cookie)).statusCode).toBe(403);
    expect((await call(t, 'POST', booking.id, guest.cookie, { refundWay: 'cash' })).statusCode).toBe(403);
    expect(await rowOf(booking.id)).toMatchObject({ status: 'paid' });
  });
});

describe('NO_SHOW_FEE full-stay', () => {
  let full: TestApp;
  beforeAll(async () => {
    full = (await buildAppWithUsers({ overrides: { noShowFee: 'full-stay' } })).t;
  });
  afterAll(async () => {
    await full?.close();
  });

  it('keeps all the money, refunds nothing', async () => {
    const fullAdmin = await createUser(full.app, { role: 'admin' });
    const roomId = (await createRoom(full.app, fullAdmin.id, { priceBdt: 5000 })).id;
    const booking = await deskPaidStay(roomId, -1, full);
    expect((await call(full, 'GET', booking.id, fullAdmin.cookie)).json()).toEqual({
      canMark: true,
      feePoisha: 2 * NIGHT,
      refundPoisha: 0,
      needsRefundWay: false,
    });
    const res = await call(full, 'POST', booking.id, fullAdmin.cookie, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ feePoisha: 2 * NIGHT, refundPoisha: 0 });
    expect(await rowOf(booking.id, full)).toMatchObject({ status: 'no_show' });
    expect((await paymentsOf(booking.id, full))[0]).toMatchObject({ refundedPoisha: 0 });
  });
});
