/**
 * Changing a paid stay's dates by staff (issue 28): extend, leave early, move an expected stay;
 * priced at the booking's own nightly rate; its own room kept when free, else another room of
 * the type, else 409; refusals change nothing; the difference reaches the folio.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, payments, refunds } from '#server/db/schema.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createBooking } from '#tests/factories/bookings.ts';
import { createPayment } from '#tests/factories/payments.ts';
import type { TestUser } from '#tests/factories/users.ts';
import { day, waitUntil } from '#tests/helpers/payment-flow.ts';
import { formatDayMonthYear } from '#shared/domain/nights.ts';
import { payForStay } from '#tests/helpers/paid-stays.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
useAppWithUsers((s) => ({ t, admin, guest } = s));

const NIGHT = 500_000; // BDT 5,000 a night, in poisha
let suffix = '';
beforeAll(() => {
  suffix = Date.now().toString(36).slice(-5);
});

const asAdmin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: admin.cookie }, payload });
const quote = (id: string, checkIn: string, checkOut: string) =>
  asAdmin('GET', `/api/admin/bookings/${id}/change-stay?checkIn=${checkIn}&checkOut=${checkOut}`);
const change = (id: string, body: object) => asAdmin('POST', `/api/admin/bookings/${id}/change-stay`, body);
const rowOf = async (id: string) => (await t.app.db.select().from(bookings).where(eq(bookings.id, id)))[0];

let typeSeq = 0;
/** A room type at BDT 5,000 a night with `count` physical rooms; returns its id and room ids by number order. */
async function roomType(count: number) {
  typeSeq += 1;
  const roomNumbers = Array.from({ length: count }, (_, i) => `S${typeSeq}${i}${suffix}`);
  const room = await createRoom(t.app, admin.id, { priceBdt: 5000, roomNumbers });
  return { roomId: room.id, roomNumbers };
}

/** A paid stay of `nights` nights from day `from`, paid in full (gateway, or a desk method). */
async function paidStay(
  roomId: string,
  from: number,
  nights: number,
  extra: Partial<typeof bookings.$inferInsert> = {},
  method = 'gateway',
) {
  const booking = await createBooking(t.app, {
    roomId,
    userId: guest.id,
    startDate: day(from),
    endDate: day(from + nights),
    nights,
    pricePerNightPoisha: NIGHT,
    ...extra,
  });
  await createPayment(
    t.app,
    booking,
    method === 'gateway' ? { bankTranId: `B${booking.tranId}` } : { method: method as 'cash', gatewayMode: 'desk', valId: null },
  );
  return booking;
}

describe('extend a stay', () => {
  it('adds a night at the booking’s own rate, keeps the room, and the folio shows the balance due', async () => {
    const { roomId } = await roomType(1);
    const b = await paidStay(roomId, 3, 2);
    const q = await quote(b.id, day(3), day(6));
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json()).toMatchObject({
      oldNights: 2,
      nights: 3,
      pricePoisha: 3 * NIGHT,
      differencePoisha: NIGHT,
      refundPoisha: 0,
      balanceDuePoisha: NIGHT,
      isRoomChanged: false,
      needsRefundWay: false,
    });
    const res = await change(b.id, { checkIn: day(3), checkOut: day(6) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(`Extended booking ${b.tranId} to ${formatDayMonthYear(day(6))} (+BDT 5,000)`);
    const row = await rowOf(b.id);
    expect(row).toMatchObject({ endDate: day(6), nights: 3, pricePoisha: 3 * NIGHT, physicalRoomId: b.physicalRoomId });
    const balance = await asAdmin('GET', `/api/admin/bookings/${b.id}/balance`);
    expect(balance.json()).toEqual({ total: 15_000, paid: 10_000, balanceDue: 5_000 });
    await waitUntil(async () =>
      (await t.app.db.select().from(auditLog).where(eq(auditLog.objectId, b.id))).some((e) => e.action === 'booking.stay-changed'),
    );
    const [entry] = (await t.app.db.select().from(auditLog).where(eq(auditLog.objectId, b.id))).filter(
      (e) => e.action === 'booking.stay-changed',
    );
    expect(entry.actor).toBe(admin.id);
    expect((entry.after as { summary: string }).summary).toBe(`extended booking ${b.tranId} to ${formatDayMonthYear(day(6))} (+BDT 5,000)`);
  });

  it('is refused with 409 when the one room of the type is booked by the next guest, and nothing changes', async () => {
    const { roomId } = await roomType(1);
    const b = await paidStay(roomId, 3, 2);
    await paidStay(roomId, 6, 2); // stays touch at check-out day unless same-day turnover is on
    const res = await change(b.id, { checkIn: day(3), checkOut: day(6) });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().code).toBe('DATES_UNAVAILABLE');
    expect((await quote(b.id, day(3), day(6))).statusCode).toBe(409);
    expect(await rowOf(b.id)).toMatchObject({ endDate: day(5), nights: 2, pricePoisha: 2 * NIGHT });
  });

  it('moves into another free room of the type when its own room is taken for the new night', async () => {
    const { roomId } = await roomType(2);
    const b = await paidStay(roomId, 3, 2);
    await paidStay(roomId, 6, 2, { physicalRoomId: b.physicalRoomId });
    const q = await quote(b.id, day(3), day(6));
    expect(q.json()).toMatchObject({ isRoomChanged: true });
    const res = await change(b.id, { checkIn: day(3), checkOut: day(6) });
    expect(res.statusCode, res.body).toBe(200);
    const row = await rowOf(b.id);
    expect(row.physicalRoomId).not.toBe(b.physicalRoomId);
    expect(row.endDate).toBe(day(6));
  });
});

