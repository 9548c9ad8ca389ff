/**
 * Housekeeping (issue 28): GET /api/admin/housekeeping lists every physical room in service with
 * its status, who changed it, and whether a guest sleeps in it tonight or arrives today;
 * POST /api/admin/physical-rooms/{id}/housekeeping { status } runs the matching transition of
 * checkout-states.ts HOUSEKEEPING_TRANSITIONS with its `housekeeping-changed` event and an audit
 * entry in the hotel's words; a transition that does not start from the room's status is a 409
 * that changes nothing. Admins only.
 */
import { asc, eq, gt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLogPageSchema } from '#shared/schemas/audit-log.ts';
import { housekeepingBoardSchema } from '#shared/schemas/housekeeping.ts';
import { domainEvents, physicalRooms } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';
import { lastEventId } from '#tests/helpers/domain-events.ts';
import { day } from '#tests/helpers/payment-flow.ts';
import { createBooking } from '#tests/factories/bookings.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
let roomId: string;
/** Physical room ids by number. */
const pr: Record<string, string> = {};

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t.app, { role: 'admin', name: 'Rina Akter' });
  guest = await createUser(t.app);
  const room = await createRoom(t.app, admin.id, { title: 'Garden Twin', roomNumbers: ['H301', 'H302', 'H303', 'H304'] });
  roomId = room.id;
  const rows = await t.app.db.select().from(physicalRooms).where(eq(physicalRooms.roomId, room.id)).orderBy(asc(physicalRooms.number));
  for (const row of rows) pr[row.number] = row.id;
  await t.app.db.update(physicalRooms).set({ floor: 3 }).where(eq(physicalRooms.roomId, room.id));
  await t.app.db.update(physicalRooms).set({ retiredAt: new Date() }).where(eq(physicalRooms.id, pr.H304));
  const stay = (number: string, from: number, to: number, stayStatus: 'expected' | 'checked-in') =>
    createBooking(t.app, {
      roomId,
      userId: guest.id,
      physicalRoomId: pr[number],
      startDate: day(from),
      endDate: day(to),
      nights: to - from,
      stayStatus,
    });
  await stay('H301', -1, 2, 'checked-in');
  await stay('H302', 0, 1, 'expected');
});
afterAll(async () => {
  await t?.close();
});

const call = (method: 'GET' | 'POST', url: string, payload?: object, cookie: string | undefined = admin.cookie) =>
  t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
const mark = (id: string, status: string, cookie?: string) =>
  call('POST', `/api/admin/physical-rooms/${id}/housekeeping`, { status }, cookie);
const board = async () => housekeepingBoardSchema.parse((await call('GET', '/api/admin/housekeeping')).json());
const statusOf = async (id: string) =>
  (await t.app.db.select({ s: physicalRooms.housekeepingStatus }).from(physicalRooms).where(eq(physicalRooms.id, id)))[0].s;
const eventsAfter = async (id: number) => t.app.db.select().from(domainEvents).where(gt(domainEvents.id, id));

describe('GET /api/admin/housekeeping', () => {
  it('lists the rooms in service with their status and what today asks of them', async () => {
    const res = await call('GET', '/api/admin/housekeeping');
    expect(res.statusCode, res.body).toBe(200);
    const mine = housekeepingBoardSchema.parse(res.json()).rooms.filter((r) => r.roomId === roomId);
    expect(mine.map((r) => r.number)).toEqual(['H301', 'H302', 'H303']);
    expect(mine[0]).toMatchObject({ floor: 3, roomTitle: 'Garden Twin', status: 'clean', isOccupied: true, isArrivingToday: false });
    expect(mine[1]).toMatchObject({ isOccupied: false, isArrivingToday: true, updatedAt: null, updatedByName: null });
    expect(mine[2]).toMatchObject({ isOccupied: false, isArrivingToday: false });
  });
});

