/**
 * Blocked rooms (issue 27): POST /api/admin/blocks refused over a paid stay or a live hold (the
 * message names the booking) or another block; a block takes the room out of sale (the
 * availability rule and a hold see it); GET /api/admin/blocks lists current and upcoming ones; POST
 * /api/admin/blocks/{id}/end ends a running block today or withdraws one not started. Audited,
 * admins only.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/nights.ts';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { auditLogPageSchema } from '#shared/schemas/audit-log.ts';
import { roomBlockListSchema, roomBlockSchema } from '#shared/schemas/room-blocks.ts';
import { physicalRooms, roomBlocks } from '#server/db/schema.ts';
import { findFreePhysicalRooms } from '#server/modules/inventory/availability.repository.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createBooking } from '#tests/factories/bookings.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import type { TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;

useAppWithUsers((s) => ({ t, admin, guest } = s), { guestName: 'Karim Ahmed' });

const call = (method: 'GET' | 'POST', url: string, payload?: unknown, cookie: string | null = admin.cookie) =>
  t.app.inject({
    method,
    url,
    headers: { origin: t.baseUrl, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const today = () => todayInHotel(new Date(), t.app.config.hotelTimeZone);
const day = (n: number) => addDays(today(), n);

/** A type with rooms `<p>1`, `<p>2`; returns the type and its physical room ids by number. */
async function roomType(count = 2, priceBdt = 2500) {
  const p = `B${randomBytes(2).toString('hex')}`;
  const room = await createRoom(t.app, admin.id, { roomNumbers: Array.from({ length: count }, (_, i) => `${p}${i + 1}`), priceBdt });
  const rows = await t.app.db.select().from(physicalRooms).where(eq(physicalRooms.roomId, room.id));
  const id = (n: number) => rows.find((r) => r.number === `${p}${n}`)!.id;
  return { room, p, id };
}

const block = (physicalRoomId: string, from: number, to: number, extra: Record<string, unknown> = {}) =>
  call('POST', '/api/admin/blocks', {
    physicalRoomId,
    startDate: day(from),
    endDate: day(to),
    kind: 'maintenance',
    reason: 'Leaking pipe',
    ...extra,
  });

/** Whether type `roomId` has a free room for the stay, by the availability rule holds use (inventory's findFreePhysicalRooms). */
const isListed = async (roomId: string, from: number, to: number) =>
  (await findFreePhysicalRooms(t.app.db, roomId, { checkIn: day(from), checkOut: day(to) }, t.app.config.isSameDayTurnover)).length > 0;

describe('POST /api/admin/blocks', () => {
  it('blocks a room for its nights: the type sells its other rooms, then none; audited', async () => {
    const { room, p, id } = await roomType(2);
    const res = await block(id(1), 5, 8, { kind: 'out-of-order', reason: 'Broken AC' });
    expect(res.statusCode, res.body).toBe(201);
    expect(roomBlockSchema.parse(res.json())).toMatchObject({
      physicalRoomId: id(1),
      roomNumber: `${p}1`,
      roomId: room.id,
      startDate: day(5),
      endDate: day(8),
      kind: 'out-of-order',
      reason: 'Broken AC',
      createdBy: admin.id,
      endedEarlyAt: null,
    });
    expect(await isListed(room.id, 6, 7)).toBe(true);
    expect((await block(id(2), 6, 7)).statusCode).toBe(201);
    expect(await isListed(room.id, 6, 7)).toBe(false);
    expect(await isListed(room.id, 9, 10)).toBe(true);

    // A hold of the type for the blocked nights finds no room.
    const hold = await call('POST', '/api/add-bookings', { roomId: room.id, startDate: day(6), endDate: day(7) }, guest.cookie);
    expect(hold.statusCode).toBe(409);

    const audit = auditLogPageSchema.parse((await call('GET', `/api/admin/audit-log?objectType=block&objectId=${res.json()._id}`)).json());
    expect(audit.items).toHaveLength(1);
    expect(audit.items[0]).toMatchObject({ action: 'block.added', actor: admin.id, after: { roomNumber: `${p}1`, kind: 'out-of-order' } });
  });

  it('refuses a block over a paid stay or a live hold, naming the booking; a lapsed hold or a cancelled stay does not count', async () => {
    const { id, p, room } = await roomType(1);
    const base = { roomId: room.id, userId: guest.id, physicalRoomId: id(1) };
    const paid = await createBooking(t.app, { ...base, startDate: day(10), endDate: day(12) });
    const over = await block(id(1), 11, 14);
    expect(over.statusCode).toBe(409);
    expect(over.json().code).toBe('BLOCK_OVER_STAY');
    expect(over.json().message).toContain(`Room ${p}1 has stays on those dates:`);
    expect(over.json().message).toContain(`(booking ${paid.id.slice(0, 8)}, Karim Ahmed)`);
    expect(over.json().message).toContain(day(10));

    const held = await createBooking(t.app, {
      ...base,
      startDate: day(20),
      endDate: day(21),
      status: 'held',
      holdExpiresAt: new Date(Date.now() + 600_000),
    });
    const overHold = await block(id(1), 19, 21);
    expect(overHold.json()).toMatchObject({ code: 'BLOCK_OVER_STAY' });
    expect(overHold.json().message).toContain(`booking ${held.id.slice(0, 8)}, Karim Ahmed, payment in progress`);

    await createBooking(t.app, {
      ...base,
      startDate: day(30),
      endDate: day(31),
      status: 'held',
      holdExpiresAt: new Date(Date.now() - 1000),
    });
    await createBooking(t.app, { ...base, startDate: day(32), endDate: day(33), status: 'paid', cStatus: 'approved', cReq: true });
    expect((await block(id(1), 30, 33)).statusCode).toBe(201);
    expect(
      roomBlockListSchema.parse((await call('GET', `/api/admin/blocks?from=${day(0)}`)).json()).filter((b) => b.physicalRoomId === id(1)),
    ).toHaveLength(1);
  });

  it("compares a block with stays by the hotel's overlap rule (edge days overlap without same-day turnover)", async () => {
    const { id, room } = await roomType(1);
    await createBooking(t.app, { roomId: room.id, userId: guest.id, physicalRoomId: id(1), startDate: day(10), endDate: day(12) });
    const onCheckOutDay = await block(id(1), 12, 14);
    expect(onCheckOutDay.statusCode).toBe(t.app.config.isSameDayTurnover ? 201 : 409);
  });

  it('refuses a block sharing a night with another block of the room (the next may start on its last day)', async () => {
    const { id, p } = await roomType(1);
    expect((await block(id(1), 5, 8)).statusCode).toBe(201);
    const overlap = await block(id(1), 7, 9);
    expect(overlap.statusCode).toBe(409);
    expect(overlap.json()).toEqual({
      code: 'BLOCK_OVERLAP',
      message: `Room ${p}1 is already blocked ${day(5)} → ${day(8).slice(day(5).slice(0, 4) === day(8).slice(0, 4) ? 5 : 0)} (Leaking pipe)`,
    });
    expect((await block(id(1), 8, 9)).statusCode).toBe(201);
  });

  it('refuses bad input: past start, end not after start, unknown kind, blank reason, unknown room, too long', async () => {
    const { id } = await roomType(1);
    expect((await block(id(1), -1, 2)).json()).toMatchObject({ code: 'INVALID_DATES' });
    expect((await block(id(1), 3, 3)).statusCode).toBe(400);
    expect((await block(id(1), 3, 4, { kind: 'party' })).statusCode).toBe(400);
    expect((await block(id(1), 3, 4, { reason: '  ' })).statusCode).toBe(400);
    expect((await block(crypto.randomUUID(), 3, 4)).statusCode).toBe(404);
    expect((await block(id(1), 1, 400)).json()).toMatchObject({ code: 'INVALID_DATES' });
    expect(
      await t.app.db
        .select()
        .from(roomBlocks)
        .where(eq(roomBlocks.physicalRoomId, id(1))),
    ).toHaveLength(0);
  });
});

