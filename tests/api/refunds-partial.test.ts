/**
 * Partial and hand refunds (issue 28, decision 027): a gateway payment refunded in parts (each
 * its own exactly-once intent, the payment `paid` until nothing is left), a lost answer for a part
 * recovered once, money handed back at the desk, and refundBookingMoney spreading an amount over
 * a booking's payments. Amounts in integer poisha.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { auditLog, payments, refunds } from '#server/db/schema.ts';
import { giveDeskRefund, refundBookingMoney, requestRefund } from '#server/modules/checkout/checkout.service.ts';
import { GatewayError } from '#server/plugins/gateway/types.ts';
import { runReconciliation } from '#server/plugins/jobs.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createBooking, newTranId } from '#tests/factories/bookings.ts';
import { createPayment } from '#tests/factories/payments.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import type { TestUser } from '#tests/factories/users.ts';
import { day, paymentOf } from '#tests/helpers/payment-flow.ts';
import { readAsSpreadsheet } from '#tests/helpers/spreadsheet-csv.ts';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { payForStay } from '#tests/helpers/paid-stays.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
let roomId: string;

useAppWithUsers((setup) => ({ t, admin, guest } = setup));
beforeAll(async () => {
  roomId = (await createRoom(t.app, admin.id, { priceBdt: 2000 })).id;
});

const refundsOf = (paymentId: string) => t.app.db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(refunds.createdAt);
const paymentById = async (id: string) => (await t.app.db.select().from(payments).where(eq(payments.id, id)))[0];
const refundPart = (paymentId: string, amountPoisha?: number) =>
  requestRefund(t.app, { paymentId, amountPoisha, reason: 'no-show', requestedBy: admin.id, remarks: 'test part' });

/** A two-night stay (BDT 4,000 = 400,000 poisha) paid through the sandbox, starting `from` days ahead. */
async function paidStay(from: number) {
  const stay = await payForStay(t, guest.cookie, roomId, day(from), day(from + 2));
  return { ...stay, payment: await paymentOf(t, stay.tranId) };
}

/** A paid booking of `roomId` with desk payments of `amounts` (oldest first), written straight to the database. */
async function deskPaidBooking(from: number, amounts: number[]) {
  const total = amounts.reduce((a, b) => a + b, 0);
  const booking = await createBooking(t.app, {
    roomId,
    userId: guest.id,
    startDate: day(from),
    endDate: day(from + 1),
    nights: 1,
    pricePerNightPoisha: total,
    status: 'paid',
    tranId: newTranId('HBDESK'),
  });
  const ids: string[] = [];
  for (const [i, amountPoisha] of amounts.entries()) {
    const p = await createPayment(t.app, booking, {
      tranId: newTranId('HBDP'),
      amountPoisha,
      method: 'cash',
      gatewayMode: 'desk',
      valId: null,
      takenBy: admin.id,
      paidAt: new Date(Date.now() - (amounts.length - i) * 60_000),
    });
    ids.push(p.id);
  }
  return { booking, paymentIds: ids };
}

