/**
 * Today screen (issue 13): GET /api/admin/today lists arrivals, departures, guests in-house,
 * live holds and cancellation requests waiting, by the hotel's calendar day; admins only.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todaySchema, type TodayItem } from '#shared/schemas/front-desk.ts';
import { buildTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';
import { day } from '#tests/helpers/payment-flow.ts';
import { createBooking, type Booking } from '#tests/factories/bookings.ts';
import { createCancellationRequest } from '#tests/factories/cancellation-requests.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
const made: Record<string, Booking> = {};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  guest = await createUser(t.app, { name: 'Ayesha Rahman' });
  const [a, b, c, d] = await Promise.all(['Alpha', 'Bravo', 'Charlie', 'Delta'].map((title) => createRoom(t.app, admin.id, { title })));
  const stay = (roomId: string, from: number, to: number, extra: Partial<Booking> = {}) =>
    createBooking(t.app, { roomId, userId: guest.id, startDate: day(from), endDate: day(to), nights: to - from, ...extra });
  const minutes = (n: number) => new Date(Date.now() + n * 60_000);
  made.arrival = await stay(a.id, 0, 2);
  made.departure = await stay(b.id, -2, 0);
  made.inHouse = await stay(c.id, -1, 1);
  made.cancelledArrival = await stay(d.id, 0, 1, { cReq: true, cStatus: 'approved' });
  made.past = await stay(d.id, -6, -4);
  made.hold = await stay(d.id, 5, 7, { status: 'held', holdExpiresAt: minutes(10) });
  made.lapsedHold = await stay(c.id, 5, 7, { status: 'held', holdExpiresAt: minutes(-1) });
  made.asked = await stay(a.id, 10, 12, { cReq: true, cStatus: 'processing' });
  await createCancellationRequest(t.app, made.asked);
});
afterAll(async () => {
  await t?.close();
});

const get = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/admin/today', headers: cookie ? { cookie } : {} });
const ids = (items: TodayItem[]) => items.map((i) => i.bookingId);

describe('GET /api/admin/today', () => {
  it('answers the five lists for the hotel day', async () => {
    const res = await get(admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const today = todaySchema.parse(res.json());
    expect(today.date).toBe(day(0));
    expect(today.timeZone).toBe(t.config.hotelTimeZone);
    expect(ids(today.arrivals)).toEqual([made.arrival.id]);
    expect(ids(today.departures)).toEqual([made.departure.id]);
    expect(ids(today.inHouse)).toEqual([made.inHouse.id]);
    expect(ids(today.holds)).toEqual([made.hold.id]);
    expect(ids(today.cancellationRequests)).toEqual([made.asked.id]);
  });

  it('gives each row its guest, room, nights and BDT amount', async () => {
    const today = todaySchema.parse((await get(admin.cookie)).json());
    expect(today.arrivals[0]).toMatchObject({
      guestName: 'Ayesha Rahman',
      guestEmail: guest.email,
      roomTitle: 'Alpha',
      checkIn: day(0),
      checkOut: day(2),
      nights: 2,
      amount: 5000,
      holdExpiresAt: null,
      requestedAt: null,
      requestId: null,
      tranId: made.arrival.tranId,
    });
    expect(today.holds[0].holdExpiresAt).toBe(made.hold.holdExpiresAt!.toISOString());
    expect(today.cancellationRequests[0].requestId).toEqual(expect.any(String));
    expect(today.cancellationRequests[0].requestedAt).toEqual(expect.any(String));
  });

  it('refuses guests (403) and visitors (401)', async () => {
    expect((await get(guest.cookie)).statusCode).toBe(403);
    expect((await get()).statusCode).toBe(401);
  });
});