describe('listing and ending blocks', () => {
  it('lists current and upcoming blocks by default, or those in a range', async () => {
    const { id } = await roomType(2);
    const [a, b] = [await block(id(1), 2, 4), await block(id(2), 40, 45)];
    const ids = (list: unknown) => roomBlockListSchema.parse(list).map((x) => x._id);
    const all = ids((await call('GET', '/api/admin/blocks')).json());
    expect(all).toEqual(expect.arrayContaining([a.json()._id, b.json()._id]));
    const soon = ids((await call('GET', `/api/admin/blocks?from=${day(0)}&to=${day(10)}`)).json());
    expect(soon).toContain(a.json()._id);
    expect(soon).not.toContain(b.json()._id);
    expect((await call('GET', `/api/admin/blocks?from=${day(10)}&to=${day(0)}`)).statusCode).toBe(400);
  });

  it('ends a running block today (tonight is for sale again) and withdraws one not started; audited', async () => {
    const { id, room } = await roomType(1);
    // A block that started before today (inserted directly: the API refuses a start in the past).
    const [running] = await t.app.db
      .insert(roomBlocks)
      .values({ physicalRoomId: id(1), startDate: day(-2), endDate: day(5), kind: 'maintenance', reason: 'Painting', createdBy: admin.id })
      .returning();
    expect(await isListed(room.id, 1, 2)).toBe(false);
    const ended = await call('POST', `/api/admin/blocks/${running.id}/end`);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json()).toMatchObject({ message: 'Block ended', block: { endDate: day(0), endedEarlyAt: expect.any(String) } });
    expect(await isListed(room.id, 1, 2)).toBe(true);
    const again = await call('POST', `/api/admin/blocks/${running.id}/end`);
    expect(again.json()).toMatchObject({ code: 'BLOCK_OVER' });

    const upcoming = await block(id(1), 10, 12);
    const withdrawn = await call('POST', `/api/admin/blocks/${upcoming.json()._id}/end`);
    expect(withdrawn.json()).toEqual({ message: 'Block withdrawn', block: null });
    expect(await isListed(room.id, 10, 11)).toBe(true);
    expect((await call('POST', `/api/admin/blocks/${upcoming.json()._id}/end`)).statusCode).toBe(404);

    const audit = auditLogPageSchema.parse((await call('GET', `/api/admin/audit-log?objectType=block&objectId=${running.id}`)).json());
    expect(audit.items[0]).toMatchObject({ action: 'block.ended', before: { endDate: day(5) }, after: { endDate: day(0) } });
    const gone = auditLogPageSchema.parse(
      (await call('GET', `/api/admin/audit-log?objectType=block&objectId=${upcoming.json()._id}`)).json(),
    );
    expect(gone.items.map((e) => e.action)).toEqual(['block.withdrawn', 'block.added']);
  });

  it('is for admins only', async () => {
    const { id } = await roomType(1);
    expect((await call('GET', '/api/admin/blocks', undefined, null)).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/blocks', undefined, guest.cookie)).statusCode).toBe(403);
    expect(
      (
        await call(
          'POST',
          '/api/admin/blocks',
          { physicalRoomId: id(1), startDate: day(1), endDate: day(2), kind: 'maintenance', reason: 'x' },
          guest.cookie,
        )
      ).statusCode,
    ).toBe(403);
    expect((await call('POST', `/api/admin/blocks/${crypto.randomUUID()}/end`, undefined, guest.cookie)).statusCode).toBe(403);
  });
});
