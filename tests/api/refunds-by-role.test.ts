/**
 * Issue 29: refunds are the owner's and the manager's. The front desk may change, cancel and
 * mark stays, but an action of theirs that would give money back is refused (403
 * REFUND_NOT_ALLOWED) and changes nothing; the same call by a manager goes through.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments } from '#server/db/schema.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { day } from '#tests/helpers/payment-flow.ts';
import { createBooking } from '#tests/factories/bookings.ts';
import { createPayment } from '#tests/factories/payments.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
let desk: TestUser;
let manager: TestUser;

useAppWithUsers((s) => ({ t, admin, guest } = s));
beforeAll(async () => {
  desk = await createUser(t.app, { role: 'front_desk', name: 'Rina Desk' });
  manager = await createUser(t.app, { role: 'manager', name: 'Mita Manager' });
});

/** A stay from day `from` to `to` paid in full in cash at the desk, in a room type of its own. */
async function paidStay(from: number, to: number) {
  const room = await createRoom(t.app, admin.id);
  const booking = await createBooking(t.app, {
    roomId: room.id,
    userId: guest.id,
    startDate: day(from),
    endDate: day(to),
    nights: to - from,
  });
  await createPayment(t.app, booking, { method: 'cash', gatewayMode: 'desk', valId: null, takenBy: admin.id });
  const rowOf = async () => (await t.app.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0];
  const refundedOf = async () =>
    (await t.app.db.select().from(payments).where(eq(payments.bookingId, booking.id))).reduce((sum, p) => sum + p.refundedPoisha, 0);
  return { booking, rowOf, refundedOf };
}

function post(cookie: string, url: string, payload: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url, headers: { cookie, origin: t.baseUrl }, payload });
}

describe('a front-desk clerk', () => {
  it('cannot shorten a paid stay (it refunds), but may lengthen one', async () => {
    const stay = await paidStay(5, 8);
    const shorter = { checkIn: day(5), checkOut: day(6), refundWay: 'cash' };
    const refused = await post(desk.cookie, `/api/admin/bookings/${stay.booking.id}/change-stay`, shorter);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'REFUND_NOT_ALLOWED', message: 'Only an owner or a manager can give money back' });
    expect((await stay.rowOf()).endDate).toBe(day(8));
    expect(await stay.refundedOf()).toBe(0);

    const longer = await post(desk.cookie, `/api/admin/bookings/${stay.booking.id}/change-stay`, { checkIn: day(5), checkOut: day(9) });
    expect(longer.statusCode, longer.body).toBe(200);

    const byManager = await post(manager.cookie, `/api/admin/bookings/${stay.booking.id}/change-stay`, shorter);
    expect(byManager.statusCode, byManager.body).toBe(200);
    expect((await stay.rowOf()).endDate).toBe(day(6));
  });

  it('cannot cancel for the guest with a refund, but may with none', async () => {
    const stay = await paidStay(10, 12);
    const withRefund = { reason: 'The guest phoned', outcome: 'full-refund', refundWay: 'cash' };
    const refused = await post(desk.cookie, `/api/admin/bookings/${stay.booking.id}/staff-cancel`, withRefund);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('REFUND_NOT_ALLOWED');
    expect((await stay.rowOf()).cStatus).toBeNull();

    const noRefund = { reason: 'The guest phoned', outcome: 'no-refund', overrideReason: 'Agreed with the guest' };
    const allowed = await post(desk.cookie, `/api/admin/bookings/${stay.booking.id}/staff-cancel`, noRefund);
    expect(allowed.statusCode, allowed.body).toBe(200);
  });

  it('cannot mark a no-show whose rest goes back, which a manager can', async () => {
    const stay = await paidStay(-1, 2);
    const refused = await post(desk.cookie, `/api/admin/bookings/${stay.booking.id}/no-show`, { refundWay: 'cash' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('REFUND_NOT_ALLOWED');
    expect((await stay.rowOf()).status).toBe('paid');

    const byManager = await post(manager.cookie, `/api/admin/bookings/${stay.booking.id}/no-show`, { refundWay: 'cash' });
    expect(byManager.statusCode, byManager.body).toBe(200);
    expect((await stay.rowOf()).status).toBe('no_show');
  });
});
