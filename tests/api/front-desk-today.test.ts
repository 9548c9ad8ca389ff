/**
 * Today screen (issue 13): GET /api/admin/today lists arrivals, departures, guests in-house,
 * live holds and cancellation requests waiting, by the hotel's calendar day; admins only.
 * Issue 28, the desk's day: arrivals are stays still expected, in-house is the stay status
 * (checked in), departures add expected stays ending today, plus no-shows to decide, rooms not
 * ready and tomorrow's arrivals; each row carries its room's housekeeping status and a masked phone.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '#server/db/schema.ts';
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
  await t.app.db.update(user).set({ phoneNumber: '+880 1712-345678' }).where(eq(user.id, guest.id));
  const titles = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India'];
  const [a, b, c, d, e, f, g, h, i] = await Promise.all(titles.map((title) => createRoom(t.app, admin.id, { title })));
  const stay = (roomId: string, from: number, to: number, extra: Partial<Booking> = {}) =>
    createBooking(t.app, { roomId, userId: guest.id, startDate: day(from), endDate: day(to), nights: to - from, ...extra });
  const minutes = (n: number) => new Date(Date.now() + n * 60_000);
  made.arrival = await stay(a.id, 0, 2);
  made.departure = await stay(b.id, -2, 0, { stayStatus: 'checked-in' });
  made.inHouse = await stay(c.id, -1, 1, { stayStatus: 'checked-in' });
  made.cancelledArrival = await stay(d.id, 0, 1, { cReq: true, cStatus: 'approved' });
  made.past = await stay(d.id, -6, -4);
  made.hold = await stay(d.id, 5, 7, { status: 'held', holdExpiresAt: minutes(10) });
  made.lapsedHold = await stay(c.id, 5, 7, { status: 'held', holdExpiresAt: minutes(-1) });
  made.asked = await stay(a.id, 10, 12, { cReq: true, cStatus: 'processing' });
  await createCancellationRequest(t.app, made.asked);
  // Issue 28: an expected stay ending today (never checked in), a no-show to decide and an old one
  // (check-out before yesterday: no longer listed), an arrival to a dirty room, one already
  // checked in today, tomorrow's arrival, and a stay already checked out.
  made.expectedDeparture = await stay(e.id, -1, 0);
  made.noShow = await stay(f.id, -1, 2);
  made.oldNoShow = await stay(f.id, -5, -2);
  made.dirtyArrival = await stay(g.id, 0, 1);
  const marked = await t.app.inject({
    method: 'POST',
    url: `/api/admin/physical-rooms/${made.dirtyArrival.physicalRoomId}/housekeeping`,
    headers: { cookie: admin.cookie },
    payload: { status: 'dirty' },
  });
  if (marked.statusCode !== 200) throw new Error(marked.body);
  made.tomorrow = await stay(h.id, 1, 3);
  made.arrivedToday = await stay(i.id, 0, 2, { stayStatus: 'checked-in' });
  made.checkedOut = await stay(h.id, -3, -1, { stayStatus: 'checked-out' });
});
afterAll(async () => {
  await t?.close();
});

const get = (cookie?: string) => t.app.inject({ method: 'GET', url: '/api/admin/today', headers: cookie ? { cookie } : {} });
const ids = (items: TodayItem[]) => items.map((i) => i.bookingId);

describe('GET /api/admin/today', () => {
  it('answers the lists for the hotel day', async () => {
    const res = await get(admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const today = todaySchema.parse(res.json());
    expect(today.date).toBe(day(0));
    expect(today.timeZone).toBe(t.config.hotelTimeZone);
    expect(ids(today.arrivals)).toEqual([made.arrival.id, made.dirtyArrival.id]);
    expect(ids(today.departures)).toEqual([made.departure.id, made.expectedDeparture.id]);
    expect(ids(today.inHouse)).toEqual([made.departure.id, made.inHouse.id, made.arrivedToday.id]);
    expect(ids(today.holds)).toEqual([made.hold.id]);
    expect(ids(today.cancellationRequests)).toEqual([made.asked.id]);
  });

  it('lists arrivals only while expected, in-house only once checked in (issue 28)', async () => {
    const today = todaySchema.parse((await get(admin.cookie)).json());
    expect(ids(today.arrivals)).not.toContain(made.arrivedToday.id);
    expect(ids(today.inHouse)).toContain(made.arrivedToday.id);
    expect(ids(today.inHouse)).not.toContain(made.expectedDeparture.id);
    expect(today.departures.map((r) => r.stayStatus)).toEqual(['checked-in', 'expected']);
  });

  it('lists no-shows to decide: expected, check-in day passed, check-out day yesterday or later (issue 28)', async () => {
    const today = todaySchema.parse((await get(admin.cookie)).json());
    expect(ids(today.noShows)).toEqual([made.expectedDeparture.id, made.noShow.id]);
  });

  it("lists today's arrivals whose room is not ready, and tomorrow's arrivals (issue 28)", async () => {
    const today = todaySchema.parse((await get(admin.cookie)).json());
    expect(today.arrivals.map((r) => r.housekeepingStatus)).toEqual(['clean', 'dirty']);
    expect(ids(today.roomsNotReady)).toEqual([made.dirtyArrival.id]);
    expect(ids(today.tomorrowArrivals)).toEqual([made.tomorrow.id]);
  });

  it("masks the guest's phone (issue 28)", async () => {
    const res = await get(admin.cookie);
    expect(res.body).not.toContain('345678');
    expect(todaySchema.parse(res.json()).arrivals[0].guestPhone).toBe('•••678');
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
      stayStatus: 'expected',
      housekeepingStatus: 'clean',
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