describe('change dates', () => {
  it('moves both dates of an expected stay, re-priced', async () => {
    const { roomId } = await roomType(1);
    const b = await paidStay(roomId, 10, 2);
    const res = await change(b.id, { checkIn: day(20), checkOut: day(23) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await rowOf(b.id)).toMatchObject({ startDate: day(20), endDate: day(23), nights: 3, pricePoisha: 3 * NIGHT });
  });

  it('keeps a checked-in stay’s check-in date', async () => {
    const { roomId } = await roomType(1);
    const b = await paidStay(roomId, 0, 2, { stayStatus: 'checked-in' });
    const res = await change(b.id, { checkIn: day(1), checkOut: day(3) });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('check-in date cannot change');
    expect(await rowOf(b.id)).toMatchObject({ startDate: day(0), endDate: day(2) });
  });

  it('refuses a check-out before today for a checked-in stay, and bad dates, with 400', async () => {
    const { roomId } = await roomType(1);
    const b = await paidStay(roomId, -2, 4, { stayStatus: 'checked-in' });
    expect((await change(b.id, { checkIn: day(-2), checkOut: day(-1) })).json()).toMatchObject({ code: 'INVALID_DATES' });
    expect((await change(b.id, { checkIn: day(-2), checkOut: 'tomorrow' })).statusCode).toBe(400);
    const e = await paidStay(roomId, 10, 2);
    expect((await change(e.id, { checkIn: day(12), checkOut: day(11) })).statusCode).toBe(400);
    expect((await change(e.id, { checkIn: day(-1), checkOut: day(11) })).statusCode).toBe(400);
    expect((await change(e.id, { checkIn: day(10), checkOut: day(200) })).statusCode).toBe(400);
    expect(await rowOf(e.id)).toMatchObject({ startDate: day(10), endDate: day(12), pricePoisha: 2 * NIGHT });
  });

  it('refuses a checked-out stay, a no-show and a cancelled one with 409', async () => {
    const { roomId } = await roomType(3);
    const out = await paidStay(roomId, 3, 1, { stayStatus: 'checked-out' });
    const noShow = await paidStay(roomId, 5, 1, { status: 'no_show' });
    const cancelled = await paidStay(roomId, 7, 1, { cReq: true, cStatus: 'approved' });
    for (const b of [out, noShow, cancelled]) {
      const res = await change(b.id, { checkIn: b.startDate, checkOut: day(12) });
      expect(res.statusCode, res.body).toBe(409);
      expect((await rowOf(b.id)).endDate).toBe(b.endDate);
    }
  });

  it('is for admins only', async () => {
    const { roomId } = await roomType(1);
    const b = await paidStay(roomId, 3, 1);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${b.id}/change-stay`,
      headers: { cookie: guest.cookie },
      payload: { checkIn: day(3), checkOut: day(5) },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('leave early', () => {
  it('asks for a refund way when desk money goes back, and changes nothing without it', async () => {
    const { roomId } = await roomType(1);
    const b = await paidStay(roomId, 0, 3, { stayStatus: 'checked-in' }, 'cash');
    const q = await quote(b.id, day(0), day(1));
    expect(q.json()).toMatchObject({ nights: 1, refundPoisha: 2 * NIGHT, needsRefundWay: true, differencePoisha: -2 * NIGHT });
    const res = await change(b.id, { checkIn: day(0), checkOut: day(1) });
    expect(res.statusCode).toBe(400);
    expect(await rowOf(b.id)).toMatchObject({ endDate: day(3), nights: 3 });
  });

  it('quotes a gateway refund of the unused nights without a refund way', async () => {
    const { roomId } = await roomType(1);
    const b = await paidStay(roomId, 0, 3, { stayStatus: 'checked-in' });
    const q = await quote(b.id, day(0), day(2));
    expect(q.json()).toMatchObject({ nights: 2, refundPoisha: NIGHT, needsRefundWay: false, balanceDuePoisha: 0 });
  });

  it('refunds the unused nights of a gateway payment in part, and the folio is settled', async () => {
    const { roomId } = await roomType(1);
    // Paid through the sandbox gateway, so it can refund the part.
    const { bookingId } = await payForStay(t, guest.cookie, roomId, day(30), day(33));
    const b = await rowOf(bookingId);
    const res = await change(b.id, { checkIn: day(30), checkOut: day(32) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ refundPoisha: NIGHT, message: expect.stringContaining('Shortened booking') });
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.bookingId, b.id));
    expect(payment).toMatchObject({ status: 'paid', refundedPoisha: NIGHT });
    const balance = await asAdmin('GET', `/api/admin/bookings/${b.id}/balance`);
    expect(balance.json()).toEqual({ total: 10_000, paid: 10_000, balanceDue: 0 });
    expect(await rowOf(b.id)).toMatchObject({ endDate: day(32), nights: 2 });
  });

  it('hands desk money back by hand with its method', async () => {
    const { roomId } = await roomType(1);
    const b = await paidStay(roomId, 0, 3, { stayStatus: 'checked-in' }, 'cash');
    const res = await change(b.id, { checkIn: day(0), checkOut: day(1), refundWay: 'cash' });
    expect(res.statusCode, res.body).toBe(200);
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.bookingId, b.id));
    expect(payment.refundedPoisha).toBe(2 * NIGHT);
    const [refund] = await t.app.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
    expect(refund).toMatchObject({ method: 'cash', amountPoisha: 2 * NIGHT });
    expect(await rowOf(b.id)).toMatchObject({ endDate: day(1), nights: 1, pricePoisha: NIGHT });
  });
});
