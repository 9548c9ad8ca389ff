/**
 * A room type's physical rooms (issue 27): Add Room's optional room numbers, and GET/POST
 * /api/admin/rooms/{roomId}/physical-rooms, PATCH/DELETE /api/admin/physical-rooms/{id} —
 * numbers unique among rooms in service, a type keeps one room, a room with upcoming stays
 * stays in service (the refusal names them), every change audited, admins only.
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/nights.ts';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { auditLogPageSchema } from '#shared/schemas/audit-log.ts';
import { physicalRoomListSchema } from '#shared/schemas/physical-rooms.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createBooking } from '#tests/factories/bookings.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import type { TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;

useAppWithUsers((s) => ({ t, admin, guest } = s), { guestName: 'Rahim Uddin' });

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: unknown, cookie: string | null = admin.cookie) =>
  t.app.inject({
    method,
    url,
    headers: { origin: t.baseUrl, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

/** A number prefix no other test uses (numbers are unique hotel-wide). */
const prefix = () => `P${randomBytes(2).toString('hex')}`;
const today = () => todayInHotel(new Date(), t.app.config.hotelTimeZone);
/** "2026-12-01 → 12-03": today + `from` → today + `to` as a refusal names them (the year once when shared). */
function dates(from: number, to: number): string {
  const [start, end] = [addDays(today(), from), addDays(today(), to)];
  return `${start} → ${start.slice(0, 4) === end.slice(0, 4) ? end.slice(5) : end}`;
}
const numbersOf = async (roomId: string) =>
  physicalRoomListSchema.parse((await call('GET', `/api/admin/rooms/${roomId}/physical-rooms`)).json()).map((r) => r.number);

const roomBody = (extra: Record<string, unknown> = {}) => ({
  title: 'Couple Deluxe',
  price: 5000,
  capacity: 2,
  category: 'coupleDeluxe',
  description: 'Sea view.&--&Breakfast.',
  image: 'https://images.example.com/main.webp',
  gallery: [1, 2, 3, 4, 5].map((n) => `https://images.example.com/${n}.webp`),
  facilities: ['Free Wi-Fi', 'Sea view'],
  ...extra,
});

describe('Add Room with room numbers', () => {
  it('gives the new type the numbers asked for, or one auto-numbered room without them', async () => {
    const p = prefix();
    const res = await call('POST', '/api/add-room', roomBody({ roomNumbers: [`${p}1`, ` ${p}2 `, `${p}3`] }));
    expect(res.statusCode, res.body).toBe(201);
    expect(await numbersOf(res.json()._id)).toEqual([`${p}1`, `${p}2`, `${p}3`]);

    const plain = await call('POST', '/api/add-room', roomBody());
    expect(plain.statusCode, plain.body).toBe(201);
    const auto = await numbersOf(plain.json()._id);
    expect(auto).toHaveLength(1);
    expect(auto[0]).toMatch(/^\d+$/);
  });

  it('refuses a number already in service, or twice in the list, adding nothing', async () => {
    const p = prefix();
    await createRoom(t.app, admin.id, { roomNumbers: [`${p}1`] });
    const taken = await call('POST', '/api/add-room', roomBody({ title: 'Never added', roomNumbers: [`${p}9`, `${p}1`] }));
    expect({ status: taken.statusCode, body: taken.json() }).toEqual({
      status: 409,
      body: { code: 'ROOM_NUMBER_TAKEN', message: `Room ${p}1 already exists` },
    });
    const twice = await call('POST', '/api/add-room', roomBody({ roomNumbers: [`${p}5`, `${p}5`] }));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toContain('Each room number may appear once');
    const all = (await call('GET', '/api/all-rooms', undefined, null)).json() as Array<{ title: string }>;
    expect(all.map((r) => r.title)).not.toContain('Never added');
  });
});