describe('partial gateway refunds', () => {
  it('refunds two parts then the rest: paid until nothing is left, then refunded', async () => {
    const { payment } = await paidStay(30);
    expect(payment.amountPoisha).toBe(400_000);

    expect((await refundPart(payment.id, 100_000)).outcome).toBe('accepted');
    expect(await paymentById(payment.id)).toMatchObject({ status: 'paid', refundedPoisha: 100_000, refundClaimedAt: null });

    expect((await refundPart(payment.id, 50_000)).outcome).toBe('accepted');
    expect(await paymentById(payment.id)).toMatchObject({ status: 'paid', refundedPoisha: 150_000, refundClaimedAt: null });

    // No amount: all that is left.
    expect((await refundPart(payment.id)).outcome).toBe('accepted');
    const done = await paymentById(payment.id);
    expect(done).toMatchObject({ status: 'refunded', refundedPoisha: 400_000 });
    expect(done.refundedAt).not.toBeNull();
    const rows = await refundsOf(payment.id);
    expect(rows.map((r) => [r.amountPoisha, r.method, r.reason, r.status])).toEqual([
      [100_000, 'gateway', 'no-show', 'success'],
      [50_000, 'gateway', 'no-show', 'success'],
      [250_000, 'gateway', 'no-show', 'success'],
    ]);
    // Nothing left: a further part is not asked.
    const initiate = vi.spyOn(t.app.gateway, 'initiateRefund');
    expect((await refundPart(payment.id, 1)).outcome).toBe('not-refundable');
    expect(initiate).not.toHaveBeenCalled();
    initiate.mockRestore();
  });

  it('refuses a part larger than what is left and changes nothing; the sandbox refuses it too', async () => {
    const { payment } = await paidStay(33);
    expect((await refundPart(payment.id, 300_000)).outcome).toBe('accepted');
    const initiate = vi.spyOn(t.app.gateway, 'initiateRefund');
    expect((await refundPart(payment.id, 100_001)).outcome).toBe('not-refundable');
    expect(initiate).not.toHaveBeenCalled();
    initiate.mockRestore();
    expect(await paymentById(payment.id)).toMatchObject({ status: 'paid', refundedPoisha: 300_000, refundClaimedAt: null });
    expect(await refundsOf(payment.id)).toHaveLength(1);

    // The sandbox itself never refunds more than was paid less refunded.
    await expect(
      t.app.gateway.initiateRefund({
        bankTranId: payment.bankTranId!,
        amountPoisha: 100_001,
        remarks: 'too much',
        refeId: 'x',
        refundTransId: 'x',
      }),
    ).rejects.toThrow(/A refund was already initiated/);
    const fresh = await paidStay(48);
    await expect(
      t.app.gateway.initiateRefund({
        bankTranId: fresh.payment.bankTranId!,
        amountPoisha: 400_001,
        remarks: 'too much',
        refeId: 'y',
        refundTransId: 'y',
      }),
    ).rejects.toThrow(/at most 4000\.00/);

    await expect(
      refundBookingMoney(t.app, {
        bookingId: payment.bookingId,
        amountPoisha: 100_001,
        staffId: admin.id,
        reason: 'no-show',
        way: 'gateway',
      }),
    ).rejects.toMatchObject({
      code: 'REFUND_TOO_LARGE',
      message: 'At most BDT 1,000 can be refunded through the gateway for this booking',
    });
    await expect(
      refundBookingMoney(t.app, { bookingId: payment.bookingId, amountPoisha: 0, staffId: admin.id, reason: 'no-show', way: 'gateway' }),
    ).rejects.toMatchObject({ code: 'WRONG_AMOUNT' });
    expect(await paymentById(payment.id)).toMatchObject({ status: 'paid', refundedPoisha: 300_000 });
  });

  it('recovers a part whose answer was lost exactly once, leaving the rest refundable', async () => {
    const { payment } = await paidStay(36);
    const real = t.app.gateway.initiateRefund.bind(t.app.gateway);
    const lose = vi.spyOn(t.app.gateway, 'initiateRefund').mockImplementation(async (input) => {
      await real(input);
      throw new GatewayError('timed out', undefined, true);
    });
    expect((await refundPart(payment.id, 120_000)).outcome).toBe('unknown');
    lose.mockRestore();
    expect(await paymentById(payment.id)).toMatchObject({ status: 'paid', refundedPoisha: 0 });
    expect((await paymentById(payment.id)).refundClaimedAt).not.toBeNull();

    const initiate = vi.spyOn(t.app.gateway, 'initiateRefund');
    await runReconciliation(t.app, new Date(Date.now() + 5 * 60_000));
    await runReconciliation(t.app, new Date(Date.now() + 6 * 60_000));
    expect(initiate).not.toHaveBeenCalled();
    initiate.mockRestore();
    expect(await paymentById(payment.id)).toMatchObject({ status: 'paid', refundedPoisha: 120_000, refundClaimedAt: null });
    const rows = await refundsOf(payment.id);
    expect(rows.map((r) => [r.amountPoisha, r.status, r.reason])).toEqual([[120_000, 'refunded', 'no-show']]);
    // The booking stays paid: a no-show's part is no cancellation.
    expect((await refundPart(payment.id, 280_000)).outcome).toBe('accepted');
    expect(await paymentById(payment.id)).toMatchObject({ status: 'refunded', refundedPoisha: 400_000 });
  });
});

