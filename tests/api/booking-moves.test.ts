/**
 * Moving a booking (issue 27): GET /api/admin/bookings/{id}/move-options lists the free rooms of
 * its type and of same-price types; POST /api/admin/bookings/{id}/move gives a live booking
 * another free room (an upgrade keeps the price; room_id becomes the new type), refused when the
 * room is not free or the booking not live. The `booking-moved` event becomes an audit entry in
 * the hotel's words; the guest's booking shows the new room number.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { addDays } from '#shared/domain/nights.ts';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { auditLogPageSchema } from '#shared/schemas/audit-log.ts';
import { moveOptionsSchema } from '#shared/schemas/booking-moves.ts';
import { bookingListSchema } from '#shared/schemas/bookings.ts';
import { bookings, cancellationRequests, physicalRooms, roomBlocks } from '#server/db/schema.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { checkoutEventsAfter, lastEventId } from '#tests/helpers/domain-events.ts';
import { createBooking, type BookingValues } from '#tests/factories/bookings.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import type { TestUser } from '#tests/factories/users.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;

useAppWithUsers((s) => ({ t, admin, guest } = s));

const call = (method: 'GET' | 'POST', url: string, payload?: unknown, cookie: string | null = admin.cookie) =>
  t.app.inject({
    method,
    url,
    headers: { origin: t.baseUrl, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });
const day = (n: number) => addDays(todayInHotel(new Date(), t.app.config.hotelTimeZone), n);

/** A type with `count` rooms `<p>1…`; `id(n)` is room `<p>n`'s physical room id. */
async function roomType(count: number, priceBdt = 2500, title = 'Couple Deluxe') {
  const p = `M${randomBytes(2).toString('hex')}`;
  const room = await createRoom(t.app, admin.id, { title, priceBdt, roomNumbers: Array.from({ length: count }, (_, i) => `${p}${i + 1}`) });
  const rows = await t.app.db.select().from(physicalRooms).where(eq(physicalRooms.roomId, room.id));
  return { room, p, id: (n: number) => rows.find((r) => r.number === `${p}${n}`)!.id };
}

const stayIn = (roomId: string, physicalRoomId: string, from = 5, to = 7, extra: Partial<BookingValues> = {}) =>
  createBooking(t.app, {
    roomId,
    physicalRoomId,
    userId: guest.id,
    startDate: day(from),
    endDate: day(to),
    nights: to - from,
    pricePerNightPoisha: 250_000,
    ...extra,
  });

const move = (bookingId: string, physicalRoomId: string, cookie: string | null = admin.cookie) =>
  call('POST', `/api/admin/bookings/${bookingId}/move`, { physicalRoomId }, cookie);

