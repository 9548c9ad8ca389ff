/**
 * Admin lists (issue #3; docs/product/screens.md#all-bookings, docs/product/api.md#admin-lists all-bookings-admin and
 * all-payments-admin): what is listed, in which order, in which shape, and in ONE query.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingSchema } from '#shared/schemas/bookings.ts';
import { adminPaymentSchema } from '#shared/schemas/payments.ts';
import { buildTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';
import { day, postForm, pressOnGatewayPage, startBooking } from '#tests/helpers/payment-flow.ts';
import { queriesOn, recordQueries } from '#tests/helpers/query-recorder.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createBooking, type BookingValues } from '#tests/factories/bookings.ts';
import { createPayment, type PaymentValues } from '#tests/factories/payments.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let admin: TestUser;
let ayesha: TestUser;
let babul: TestUser;
/** Booking ids by label, inserted in beforeAll. */
const ids: Record<string, string> = {};
let paidTranId: string;

/** Inserts a booking (and its payment when `payment` is given) booked `minutesAgo` minutes ago. */
async function addBooking(
  label: string,
  guest: TestUser,
  roomId: string,
  minutesAgo: number,
  values: Partial<BookingValues>,
  payment?: Partial<PaymentValues>,
) {
  const tranId = `T-${label}-${crypto.randomUUID().slice(0, 8)}`;
  const row = await createBooking(t.app, {
    roomId,
    userId: guest.id,
    startDate: day(50),
    endDate: day(52),
    nights: 2,
    pricePerNightPoisha: 150_050,
    status: 'paid',
    tranId,
    bookingDate: new Date(Date.now() - minutesAgo * 60_000),
    ...values,
  });
  ids[label] = row.id;
  if (payment) {
    await createPayment(t.app, row, {
      amountPoisha: 300_100,
      gatewayMode: 'builtin',
      status: 'paid',
      paidAt: new Date(Date.now() - minutesAgo * 60_000),
      valId: `V-${tranId}`,
      cardType: 'VISA',
      ...payment,
    });
  }
  return tranId;
}

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  ayesha = await createUser(t.app, { name: 'Ayesha Rahman' });
  babul = await createUser(t.app, { name: 'Babul Mia' });
  const [sea, garden] = [
    await createRoom(t.app, admin.id, { title: 'Sea View Suite' }),
    await createRoom(t.app, admin.id, { title: 'Garden Room' }),
  ];
  await addBooking('past-stay', ayesha, sea.id, 600, { startDate: day(-5), endDate: day(-3) }, {});
  await addBooking(
    'refunded',
    babul,
    garden.id,
    500,
    { startDate: day(20), endDate: day(22), cReq: true, cStatus: 'approved' },
    { status: 'refunded', refundedAt: new Date() },
  );
  await addBooking('upcoming', babul, sea.id, 400, { startDate: day(30), endDate: day(31) }, {});
  await addBooking(
    'live-hold',
    ayesha,
    garden.id,
    3,
    { status: 'held', holdExpiresAt: new Date(Date.now() + 10 * 60_000) },
    { status: 'pending', paidAt: null, valId: null },
  );
  await addBooking(
    'lapsed-hold',
    ayesha,
    sea.id,
    2,
    { startDate: day(60), endDate: day(61), status: 'held', holdExpiresAt: new Date(Date.now() - 60_000) },
    { status: 'pending', paidAt: null, valId: null },
  );
  await addBooking(
    'expired',
    babul,
    garden.id,
    1,
    { startDate: day(70), endDate: day(71), status: 'expired' },
    { status: 'failed', paidAt: null, valId: null },
  );
  // And one paid for real through the sandbox, the newest of all.
  const room = await createRoom(t.app, admin.id, { title: 'Family Suite', priceBdt: 1500 });
  const started = await startBooking(t, ayesha.cookie, room.id, day(40), day(42));
  const { action, fields } = await pressOnGatewayPage(started.url, 'pay');
  expect((await postForm(action, fields)).status).toBe(303);
  paidTranId = started.tranId;
});
afterAll(async () => {
  await t?.close();
});