describe('POST /api/admin/physical-rooms/{id}/housekeeping', () => {
  it("marks a room dirty then clean, with its event and an audit entry in the hotel's words", async () => {
    const before = await lastEventId(t.app);
    const res = await mark(pr.H303, 'dirty');
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 200,
      body: { message: 'Room H303 marked dirty', physicalRoomId: pr.H303, number: 'H303', status: 'dirty' },
    });
    expect(await statusOf(pr.H303)).toBe('dirty');
    const events = await eventsAfter(before);
    expect(events.map((e) => [e.type, e.bookingId])).toEqual([['housekeeping-changed', null]]);
    expect(events[0].payload).toMatchObject({ from: 'clean', to: 'dirty', changedBy: admin.id, number: 'H303' });
    const row = (await board()).rooms.find((r) => r.physicalRoomId === pr.H303);
    expect(row).toMatchObject({ status: 'dirty', updatedByName: 'Rina Akter', updatedAt: expect.any(String) });

    expect((await mark(pr.H303, 'clean')).statusCode).toBe(200);
    expect(await statusOf(pr.H303)).toBe('clean');
    await t.app.backgroundTasks.settled();
    const audit = auditLogPageSchema.parse((await call('GET', `/api/admin/audit-log?objectType=room&objectId=${roomId}`)).json());
    expect(audit.items.slice(0, 2)).toMatchObject([
      {
        action: 'housekeeping.changed',
        actor: admin.id,
        before: { housekeepingStatus: 'dirty' },
        after: { summary: 'Rina Akter marked room H303 clean' },
      },
      {
        action: 'housekeeping.changed',
        actor: admin.id,
        before: { housekeepingStatus: 'clean' },
        after: { summary: 'Rina Akter marked room H303 dirty' },
      },
    ]);
  });

  it('marks inspected and out of order, and back to clean', async () => {
    expect((await mark(pr.H302, 'inspected')).statusCode).toBe(200);
    expect(await statusOf(pr.H302)).toBe('inspected');
    expect((await mark(pr.H302, 'out-of-order')).statusCode).toBe(200);
    expect(await statusOf(pr.H302)).toBe('out-of-order');
    expect((await mark(pr.H302, 'clean')).statusCode).toBe(200);
    expect(await statusOf(pr.H302)).toBe('clean');
  });

  it("refuses (409) a transition that does not start from the room's status, changing nothing", async () => {
    expect((await mark(pr.H301, 'out-of-order')).statusCode).toBe(200);
    const before = await lastEventId(t.app);
    for (const status of ['inspected', 'dirty']) {
      const res = await mark(pr.H301, status);
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 409,
        body: { code: 'HOUSEKEEPING_NOT_ALLOWED', message: `Room H301 is out of order; mark it clean before marking it ${status}` },
      });
    }
    expect(await statusOf(pr.H301)).toBe('out-of-order');
    expect(await eventsAfter(before)).toEqual([]);
  });

  it('answers 404 for an unknown, malformed or retired room, 400 for an unknown status', async () => {
    expect((await mark('00000000-0000-4000-8000-000000000000', 'clean')).statusCode).toBe(404);
    expect((await mark('not-an-id', 'clean')).statusCode).toBe(404);
    expect((await mark(pr.H304, 'clean')).statusCode).toBe(404);
    const bad = await mark(pr.H303, 'sparkling');
    expect(bad.statusCode).toBe(400);
    expect(await statusOf(pr.H303)).toBe('clean');
  });

  it('refuses guests (403) and visitors (401)', async () => {
    expect((await call('GET', '/api/admin/housekeeping', undefined, guest.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/housekeeping', undefined, '')).statusCode).toBe(401);
    expect((await mark(pr.H303, 'dirty', guest.cookie)).statusCode).toBe(403);
    expect((await mark(pr.H303, 'dirty', '')).statusCode).toBe(401);
    expect(await statusOf(pr.H303)).toBe('clean');
  });
});