describe('refunds by hand', () => {
  it('hands back part of a desk payment, settled at once, audited with the staff member', async () => {
    const { booking, paymentIds } = await deskPaidBooking(40, [500_000]);
    const given = await t.app.db.transaction((tx) =>
      giveDeskRefund(tx, { paymentId: paymentIds[0], amountPoisha: 250_000, method: 'cash', staffId: admin.id, reason: 'stay-shortened' }),
    );
    expect(given.isPartial).toBe(true);
    expect(await paymentById(paymentIds[0])).toMatchObject({ status: 'paid', refundedPoisha: 250_000 });
    expect((await refundsOf(paymentIds[0])).map((r) => [r.amountPoisha, r.method, r.reason, r.status, r.requestedBy])).toEqual([
      [250_000, 'cash', 'stay-shortened', 'success', admin.id],
    ]);

    // More than is left: 409, nothing changes.
    await expect(
      t.app.db.transaction((tx) =>
        giveDeskRefund(tx, {
          paymentId: paymentIds[0],
          amountPoisha: 250_001,
          method: 'cash',
          staffId: admin.id,
          reason: 'stay-shortened',
        }),
      ),
    ).rejects.toMatchObject({ code: 'REFUND_TOO_LARGE' });
    expect(await paymentById(paymentIds[0])).toMatchObject({ status: 'paid', refundedPoisha: 250_000 });
    expect(await refundsOf(paymentIds[0])).toHaveLength(1);

    await t.app.backgroundTasks.settled();
    const entries = await t.app.db.select().from(auditLog).where(eq(auditLog.objectId, booking.id));
    const entry = entries.find((e) => e.action === 'refund.given');
    expect(entry).toMatchObject({ actor: admin.id });
    expect((entry!.after as { summary: string }).summary).toBe(
      `Handed back BDT 2,500 by Cash for booking ${booking.id.slice(0, 8)} (stay-shortened)`,
    );
  });

  it('refundBookingMoney spreads a hand refund over two payments, newest first, in one transaction', async () => {
    const { booking, paymentIds } = await deskPaidBooking(42, [150_000, 100_000]);
    const result = await refundBookingMoney(t.app, {
      bookingId: booking.id,
      amountPoisha: 200_000,
      staffId: admin.id,
      reason: 'staff-cancellation',
      way: 'bkash',
    });
    expect(result).toEqual({
      parts: [
        { paymentId: paymentIds[1], amountPoisha: 100_000, outcome: 'given' },
        { paymentId: paymentIds[0], amountPoisha: 100_000, outcome: 'given' },
      ],
      refundedPoisha: 200_000,
      pendingPoisha: 0,
      failedPoisha: 0,
    });
    expect(await paymentById(paymentIds[1])).toMatchObject({ status: 'refunded', refundedPoisha: 100_000 });
    expect(await paymentById(paymentIds[0])).toMatchObject({ status: 'paid', refundedPoisha: 100_000 });

    // 50,000 left: more is refused with the refundable amount, nothing changes.
    await expect(
      refundBookingMoney(t.app, { bookingId: booking.id, amountPoisha: 60_000, staffId: admin.id, reason: 'no-show', way: 'cash' }),
    ).rejects.toMatchObject({ code: 'REFUND_TOO_LARGE', message: 'At most BDT 500 can be refunded by hand for this booking' });
    // Desk money cannot go back through the gateway.
    await expect(
      refundBookingMoney(t.app, { bookingId: booking.id, amountPoisha: 10_000, staffId: admin.id, reason: 'no-show', way: 'gateway' }),
    ).rejects.toMatchObject({ code: 'REFUND_TOO_LARGE' });
    expect(await paymentById(paymentIds[0])).toMatchObject({ status: 'paid', refundedPoisha: 100_000 });
  });

  it('refundBookingMoney through the gateway asks the sandbox for the part', async () => {
    const { payment, bookingId } = await paidStay(45);
    const result = await refundBookingMoney(t.app, {
      bookingId,
      amountPoisha: 200_000,
      staffId: admin.id,
      reason: 'no-show',
      way: 'gateway',
    });
    expect(result).toMatchObject({ refundedPoisha: 200_000, pendingPoisha: 0, failedPoisha: 0 });
    expect(result.parts).toEqual([{ paymentId: payment.id, amountPoisha: 200_000, outcome: 'accepted' }]);
    expect(await paymentById(payment.id)).toMatchObject({ status: 'paid', refundedPoisha: 200_000 });
  });
});

describe('money shown and summed with its parts', () => {
  const get = (url: string, user: TestUser) => t.app.inject({ method: 'GET', url, headers: { cookie: user.cookie } });

  it('lists, totals, exports and reports a partially refunded payment', async () => {
    const { payment, tranId } = await paidStay(52);
    expect((await refundPart(payment.id, 100_000)).outcome).toBe('accepted');

    const mine = (await get(`/api/my-payments/${guest.id}`, guest)).json() as Array<{
      tran_id: string;
      status: string;
      refundedAmount?: number;
    }>;
    expect(mine.find((p) => p.tran_id === tranId)).toMatchObject({ status: 'paid', amount: 4000, refundedAmount: 1000 });
    const { items } = (await get(`/api/all-payments-admin?q=${tranId}`, admin)).json() as { items: Array<{ tran_id: string }> };
    expect(items.find((p) => p.tran_id === tranId)).toMatchObject({ refundedAmount: 1000 });
    expect((await get(`/api/all-payments-admin/totals?q=${tranId}`, admin)).json()).toMatchObject({
      paid: 4000,
      refunded: 1000,
      net: 3000,
    });

    const csv = readAsSpreadsheet((await get(`/api/all-payments-admin/export.csv?q=${tranId}`, admin)).body, ',');
    const header = csv[0];
    const row = csv.find((r) => r.includes(tranId))!;
    expect(row[header.indexOf('refunded_bdt')]).toBe('1000');

    const today = todayInHotel();
    const report = (await get(`/api/admin/reports?from=${today}&to=${today}`, admin)).json() as { refunds: number; refundCount: number };
    // A second part today shows in today's refunds (this app's other tests refund too: compare before and after).
    expect((await refundPart(payment.id, 50_000)).outcome).toBe('accepted');
    const after = (await get(`/api/admin/reports?from=${today}&to=${today}`, admin)).json() as { refunds: number; refundCount: number };
    expect(after.refunds - report.refunds).toBe(500);
    expect(after.refundCount - report.refundCount).toBe(1);
    // The rest: the payment counts once, whole, no longer as its parts.
    expect((await refundPart(payment.id)).outcome).toBe('accepted');
    const done = (await get(`/api/admin/reports?from=${today}&to=${today}`, admin)).json() as { refunds: number; refundCount: number };
    expect(done.refunds - report.refunds).toBe(4000 - 1000);
    expect(done.refundCount - report.refundCount).toBe(1 - 1);
  });
});