describe('moving a booking', () => {
  it('lists free rooms of the type and of same-price types, and moves within the type; audited, the guest sees the number', async () => {
    const a = await roomType(3);
    const same = await roomType(1, 2500, 'Family Deluxe');
    const pricier = await roomType(1, 4000, 'Suite');
    const booking = await stayIn(a.room.id, a.id(1));
    await stayIn(a.room.id, a.id(2)); // room 2 is taken
    const options = moveOptionsSchema.parse((await call('GET', `/api/admin/bookings/${booking.id}/move-options`)).json());
    expect(options.currentNumber).toBe(`${a.p}1`);
    const numbers = options.options.map((o) => o.number);
    expect(numbers).toContain(`${a.p}3`);
    expect(numbers).toContain(`${same.p}1`);
    expect(numbers).not.toContain(`${a.p}1`);
    expect(numbers).not.toContain(`${a.p}2`);
    expect(numbers).not.toContain(`${pricier.p}1`);
    expect(options.options.find((o) => o.number === `${a.p}3`)).toMatchObject({ isSameType: true, roomId: a.room.id });
    expect(options.options.find((o) => o.number === `${same.p}1`)).toMatchObject({ isSameType: false, roomTitle: 'Family Deluxe' });

    const before = await lastEventId(t.app);
    const res = await move(booking.id, a.id(3));
    expect({ status: res.statusCode, body: res.json() }).toEqual({
      status: 200,
      body: { message: `Moved from room ${a.p}1 to room ${a.p}3`, roomNumber: `${a.p}3`, roomId: a.room.id },
    });
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ physicalRoomId: a.id(3), roomId: a.room.id, status: 'paid', pricePoisha: booking.pricePoisha });
    const events = await checkoutEventsAfter(t.app, before);
    expect(events.map((e) => e.type)).toEqual(['booking-moved']);

    await t.app.backgroundTasks.settled();
    const audit = auditLogPageSchema.parse((await call('GET', `/api/admin/audit-log?objectType=booking&objectId=${booking.id}`)).json());
    expect(audit.items[0]).toMatchObject({
      action: 'booking.moved',
      actor: admin.id,
      before: { room: `${a.p}1` },
      after: { room: `${a.p}3`, summary: `Moved booking ${booking.id.slice(0, 8)} from room ${a.p}1 to ${a.p}3` },
    });

    const mine = bookingListSchema.parse((await call('GET', `/api/my-bookings/${guest.id}`, undefined, guest.cookie)).json());
    expect(mine.find((b) => b._id === booking.id)?.roomNumber).toBe(`${a.p}3`);
    const details = bookingListSchema.parse((await call('GET', `/api/booking-details/${booking.id}`, undefined, guest.cookie)).json());
    expect(details[0].roomNumber).toBe(`${a.p}3`);
  });

  it('upgrades to another type at the same price, keeping the price; refuses a type at another price', async () => {
    const a = await roomType(1);
    const same = await roomType(1, 2500, 'Family Deluxe');
    const pricier = await roomType(1, 4000, 'Suite');
    const booking = await stayIn(a.room.id, a.id(1));
    const refused = await move(booking.id, pricier.id(1));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toContain('another price');

    const res = await move(booking.id, same.id(1));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ roomId: same.room.id, roomNumber: `${same.p}1` });
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({
      roomId: same.room.id,
      physicalRoomId: same.id(1),
      pricePoisha: booking.pricePoisha,
      pricePerNightPoisha: 250_000,
    });
    // The original type's room is free again for those dates.
    const back = await stayIn(a.room.id, a.id(1));
    expect(back.physicalRoomId).toBe(a.id(1));
  });

  it('moves a pending cancellation request along with an upgrade (the admin list names the type the stay is in)', async () => {
    const a = await roomType(1);
    const same = await roomType(1, 2500, 'Family Deluxe');
    const booking = await stayIn(a.room.id, a.id(1), 9, 11, { cReq: true, cStatus: 'processing' });
    const [request] = await t.app.db
      .insert(cancellationRequests)
      .values({ bookingId: booking.id, userId: guest.id, roomId: a.room.id, reason: 'Plans changed' })
      .returning();
    expect((await move(booking.id, same.id(1))).statusCode).toBe(200);
    const [after] = await t.app.db.select().from(cancellationRequests).where(eq(cancellationRequests.id, request.id));
    expect(after.roomId).toBe(same.room.id);
  });

  it('refuses a room taken for the stay (by a stay, a live hold or a block), changing nothing', async () => {
    const a = await roomType(4);
    const booking = await stayIn(a.room.id, a.id(1), 5, 8);
    await stayIn(a.room.id, a.id(2), 7, 9);
    await stayIn(a.room.id, a.id(3), 3, 6, { status: 'held', holdExpiresAt: new Date(Date.now() + 600_000) });
    await t.app.db
      .insert(roomBlocks)
      .values({ physicalRoomId: a.id(4), startDate: day(6), endDate: day(7), kind: 'maintenance', reason: 'Paint', createdBy: admin.id });
    for (const n of [2, 3, 4]) {
      const res = await move(booking.id, a.id(n));
      expect({ status: res.statusCode, body: res.json() }).toEqual({
        status: 409,
        body: { code: 'ROOM_NOT_FREE', message: `Room ${a.p}${n} is not free for this stay` },
      });
    }
    expect((await move(booking.id, a.id(1))).statusCode).toBe(400);
    const [row] = await t.app.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row.physicalRoomId).toBe(a.id(1));
  });

  it('moves into a room whose only hold has lapsed (the hold is expired first)', async () => {
    const a = await roomType(2);
    const booking = await stayIn(a.room.id, a.id(1));
    const lapsed = await stayIn(a.room.id, a.id(2), 5, 7, { status: 'held', holdExpiresAt: new Date(Date.now() - 1000) });
    const res = await move(booking.id, a.id(2));
    expect(res.statusCode, res.body).toBe(200);
    const [old] = await t.app.db.select().from(bookings).where(eq(bookings.id, lapsed.id));
    expect(old.status).toBe('expired');
  });

  it('refuses a booking that is not live: expired, cancelled, lapsed hold, cancellation approved, stay over', async () => {
    const a = await roomType(2);
    const cases = [
      await stayIn(a.room.id, a.id(1), 5, 6, { status: 'expired' }),
      await stayIn(a.room.id, a.id(1), 5, 6, { status: 'cancelled' }),
      await stayIn(a.room.id, a.id(1), 5, 6, { status: 'held', holdExpiresAt: new Date(Date.now() - 1000) }),
      await stayIn(a.room.id, a.id(1), 10, 11, { cReq: true, cStatus: 'approved' }),
      await stayIn(a.room.id, a.id(1), -5, -3),
    ];
    for (const b of cases) {
      const res = await move(b.id, a.id(2));
      expect(res.statusCode, b.status).toBe(409);
      expect(res.json().code).toBe('BOOKING_NOT_LIVE');
      expect((await call('GET', `/api/admin/bookings/${b.id}/move-options`)).statusCode).toBe(409);
    }
    // A live hold moves.
    const held = await stayIn(a.room.id, a.id(1), 20, 21, { status: 'held', holdExpiresAt: new Date(Date.now() + 600_000) });
    expect((await move(held.id, a.id(2))).statusCode).toBe(200);
  });

  it('answers 404 for unknown bookings and rooms and is for admins only', async () => {
    const a = await roomType(2);
    const booking = await stayIn(a.room.id, a.id(1));
    expect((await move(crypto.randomUUID(), a.id(2))).statusCode).toBe(404);
    expect((await move('not-an-id', a.id(2))).statusCode).toBe(404);
    expect((await move(booking.id, crypto.randomUUID())).statusCode).toBe(404);
    expect((await move(booking.id, a.id(2), null)).statusCode).toBe(401);
    expect((await move(booking.id, a.id(2), guest.cookie)).statusCode).toBe(403);
    expect((await call('GET', `/api/admin/bookings/${booking.id}/move-options`, undefined, guest.cookie)).statusCode).toBe(403);
  });
});
