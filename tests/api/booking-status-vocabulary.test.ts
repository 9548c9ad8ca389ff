/**
 * Issue 24 (admin 2, guest 4): one booking status vocabulary. The All Bookings status filter
 * and the CSV's status column follow `bookingStatusKey` (shared/domain/booking-display-status.ts),
 * the rule the rows, the booking detail and the Booking Details modal show: a cancelled and
 * refunded booking is "cancelled" everywhere, never "paid"; a given-up or lapsed hold is "expired".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingPageSchema } from '#shared/schemas/admin-lists.ts';
import { buildTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';
import { day } from '#tests/helpers/payment-flow.ts';
import { createBooking } from '#tests/factories/bookings.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  const guest = await createUser(t.app, { name: 'Nusrat Jahan', email: 'nusrat@example.com' });
  const room = await createRoom(t.app, admin.id, { title: 'Lake Room' });
  const stay = (n: number) => ({ roomId: room.id, userId: guest.id, startDate: day(10 + n * 3), endDate: day(11 + n * 3) });
  await createBooking(t.app, { ...stay(0), tranId: 'ST-PAID' });
  await createBooking(t.app, { ...stay(1), tranId: 'ST-REFUNDED', cReq: true, cStatus: 'approved' });
  await createBooking(t.app, { ...stay(2), tranId: 'ST-WAITING', cReq: true, cStatus: 'processing' });
  await createBooking(t.app, { ...stay(3), tranId: 'ST-DECLINED', cReq: true, cStatus: 'declined' });
  await createBooking(t.app, { ...stay(4), tranId: 'ST-HELD', status: 'held', holdExpiresAt: new Date(Date.now() + 10 * 60_000) });
  await createBooking(t.app, { ...stay(5), tranId: 'ST-LAPSED', status: 'held', holdExpiresAt: new Date(Date.now() - 60_000) });
  await createBooking(t.app, { ...stay(6), tranId: 'ST-GIVEN-UP', status: 'cancelled' });
  await createBooking(t.app, { ...stay(7), tranId: 'ST-EXPIRED', status: 'expired' });
  await createBooking(t.app, { ...stay(8), tranId: 'ST-NO-SHOW', status: 'no_show' });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });
const tranIdsOf = async (status: string) => {
  const res = await get(`/api/all-bookings-admin?status=${status}&pageSize=100`);
  expect(res.statusCode, res.body).toBe(200);
  return bookingPageSchema
    .parse(res.json())
    .items.map((b) => b.tranId)
    .sort();
};

describe('All Bookings status filter finds what the row shows (issue 24)', () => {
  it('"cancelled" finds the cancelled and refunded booking, not a given-up hold', async () => {
    expect(await tranIdsOf('cancelled')).toEqual(['ST-REFUNDED']);
    expect(await tranIdsOf('refunded')).toEqual(['ST-REFUNDED']);
  });

  it('"paid" finds paid stays without a waiting or approved request; "cancel-requested" the waiting one', async () => {
    expect(await tranIdsOf('paid')).toEqual(['ST-DECLINED', 'ST-PAID']);
    expect(await tranIdsOf('cancel-requested')).toEqual(['ST-WAITING']);
  });

  it('"held" finds only a live hold; "expired" finds lapsed, given-up and expired holds', async () => {
    expect(await tranIdsOf('held')).toEqual(['ST-HELD']);
    expect(await tranIdsOf('expired')).toEqual(['ST-EXPIRED', 'ST-GIVEN-UP', 'ST-LAPSED']);
  });

  it('"no-show" finds the no-show, which "paid" never does (issue 28)', async () => {
    expect(await tranIdsOf('no-show')).toEqual(['ST-NO-SHOW']);
    expect(await tranIdsOf('paid')).not.toContain('ST-NO-SHOW');
  });
});

describe('CSV status column (issue 24)', () => {
  it('says "cancelled" for the refunded booking and uses the same keys as the filter', async () => {
    const res = await get('/api/all-bookings-admin/export.csv');
    expect(res.statusCode).toBe(200);
    const [header, ...lines] = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const columns = header.split(',');
    const statusAt = columns.indexOf('status');
    const tranAt = columns.indexOf('tran_id');
    const statusOf = Object.fromEntries(lines.map((l) => l.split(',')).map((cells) => [cells[tranAt], cells[statusAt]]));
    expect(statusOf).toEqual({
      'ST-PAID': 'paid',
      'ST-REFUNDED': 'cancelled',
      'ST-WAITING': 'cancel-requested',
      'ST-DECLINED': 'paid',
      'ST-HELD': 'held',
      'ST-GIVEN-UP': 'expired',
      'ST-NO-SHOW': 'no-show',
    });
  });

  it('exports the expired holds when asked for them', async () => {
    const res = await get('/api/all-bookings-admin/export.csv?status=expired');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('ST-LAPSED');
    expect(res.body).not.toContain('ST-PAID');
  });
});