function get(url: string, cookie: string | null) {
  return t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
}

describe('GET /api/all-bookings-admin', () => {
  it('lists every real booking of every guest, newest first, leaving out abandoned checkouts', async () => {
    const res = await get('/api/all-bookings-admin', admin.cookie);
    expect(res.statusCode).toBe(200);
    const list = bookingSchema.array().parse(res.json());
    const byId = new Map(list.map((b) => [b._id, b]));
    expect(list.map((b) => b.tranId)[0]).toBe(paidTranId);
    expect(list.slice(1).map((b) => b._id)).toEqual([ids['live-hold'], ids.upcoming, ids.refunded, ids['past-stay']]);
    expect(byId.get(ids['past-stay'])).toMatchObject({
      room: { title: 'Sea View Suite', category: 'singleDeluxe' },
      user: { name: 'Ayesha Rahman', email: ayesha.email, photo: null },
      price: 3001,
      pricePerNight: 1500.5,
      nights: 2,
      status: 'paid',
      enjoyed: true,
      c_req: false,
      c_status: null,
    });
    expect(byId.get(ids.refunded)).toMatchObject({ user: { name: 'Babul Mia' }, c_req: true, c_status: 'approved', enjoyed: false });
    expect(byId.get(ids.upcoming)).toMatchObject({ enjoyed: false, startDate: day(30), endDate: day(31) });
    expect(list[0]).toMatchObject({ status: 'paid', price: 3000, room: { title: 'Family Suite' } });
  });

  it('answers in one query however many bookings there are', async () => {
    const { result, queries } = await recordQueries(t.app, () => get('/api/all-bookings-admin', admin.cookie));
    expect(result.json().length).toBeGreaterThanOrEqual(5);
    expect(queriesOn(queries, 'bookings')).toHaveLength(1);
  });

  it('answers 401 to anonymous callers and 403 to guests', async () => {
    expect((await get('/api/all-bookings-admin', null)).statusCode).toBe(401);
    expect((await get('/api/all-bookings-admin', ayesha.cookie)).statusCode).toBe(403);
  });
});

describe('GET /api/all-payments-admin', () => {
  it('lists paid and refunded payments with their guest, newest first, amounts in BDT', async () => {
    const res = await get('/api/all-payments-admin', admin.cookie);
    expect(res.statusCode).toBe(200);
    const list = adminPaymentSchema.array().parse(res.json());
    expect(list.map((p) => p.bookingId).slice(1)).toEqual([ids.upcoming, ids.refunded, ids['past-stay']]);
    expect(list[0]).toMatchObject({
      transactionId: paidTranId,
      tran_id: paidTranId,
      status: 'paid',
      amount: 3000,
      roomTitle: 'Family Suite',
      card_type: expect.any(String),
      val_id: expect.any(String),
      gatewayMode: 'builtin',
      isTestPayment: true,
      guest: { _id: ayesha.id, name: 'Ayesha Rahman', email: ayesha.email },
    });
    expect(list[2]).toMatchObject({
      status: 'refunded',
      amount: 3001,
      roomTitle: 'Garden Room',
      guest: { _id: babul.id, name: 'Babul Mia' },
    });
    expect(Object.keys(res.json()[0]).sort()).toEqual(Object.keys(adminPaymentSchema.shape).sort());
  });

  it('answers in one query however many payments there are', async () => {
    const { result, queries } = await recordQueries(t.app, () => get('/api/all-payments-admin', admin.cookie));
    expect(result.json()).toHaveLength(4);
    expect(queriesOn(queries, 'payments')).toHaveLength(1);
  });

  it('answers 401 to anonymous callers and 403 to guests', async () => {
    expect((await get('/api/all-payments-admin', null)).statusCode).toBe(401);
    expect((await get('/api/all-payments-admin', babul.cookie)).statusCode).toBe(403);
  });
});
