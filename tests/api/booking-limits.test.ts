/**
 * Amounts are checked before any hold (issue #8): a stay costing more than the gateway's
 * one-payment maximum (SSLCommerz: 500,000 BDT) is refused by POST /add-bookings with a
 * message naming the limit, and leaves no booking or payment row; room prices have an upper
 * bound; and the longest stay at the highest price fits the money columns (bigint) instead of
 * answering 500.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_NIGHTS } from '#shared/domain/stay-dates.ts';
import { MAX_ROOM_PRICE_BDT } from '#shared/domain/stay-limits.ts';
import { bookings, payments, rooms } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';
import { day } from '#tests/helpers/payment-flow.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  guest = await createUser(t.app);
});
afterAll(async () => {
  await t?.close();
});

function book(app: TestApp['app'], user: TestUser, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/add-bookings', headers: { cookie: user.cookie }, payload: body });
}

const rowsOfRoom = async (app: TestApp['app'], roomId: string) => ({
  bookings: await app.db.select().from(bookings).where(eq(bookings.roomId, roomId)),
  payments: await app.db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(bookings.roomId, roomId)),
});

describe('GET /api/booking-limits', () => {
  it('answers the longest stay, the gateway maximum in BDT, the booking window in days and the hotel, to anyone', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/booking-limits' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      maxGuests: expect.any(Number) as number,
      maxNights: 90,
      maxPaymentBdt: 500_000,
      bookingWindowDays: 730,
      isSameDayTurnover: false,
      // The default hotel identity the invoices print (HOTEL_NAME, HOTEL_ADDRESS, HOTEL_EMAIL).
      hotel: { name: 'Hotel Booking', addressLines: ['House 12, Road 7, Gulshan 1', 'Dhaka 1212, Bangladesh'], email: 'stay@hotel.test' },
    });
  });

  it("answers the most guests any offered room sleeps, archived rooms aside (issue 24: the search's Guests choices)", async () => {
    const limits = async () =>
      ((await t.app.inject({ method: 'GET', url: '/api/booking-limits' })).json() as { maxGuests: number }).maxGuests;
    const before = await limits();
    const roomy = await createRoom(t.app, admin.id, { capacity: before + 2 });
    expect(await limits()).toBe(before + 2);
    await t.app.db.update(rooms).set({ archivedAt: new Date() }).where(eq(rooms.id, roomy.id));
    expect(await limits()).toBe(before);
  });
});

describe('POST /api/add-bookings: the gateway limit, before any hold', () => {
  it('refuses the 17,500 BDT suite for 29 nights (507,500 BDT) with the limit in BDT, and holds nothing', async () => {
    const suite = await createRoom(t.app, admin.id, { priceBdt: 17_500 });
    const res = await book(t.app, guest, { roomId: suite.id, startDate: day(5), endDate: day(34) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      code: 'AMOUNT_OVER_LIMIT',
      message:
        'This stay costs BDT 507,500, more than the BDT 500,000 our payment gateway accepts in one payment. Please choose fewer nights.',
    });
    expect(await rowsOfRoom(t.app, suite.id)).toEqual({ bookings: [], payments: [] });

    // 28 nights (490,000 BDT) fits in one payment and is held as usual.
    const fits = await book(t.app, guest, { roomId: suite.id, startDate: day(5), endDate: day(33) });
    expect(fits.statusCode).toBe(200);
    const held = await rowsOfRoom(t.app, suite.id);
    expect(held.bookings).toHaveLength(1);
    expect(held.bookings[0]).toMatchObject({ status: 'held', nights: 28, pricePoisha: 49_000_000 });
  });

  it('answers 400, not 500, for the highest room price over the longest stay, and for 3 nights of it', async () => {
    const dearest = await createRoom(t.app, admin.id, { priceBdt: MAX_ROOM_PRICE_BDT });
    for (const nights of [3, MAX_NIGHTS]) {
      const res = await book(t.app, guest, { roomId: dearest.id, startDate: day(2), endDate: day(2 + nights) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'AMOUNT_OVER_LIMIT', message: expect.stringContaining('more than the BDT 500,000') });
    }
    expect(await rowsOfRoom(t.app, dearest.id)).toEqual({ bookings: [], payments: [] });
  });
});

describe('money columns: the longest stay at the highest price fits', () => {
  let big: TestApp;
  let bigAdmin: TestUser;
  let bigGuest: TestUser;
  beforeAll(async () => {
    // A gateway that takes any amount we could ask for (the built-in sandbox, like SSLCommerz,
    // stops at 500,000 BDT): now only the money columns could refuse.
    big = await buildTestApp({ maxPaymentPoisha: 100_000_000 * 100 });
    vi.spyOn(big.app.gateway, 'initSession').mockImplementation(async ({ tranId }) => ({
      gatewayPageUrl: `${big.baseUrl}/sandbox-gateway/pay/${tranId}`,
      sessionKey: `S-${tranId}`,
      raw: {},
    }));
    bigAdmin = await createUser(big.app, { role: 'admin' });
    bigGuest = await createUser(big.app);
  });
  afterAll(async () => {
    await big?.close();
  });

  it(`holds ${MAX_NIGHTS} nights at ${MAX_ROOM_PRICE_BDT} BDT (45,000,000 BDT) and reads the amounts back exactly`, async () => {
    const dearest = await createRoom(big.app, bigAdmin.id, { priceBdt: MAX_ROOM_PRICE_BDT });
    const res = await book(big.app, bigGuest, { roomId: dearest.id, startDate: day(2), endDate: day(2 + MAX_NIGHTS) });
    expect(res.statusCode).toBe(200);
    const { tranId } = res.json() as { tranId: string };
    const [b] = await big.app.db.select().from(bookings).where(eq(bookings.tranId, tranId));
    const [p] = await big.app.db.select().from(payments).where(eq(payments.tranId, tranId));
    expect(b).toMatchObject({ status: 'held', nights: MAX_NIGHTS, pricePoisha: 4_500_000_000 });
    expect(p).toMatchObject({ status: 'pending', amountPoisha: 4_500_000_000 });
    expect(typeof p.amountPoisha).toBe('number');

    const mine = await big.app.inject({ method: 'GET', url: `/api/my-bookings/${bigGuest.id}`, headers: { cookie: bigGuest.cookie } });
    expect(mine.json()).toEqual([expect.objectContaining({ price: 45_000_000, pricePerNight: MAX_ROOM_PRICE_BDT })]);
  });
});

describe('room prices have an upper bound (add-room / edit-room)', () => {
  it(`accepts ${MAX_ROOM_PRICE_BDT} BDT per night and refuses more with a clear message`, async () => {
    const image = await t.app.storage.put('limit-main.webp', Buffer.from('main'), 'image/webp');
    const gallery = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => t.app.storage.put(`limit-${n}.webp`, Buffer.from(String(n)), 'image/webp')),
    );
    const body = (price: number) => ({
      title: 'Presidential Suite',
      price,
      capacity: 4,
      category: 'family-4',
      description: 'The top floor.',
      image,
      gallery,
      facilities: ['Butler', 'Private pool'],
    });
    const headers = { cookie: admin.cookie, origin: t.baseUrl };
    const over = await t.app.inject({ method: 'POST', url: '/api/add-room', headers, payload: body(MAX_ROOM_PRICE_BDT + 1) });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ code: 'VALIDATION', message: 'Price can be at most BDT 500,000 per night' });

    const atBound = await t.app.inject({ method: 'POST', url: '/api/add-room', headers, payload: body(MAX_ROOM_PRICE_BDT) });
    expect(atBound.statusCode).toBe(201);
    const [room] = await t.app.db.select().from(rooms).where(eq(rooms.title, 'Presidential Suite'));
    expect(room.pricePoisha).toBe(50_000_000);
    const edit = await t.app.inject({ method: 'PUT', url: `/api/edit-room/${room.id}`, headers, payload: body(10_000_000) });
    expect(edit.statusCode).toBe(400);
    expect((await t.app.db.select().from(rooms).where(eq(rooms.id, room.id)))[0].pricePoisha).toBe(50_000_000);
  });
});
