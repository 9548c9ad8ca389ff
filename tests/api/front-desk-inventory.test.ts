/**
 * Tape chart, reports and Today over physical rooms (issue 27), figures computed by hand. Type
 * "Triple" (added 2024) has rooms P701–P703 and P704, retired at 02:00 on 2026-04-06 (hotel time,
 * Asia/Dhaka UTC+6): its nights are 04-01..04-05. P702 is blocked for maintenance on 04-03 and 04-04,
 * P701 for the owner on 04-12 and 04-13.
 * Range 2026-04-01..04-10: 3 × 10 + 5 − 2 = 33 available room-nights.
 * Sold: website 2 nights × 3,000 on P701; walk-in 3 × 2,500 on P702; OTA Agoda 1 × 4,000 and
 * Booking.com 1 × 4,000 on P703 → 7 nights, 21,500 BDT. A live phone hold on P701 is charted, not sold.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { physicalRooms, roomBlocks } from '#server/db/schema.ts';
import { occupancySchema, reportSchema, todaySchema } from '#shared/schemas/front-desk.ts';
import { buildTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';
import { day } from '#tests/helpers/payment-flow.ts';
import { createBooking, type Booking } from '#tests/factories/bookings.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
const room: Record<string, string> = {};
const s: Record<string, Booking> = {};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'admin' });
  guest = await createUser(t.app, { name: 'Rafiq Islam' });
  const triple = await createRoom(t.app, admin.id, {
    title: 'Triple',
    category: 'family-4',
    createdAt: new Date('2024-06-01T00:00:00Z'),
    roomNumbers: ['P701', 'P702', 'P703', 'P704'],
  });
  const rows = await t.app.db.select().from(physicalRooms).where(eq(physicalRooms.roomId, triple.id));
  for (const r of rows) room[r.number] = r.id;
  await t.app.db
    .update(physicalRooms)
    .set({ retiredAt: new Date('2026-04-05T20:00:00Z') })
    .where(eq(physicalRooms.id, room.P704));
  await t.app.db.insert(roomBlocks).values([
    {
      physicalRoomId: room.P702,
      startDate: '2026-04-03',
      endDate: '2026-04-05',
      kind: 'maintenance',
      reason: 'New air conditioner',
      createdBy: admin.id,
    },
    {
      physicalRoomId: room.P701,
      startDate: '2026-04-12',
      endDate: '2026-04-14',
      kind: 'owner-use',
      reason: 'Owner’s family',
      createdBy: admin.id,
    },
  ]);
  const stay = (number: string, startDate: string, endDate: string, nightly: number, extra: Partial<Booking> = {}) => {
    const nights = (Date.parse(endDate) - Date.parse(startDate)) / 86_400_000;
    const values = { roomId: triple.id, physicalRoomId: room[number], userId: guest.id, startDate, endDate, nights };
    return createBooking(t.app, { ...values, pricePerNightPoisha: nightly * 100, ...extra });
  };
  s.website = await stay('P701', '2026-04-01', '2026-04-03', 3000);
  s.walkIn = await stay('P702', '2026-04-06', '2026-04-09', 2500, { source: 'walk-in', createdBy: admin.id });
  s.agoda = await stay('P703', '2026-04-02', '2026-04-03', 4000, { source: 'ota', sourceName: 'Agoda' });
  s.booking = await stay('P703', '2026-04-05', '2026-04-06', 4000, { source: 'ota', sourceName: 'Booking.com' });
  const live = { status: 'held' as const, holdExpiresAt: new Date(Date.now() + 600_000), source: 'phone' as const };
  s.hold = await stay('P701', '2026-04-20', '2026-04-22', 3000, live);
  s.arrival = await stay('P703', day(0), day(1), 3000, { source: 'whatsapp' });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { cookie: admin.cookie } });

describe('reports count physical room-nights (issue 27)', () => {
  it('counts rooms that existed and were not blocked', async () => {
    const res = await get('/api/admin/reports?from=2026-04-01&to=2026-04-10');
    expect(res.statusCode, res.body).toBe(200);
    const report = reportSchema.parse(res.json());
    expect(report).toMatchObject({
      rooms: 4,
      roomNightsAvailable: 33,
      roomNightsSold: 7,
      roomRevenue: 21_500,
      occupancyRate: 0.2121,
      adr: 3_071.43,
      revpar: 651.52,
    });
    expect(report.daily.map((d) => d.available)).toEqual([4, 4, 3, 3, 4, 3, 3, 3, 3, 3]);
    expect(report.daily.map((d) => d.sold)).toEqual([1, 2, 0, 0, 1, 1, 1, 1, 0, 0]);
  });

  it('takes 2 blocked nights off 3 rooms × 10 nights: 28', async () => {
    const report = reportSchema.parse((await get('/api/admin/reports?from=2026-04-07&to=2026-04-16')).json());
    // P704 is retired by then; P701's owner block takes 2 of its 10 nights.
    expect(report).toMatchObject({ rooms: 3, roomNightsAvailable: 28, roomNightsSold: 2, roomRevenue: 5_000 });
    expect(report.daily.map((d) => d.available)).toEqual([3, 3, 3, 3, 3, 2, 2, 3, 3, 3]);
    const blocked = reportSchema.parse((await get('/api/admin/reports?from=2026-03-26&to=2026-04-04')).json());
    // 03-26..04-04 = 10 nights; P704 all 10; P701, P703 10 each; P702 10 − 2 blocked = 8 → 38.
    expect(blocked).toMatchObject({ rooms: 4, roomNightsAvailable: 38 });
  });

  it('splits revenue and room-nights by source, OTA by name, adding up to the totals', async () => {
    const report = reportSchema.parse((await get('/api/admin/reports?from=2026-04-01&to=2026-04-10')).json());
    expect(report.bySource).toEqual([
      { source: 'website', sourceName: null, bookings: 1, roomNights: 2, revenue: 6_000 },
      { source: 'walk-in', sourceName: null, bookings: 1, roomNights: 3, revenue: 7_500 },
      { source: 'ota', sourceName: 'Agoda', bookings: 1, roomNights: 1, revenue: 4_000 },
      { source: 'ota', sourceName: 'Booking.com', bookings: 1, roomNights: 1, revenue: 4_000 },
    ]);
    const sum = (k: 'roomNights' | 'revenue') => report.bySource.reduce((n, r) => n + r[k], 0);
    expect(sum('roomNights')).toBe(report.roomNightsSold);
    expect(sum('revenue')).toBe(report.roomRevenue);
  });
});

describe('the tape chart has one row per physical room (issue 27)', () => {
  it('answers the month’s rooms by number, its stays with room and source, and its blocks', async () => {
    const chart = occupancySchema.parse((await get('/api/admin/occupancy?month=2026-04')).json());
    expect(chart.rooms.map((r) => [r.title, r.number, r.retiredOn])).toEqual([
      ['Triple', 'P701', null],
      ['Triple', 'P702', null],
      ['Triple', 'P703', null],
      ['Triple', 'P704', '2026-04-06'],
    ]);
    const byId = Object.fromEntries(chart.stays.map((x) => [x.bookingId, x]));
    expect(Object.keys(byId).sort()).toEqual([s.website.id, s.walkIn.id, s.agoda.id, s.booking.id, s.hold.id].sort());
    expect(byId[s.walkIn.id]).toMatchObject({ physicalRoomId: room.P702, source: 'walk-in', sourceName: null, kind: 'paid' });
    expect(byId[s.agoda.id]).toMatchObject({ physicalRoomId: room.P703, source: 'ota', sourceName: 'Agoda' });
    expect(byId[s.hold.id]).toMatchObject({ physicalRoomId: room.P701, source: 'phone', kind: 'hold' });
    expect(chart.blocks).toEqual([
      {
        id: expect.any(String),
        physicalRoomId: room.P702,
        startDate: '2026-04-03',
        endDate: '2026-04-05',
        kind: 'maintenance',
        reason: 'New air conditioner',
      },
      expect.objectContaining({ physicalRoomId: room.P701, startDate: '2026-04-12', kind: 'owner-use' }),
    ]);
  });

  it('leaves out a room retired before the month', async () => {
    const may = occupancySchema.parse((await get('/api/admin/occupancy?month=2026-05')).json());
    expect(may.rooms.map((r) => r.number)).toEqual(['P701', 'P702', 'P703']);
    expect(may.blocks).toEqual([]);
  });
});

describe('Today shows the room number (issue 27)', () => {
  it('gives arrivals their physical room', async () => {
    const today = todaySchema.parse((await get('/api/admin/today')).json());
    expect(today.arrivals.map((a) => [a.bookingId, a.roomNumber])).toEqual([[s.arrival.id, 'P703']]);
  });
});