describe('physical rooms of a type', () => {
  it('adds, renumbers and takes a room out of service, audited on the type', async () => {
    const p = prefix();
    const room = await createRoom(t.app, admin.id, { roomNumbers: [`${p}1`] });
    const added = await call('POST', `/api/admin/rooms/${room.id}/physical-rooms`, { number: `${p}2`, floor: 2 });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({ roomId: room.id, number: `${p}2`, floor: 2 });

    const renamed = await call('PATCH', `/api/admin/physical-rooms/${added.json()._id}`, { number: `${p}3` });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({ number: `${p}3`, floor: 2 });
    const cleared = await call('PATCH', `/api/admin/physical-rooms/${added.json()._id}`, { floor: null });
    expect(cleared.json()).toMatchObject({ number: `${p}3`, floor: null });
    expect(await numbersOf(room.id)).toEqual([`${p}1`, `${p}3`]);

    const retired = await call('DELETE', `/api/admin/physical-rooms/${added.json()._id}`);
    expect({ status: retired.statusCode, body: retired.json() }).toEqual({ status: 200, body: { message: 'Room taken out of service' } });
    expect(await numbersOf(room.id)).toEqual([`${p}1`]);
    // A retired number may be used again.
    expect((await call('POST', `/api/admin/rooms/${room.id}/physical-rooms`, { number: `${p}3` })).statusCode).toBe(201);
    // Renumbering / retiring a retired room: 404.
    expect((await call('PATCH', `/api/admin/physical-rooms/${added.json()._id}`, { number: 'X1' })).statusCode).toBe(404);
    expect((await call('DELETE', `/api/admin/physical-rooms/${added.json()._id}`)).statusCode).toBe(404);

    const audit = auditLogPageSchema.parse((await call('GET', `/api/admin/audit-log?objectType=room&objectId=${room.id}`)).json());
    expect(audit.items.map((e) => e.action)).toEqual([
      'physical-room.added',
      'physical-room.retired',
      'physical-room.edited',
      'physical-room.edited',
      'physical-room.added',
    ]);
    expect(audit.items[2]).toMatchObject({
      actor: admin.id,
      before: { number: `${p}3`, floor: 2 },
      after: { number: `${p}3`, floor: null },
    });
  });

  it('refuses a number in service (409 naming it), a blank or long number (400), changing nothing', async () => {
    const p = prefix();
    const room = await createRoom(t.app, admin.id, { roomNumbers: [`${p}1`, `${p}2`] });
    const [first, second] = physicalRoomListSchema.parse((await call('GET', `/api/admin/rooms/${room.id}/physical-rooms`)).json());
    const dup = await call('POST', `/api/admin/rooms/${room.id}/physical-rooms`, { number: `${p}1` });
    expect({ status: dup.statusCode, body: dup.json() }).toEqual({
      status: 409,
      body: { code: 'ROOM_NUMBER_TAKEN', message: `Room ${p}1 already exists` },
    });
    const renumber = await call('PATCH', `/api/admin/physical-rooms/${second._id}`, { number: first.number });
    expect(renumber.json()).toEqual({ code: 'ROOM_NUMBER_TAKEN', message: `Room ${p}1 already exists` });
    expect((await call('POST', `/api/admin/rooms/${room.id}/physical-rooms`, { number: '   ' })).statusCode).toBe(400);
    expect((await call('POST', `/api/admin/rooms/${room.id}/physical-rooms`, { number: '12345678901' })).statusCode).toBe(400);
    expect((await call('PATCH', `/api/admin/physical-rooms/${second._id}`, {})).statusCode).toBe(400);
    expect(await numbersOf(room.id)).toEqual([`${p}1`, `${p}2`]);
  });

  it("keeps a type's last room in service", async () => {
    const p = prefix();
    const room = await createRoom(t.app, admin.id, { roomNumbers: [`${p}1`] });
    const [only] = physicalRoomListSchema.parse((await call('GET', `/api/admin/rooms/${room.id}/physical-rooms`)).json());
    const res = await call('DELETE', `/api/admin/physical-rooms/${only._id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'LAST_ROOM_IN_SERVICE' });
    expect(res.json().message).toContain(`Room ${p}1`);
  });

  it('refuses to retire a room with upcoming paid stays or live holds, naming them; past and cancelled stays do not count', async () => {
    const p = prefix();
    const room = await createRoom(t.app, admin.id, { roomNumbers: [`${p}1`, `${p}2`] });
    const [first] = physicalRoomListSchema.parse((await call('GET', `/api/admin/rooms/${room.id}/physical-rooms`)).json());
    const base = { roomId: room.id, userId: guest.id, physicalRoomId: first._id };
    await createBooking(t.app, { ...base, startDate: addDays(today(), -5), endDate: addDays(today(), -3) });
    await createBooking(t.app, { ...base, startDate: addDays(today(), 1), endDate: addDays(today(), 2), status: 'cancelled' });
    const held = await createBooking(t.app, {
      ...base,
      startDate: addDays(today(), 3),
      endDate: addDays(today(), 4),
      status: 'held',
      holdExpiresAt: new Date(Date.now() + 600_000),
    });
    const paid = await createBooking(t.app, { ...base, startDate: addDays(today(), 10), endDate: addDays(today(), 12) });

    const res = await call('DELETE', `/api/admin/physical-rooms/${first._id}`);
    expect(res.statusCode).toBe(409);
    const { code, message } = res.json();
    expect(code).toBe('PHYSICAL_ROOM_HAS_STAYS');
    expect(message).toBe(
      `Room ${p}1 has upcoming stays: ${dates(3, 4)} (booking ${held.id.slice(0, 8)}, Rahim Uddin, payment in progress), ` +
        `${dates(10, 12)} (booking ${paid.id.slice(0, 8)}, Rahim Uddin)`,
    );
    expect(await numbersOf(room.id)).toEqual([`${p}1`, `${p}2`]);
  });

  it('answers 404 for an unknown or archived type and is for admins only', async () => {
    const room = await createRoom(t.app, admin.id, { roomNumbers: [`${prefix()}1`] });
    expect((await call('GET', '/api/admin/rooms/not-an-id/physical-rooms')).statusCode).toBe(404);
    expect((await call('POST', `/api/admin/rooms/${crypto.randomUUID()}/physical-rooms`, { number: 'Z1' })).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/rooms/${room.id}/physical-rooms`, undefined, null)).statusCode).toBe(401);
    expect((await call('GET', `/api/admin/rooms/${room.id}/physical-rooms`, undefined, guest.cookie)).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/rooms/${room.id}/physical-rooms`, { number: 'Z1' }, guest.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/physical-rooms/${crypto.randomUUID()}`, undefined, guest.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/physical-rooms', undefined, guest.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/rooms/${room.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/admin/rooms/${room.id}/physical-rooms`)).statusCode).toBe(404);
  });
});
