/**
 * Occupancy calendar and reports (issue 13) on a small fixture in March 2026, with figures
 * computed by hand: rooms Alpha (single deluxe, BDT 2,500) and Bravo (couple deluxe, BDT 4,000) and a
 * room archived in 2025, all added in 2024-2025; report range 2026-03-01..2026-03-10 = 10 days × 2
 * rooms = 20 room-nights. Issue 24: a room counts only on the nights from its creation to its archiving.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { rooms } from '#server/db/schema.ts';
import { occupancySchema, reportSchema } from '#shared/schemas/front-desk.ts';
import { buildTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';
import { createBooking, type Booking } from '#tests/factories/bookings.ts';
import { createPayment } from '#tests/factories/payments.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
let alpha: Awaited<ReturnType<typeof createRoom>>;
const s: Record<string, Booking> = {};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  guest = await createUser(t.app, { name: 'Babul Hossain' });
  const opened = new Date('2024-06-01T00:00:00Z');
  alpha = await createRoom(t.app, admin.id, { title: 'Alpha', category: 'singleDeluxe', priceBdt: 2500, createdAt: opened });
  const bravo = await createRoom(t.app, admin.id, { title: 'Bravo', category: 'coupleDeluxe', priceBdt: 4000, createdAt: opened });
  const old = await createRoom(t.app, admin.id, { title: 'Old wing', createdAt: opened });
  await t.app.db
    .update(rooms)
    .set({ archivedAt: new Date('2025-01-01T00:00:00Z') })
    .where(eq(rooms.id, old.id));
  const stay = (roomId: string, startDate: string, endDate: string, nightly: number, extra: Partial<Booking> = {}) => {
    const nights = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000;
    return createBooking(t.app, { roomId, userId: guest.id, startDate, endDate, nights, pricePerNightPoisha: nightly * 100, ...extra });
  };
  s.crossIn = await stay(alpha.id, '2026-02-27', '2026-03-03', 2500); // 2 nights in range: 5,000
  s.inside = await stay(alpha.id, '2026-03-05', '2026-03-08', 2500); // 3 nights: 7,500
  s.crossOut = await stay(bravo.id, '2026-03-09', '2026-03-12', 4000); // 2 nights: 8,000
  s.lastNight = await stay(alpha.id, '2026-03-10', '2026-03-11', 3000); // 1 night at its own price: 3,000
  s.endsOnFirst = await stay(bravo.id, '2026-02-25', '2026-03-01', 4000); // 0 nights in range
  s.cancelled = await stay(bravo.id, '2026-03-01', '2026-03-04', 4000, { cReq: true, cStatus: 'approved' });
  s.expired = await stay(bravo.id, '2026-03-04', '2026-03-06', 4000, { status: 'expired' });
  s.hold = await stay(bravo.id, '2026-03-20', '2026-03-22', 4000, { status: 'held', holdExpiresAt: new Date(Date.now() + 600_000) });
  s.lapsed = await stay(alpha.id, '2026-03-20', '2026-03-22', 2500, { status: 'held', holdExpiresAt: new Date(Date.now() - 60_000) });
  s.refundedEarly = await stay(alpha.id, '2026-05-01', '2026-05-02', 1000, { status: 'cancelled' });
  s.refundedLate = await stay(alpha.id, '2026-05-03', '2026-05-04', 500, { status: 'cancelled' });
  // Refunds by hotel day (Asia/Dhaka, UTC+6): 12,000 on 03-02; 1,000 at 00:30 on 03-01 (in); 500 at 00:30 on 03-11 (out).
  await createPayment(t.app, s.cancelled, { status: 'refunded', refundedAt: new Date('2026-03-02T04:00:00Z') });
  await createPayment(t.app, s.refundedEarly, { status: 'refunded', refundedAt: new Date('2026-02-28T18:30:00Z') });
  await createPayment(t.app, s.refundedLate, { status: 'refunded', refundedAt: new Date('2026-03-10T18:30:00Z') });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, cookie?: string) => t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('GET /api/admin/reports', () => {
  it('matches the hand-computed figures', async () => {
    const res = await get('/api/admin/reports?from=2026-03-01&to=2026-03-10', admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const report = reportSchema.parse(res.json());
    expect(report).toMatchObject({
      days: 10,
      rooms: 2,
      roomNightsAvailable: 20,
      roomNightsSold: 8,
      occupancyRate: 0.4,
      roomRevenue: 23_500,
      adr: 2_937.5,
      revpar: 1_175,
      refunds: 13_000,
      refundCount: 2,
    });
    expect(report.byCategory).toEqual([
      { category: 'singleDeluxe', bookings: 3, roomNights: 6, revenue: 15_500 },
      { category: 'coupleDeluxe', bookings: 1, roomNights: 2, revenue: 8_000 },
    ]);
    expect(report.daily.map((d) => d.sold)).toEqual([1, 1, 0, 0, 1, 1, 1, 0, 1, 2]);
    expect(report.daily.at(-1)).toEqual({ date: '2026-03-10', sold: 2, available: 2, revenue: 7_000 });
  });

  it('answers zeros, not errors, for a range with nothing sold', async () => {
    const report = reportSchema.parse((await get('/api/admin/reports?from=2027-01-01&to=2027-01-01', admin.cookie)).json());
    expect(report).toMatchObject({ roomNightsSold: 0, occupancyRate: 0, adr: 0, revpar: 0, roomRevenue: 0, byCategory: [] });
  });

  it('refuses a reversed or too long range (400) and guests (403)', async () => {
    const reversed = await get('/api/admin/reports?from=2026-03-10&to=2026-03-01', admin.cookie);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ code: 'INVALID_RANGE' });
    expect((await get('/api/admin/reports?from=2025-01-01&to=2026-03-01', admin.cookie)).statusCode).toBe(400);
    expect((await get('/api/admin/reports?from=2026-02-30&to=2026-03-01', admin.cookie)).statusCode).toBe(400);
    expect((await get('/api/admin/reports?from=2026-03-01&to=2026-03-10', guest.cookie)).statusCode).toBe(403);
  });
});

describe('available room-nights follow each room’s life (issue 24)', () => {
  const archive = (id: string, at: Date) => t.app.db.update(rooms).set({ archivedAt: at }).where(eq(rooms.id, id));

  it('a room added and archived today leaves past months as they were', async () => {
    const before = reportSchema.parse((await get('/api/admin/reports?from=2026-03-01&to=2026-03-10', admin.cookie)).json());
    const today = await createRoom(t.app, admin.id, { title: 'Added today' });
    await archive(today.id, new Date());
    const after = reportSchema.parse((await get('/api/admin/reports?from=2026-03-01&to=2026-03-10', admin.cookie)).json());
    expect(after).toEqual(before);
    expect(after).toMatchObject({ rooms: 2, roomNightsAvailable: 20, occupancyRate: 0.4, revpar: 1_175 });
  });

  it('counts a room from its creation’s hotel day and until the hotel day it was archived', async () => {
    // Hotel days (Asia/Dhaka, UTC+6). Charlie: added 02:00 on 06-06 → nights 06-06..06-10 (5).
    // Delta: added 05-01, archived 23:59 on 06-03 → nights 06-01, 06-02 (2). Alpha and Bravo: 10 each.
    await createRoom(t.app, admin.id, { title: 'Charlie', createdAt: new Date('2027-06-05T20:00:00Z') });
    const delta = await createRoom(t.app, admin.id, { title: 'Delta', createdAt: new Date('2027-05-01T00:00:00Z') });
    await archive(delta.id, new Date('2027-06-03T17:59:00Z'));
    const stay = {
      roomId: alpha.id,
      userId: guest.id,
      startDate: '2027-06-01',
      endDate: '2027-06-04',
      nights: 3,
      pricePerNightPoisha: 270_000,
    };
    await createBooking(t.app, stay);
    const report = reportSchema.parse((await get('/api/admin/reports?from=2027-06-01&to=2027-06-10', admin.cookie)).json());
    expect(report).toMatchObject({ rooms: 4, roomNightsAvailable: 27, roomNightsSold: 3, occupancyRate: 0.1111, revpar: 300 });
    expect(report.daily.map((d) => d.available)).toEqual([3, 3, 2, 2, 2, 3, 3, 3, 3, 3]);
    // The tape chart follows the same lives: Charlie is not in March 2026, Delta is in June 2027.
    const march = occupancySchema.parse((await get('/api/admin/occupancy?month=2026-03', admin.cookie)).json());
    expect(march.rooms.map((r) => r.title)).toEqual(['Alpha', 'Bravo']);
    const june = occupancySchema.parse((await get('/api/admin/occupancy?month=2027-06', admin.cookie)).json());
    expect(june.rooms.map((r) => r.title)).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
  });
});

describe('GET /api/admin/occupancy', () => {
  it('answers the month’s rooms and its paid stays and live holds', async () => {
    const res = await get('/api/admin/occupancy?month=2026-03', admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const chart = occupancySchema.parse(res.json());
    expect(chart).toMatchObject({ month: '2026-03', from: '2026-03-01', to: '2026-04-01' });
    expect(chart.rooms.map((r) => r.title)).toEqual(['Alpha', 'Bravo']);
    const kinds = Object.fromEntries(chart.stays.map((x) => [x.bookingId, x.kind]));
    expect(kinds).toEqual({
      [s.crossIn.id]: 'paid',
      [s.inside.id]: 'paid',
      [s.crossOut.id]: 'paid',
      [s.lastNight.id]: 'paid',
      [s.hold.id]: 'hold',
    });
    expect(chart.stays.find((x) => x.bookingId === s.crossIn.id)).toMatchObject({
      checkIn: '2026-02-27',
      checkOut: '2026-03-03',
      guestName: 'Babul Hossain',
    });
  });

  it('ends December on the next year’s first day; refuses a bad month and guests', async () => {
    const december = occupancySchema.parse((await get('/api/admin/occupancy?month=2026-12', admin.cookie)).json());
    expect(december.to).toBe('2027-01-01');
    expect((await get('/api/admin/occupancy?month=2026-13', admin.cookie)).statusCode).toBe(400);
    expect((await get('/api/admin/occupancy?month=2026-03', guest.cookie)).statusCode).toBe(403);
  });

  it('answers 400 with a message, not 500, for far years (issue 24)', async () => {
    for (const month of ['9999-12', '0000-01', '1999-12', '3000-01']) {
      const res = await get(`/api/admin/occupancy?month=${month}`, admin.cookie);
      expect(res.statusCode, month).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION', message: 'Reports cover the years 2000 to 2999' });
    }
    expect((await get('/api/admin/occupancy?month=2999-12', admin.cookie)).statusCode).toBe(200);
  });
});

describe('GET /api/admin/reports for far years (issue 24)', () => {
  it('answers 400 with a message, not 500', async () => {
    for (const [from, to] of [
      ['9999-01-01', '9999-12-31'],
      ['0999-01-01', '0999-01-31'],
      ['1999-12-31', '2000-01-01'],
    ]) {
      const res = await get(`/api/admin/reports?from=${from}&to=${to}`, admin.cookie);
      expect(res.statusCode, `${from}..${to}`).toBe(400);
      expect(res.json()).toEqual({ code: 'VALIDATION', message: 'Reports cover the years 2000 to 2999' });
    }
    expect((await get('/api/admin/reports?from=2999-12-01&to=2999-12-31', admin.cookie)).statusCode).toBe(200);
  });
});
