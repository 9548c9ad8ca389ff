import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '#shared/messages.ts';
import { bookings, payments } from '#server/db/schema.ts';
import { checkoutEventsAfter, lastEventId } from '#tests/helpers/domain-events.ts';
import { GatewayError } from '#server/plugins/gateway/types.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';
import { day } from '#tests/helpers/payment-flow.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;

useAppWithUsers((s) => ({ t, admin, guest } = s));

function book(user: TestUser | null, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/add-bookings?prevUrl=http%3A%2F%2Fevil.example%2F',
    headers: user ? { cookie: user.cookie } : {},
    payload: body,
  });
}

describe('POST /api/add-bookings', () => {
  it('refuses anonymous callers and a userId that is not the caller', async () => {
    const room = await createRoom(t.app, admin.id);
    expect((await book(null, { roomId: room.id, startDate: day(3), endDate: day(4) })).statusCode).toBe(401);
    const res = await book(guest, { roomId: room.id, startDate: day(3), endDate: day(4), userId: admin.id });
    expect(res.statusCode).toBe(403);
    expect(await t.app.db.select().from(bookings).where(eq(bookings.roomId, room.id))).toHaveLength(0);
  });

  it('holds the room, computes nights and price on the server, ignoring a browser price', async () => {
    const room = await createRoom(t.app, admin.id, { priceBdt: 2750.5 });
    const res = await book(guest, { roomId: room.id, startDate: day(10), endDate: day(13), userId: guest.id, price: 1 });
    expect(res.statusCode).toBe(200);
    const { url, tranId } = res.json() as { url: string; tranId: string };
    expect(url.startsWith(`${t.baseUrl}/sandbox-gateway/`)).toBe(true);
    const [b] = await t.app.db.select().from(bookings).where(eq(bookings.tranId, tranId));
    expect(b).toMatchObject({ status: 'held', nights: 3, pricePerNightPoisha: 275050, pricePoisha: 825150, userId: guest.id });
    const holdMs = b.holdExpiresAt!.getTime() - Date.now();
    expect(holdMs).toBeGreaterThan(14 * 60_000);
    expect(holdMs).toBeLessThanOrEqual(15 * 60_000);
    const [p] = await t.app.db.select().from(payments).where(eq(payments.tranId, tranId));
    expect(p).toMatchObject({ status: 'pending', amountPoisha: 825150, bookingId: b.id, gatewayMode: 'builtin' });
  });

  it('re-checks the date rules of docs/product/rules.md#dates with their messages', async () => {
    const room = await createRoom(t.app, admin.id);
    const cases: Array<[string, string, string]> = [
      [day(-1), day(2), messages.datePast],
      [day(5), day(5), messages.dateCheckIn],
      [day(6), day(5), messages.dateCheckIn],
    ];
    for (const [startDate, endDate, message] of cases) {
      const res = await book(guest, { roomId: room.id, startDate, endDate });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message, code: 'INVALID_DATES' });
    }
    expect((await book(guest, { roomId: room.id, startDate: '2026-02-30', endDate: day(5) })).statusCode).toBe(400);
    expect((await book(guest, { roomId: room.id, startDate: day(1), endDate: day(200) })).statusCode).toBe(400);
    expect((await book(guest, { roomId: '00000000-0000-0000-0000-000000000000', startDate: day(1), endDate: day(2) })).statusCode).toBe(
      404,
    );
    expect(await t.app.db.select().from(bookings).where(eq(bookings.roomId, room.id))).toHaveLength(0);
  });

  it('refuses overlaps including shared edge days and containment, allows the next free day', async () => {
    const room = await createRoom(t.app, admin.id);
    const other = await createUser(t.app);
    expect((await book(guest, { roomId: room.id, startDate: day(20), endDate: day(23) })).statusCode).toBe(200);
    for (const [s, e] of [
      [day(23), day(25)],
      [day(18), day(20)],
      [day(21), day(22)],
      [day(19), day(24)],
    ]) {
      const res = await book(other, { roomId: room.id, startDate: s, endDate: e });
      expect(res.statusCode, `${s}..${e}`).toBe(409);
      expect(res.json()).toEqual({ message: messages.datesUnavailable, code: 'DATES_UNAVAILABLE' });
    }
    expect((await book(other, { roomId: room.id, startDate: day(24), endDate: day(25) })).statusCode).toBe(200);
  });

  it('lets a guest who went Back from the gateway book again: their own overlapping hold is replaced', async () => {
    const room = await createRoom(t.app, admin.id);
    const other = await createUser(t.app);
    const first = (await book(guest, { roomId: room.id, startDate: day(60), endDate: day(62) })).json() as { tranId: string };
    const same = await book(guest, { roomId: room.id, startDate: day(60), endDate: day(62) });
    expect(same.statusCode).toBe(200);
    const changed = await book(guest, { roomId: room.id, startDate: day(61), endDate: day(64) });
    expect(changed.statusCode).toBe(200);
    const { tranId: lastTranId } = changed.json() as { tranId: string };

    const rows = await t.app.db.select().from(bookings).where(eq(bookings.roomId, room.id));
    expect(rows.filter((b) => b.status === 'held').map((b) => b.tranId)).toEqual([lastTranId]);
    expect(rows.find((b) => b.tranId === first.tranId)).toMatchObject({ status: 'expired', holdExpiresAt: null });
    // The replaced holds' payments wait for the gateway's word (the job fails them if unpaid).
    const [oldPayment] = await t.app.db.select().from(payments).where(eq(payments.tranId, first.tranId));
    expect(oldPayment.status).toBe('pending');
    // Everyone else is still kept off the held dates.
    expect((await book(other, { roomId: room.id, startDate: day(60), endDate: day(61) })).statusCode).toBe(409);
  });

  it("ends, before a new hold, the room's lapsed holds (hold-expired) and the guest's own overlapping ones (rebooked), and nothing else", async () => {
    const room = await createRoom(t.app, admin.id);
    const other = await createUser(t.app);
    const hold = async (user: TestUser, from: number, to: number) =>
      ((await book(user, { roomId: room.id, startDate: day(from), endDate: day(to) })).json() as { tranId: string }).tranId;
    const lapsed = await hold(other, 100, 102);
    const othersLive = await hold(other, 110, 112);
    const ownOverlapping = await hold(guest, 120, 122);
    const ownElsewhere = await hold(guest, 130, 132);
    // Lapsed only now: any earlier hold of the room would have ended it already.
    await t.app.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.tranId, lapsed));
    const before = await lastEventId(t.app);
    const latest = await hold(guest, 121, 124);
    const events = await checkoutEventsAfter(t.app, before);

    const statusOf = async (tranId: string) => (await t.app.db.select().from(bookings).where(eq(bookings.tranId, tranId)))[0].status;
    expect(await statusOf(lapsed)).toBe('expired');
    expect(await statusOf(ownOverlapping)).toBe('expired');
    expect([await statusOf(othersLive), await statusOf(ownElsewhere), await statusOf(latest)]).toEqual(['held', 'held', 'held']);
    expect(events.map((e) => [e.type, e.tranId, 'by' in e ? e.by : undefined])).toEqual([
      ['hold-expired', lapsed, undefined],
      ['hold-released', ownOverlapping, 'rebooked'],
      ['booking-held', latest, undefined],
    ]);
  });

  it("never releases a guest's paid stay or another room's hold", async () => {
    const room = await createRoom(t.app, admin.id);
    const otherRoom = await createRoom(t.app, admin.id);
    const paid = (await book(guest, { roomId: room.id, startDate: day(70), endDate: day(72) })).json() as { tranId: string };
    await t.app.db.update(bookings).set({ status: 'paid', holdExpiresAt: null }).where(eq(bookings.tranId, paid.tranId));
    const elsewhere = (await book(guest, { roomId: otherRoom.id, startDate: day(70), endDate: day(72) })).json() as { tranId: string };

    expect((await book(guest, { roomId: room.id, startDate: day(71), endDate: day(73) })).statusCode).toBe(409);
    const [kept] = await t.app.db.select().from(bookings).where(eq(bookings.tranId, paid.tranId));
    expect(kept.status).toBe('paid');
    const [otherHold] = await t.app.db.select().from(bookings).where(eq(bookings.tranId, elsewhere.tranId));
    expect(otherHold.status).toBe('held');
  });

  it('answers 502 and releases the hold when the gateway cannot open a session', async () => {
    const room = await createRoom(t.app, admin.id);
    const spy = vi.spyOn(t.app.gateway, 'initSession').mockRejectedValueOnce(new GatewayError('SSLCommerz unreachable (session)'));
    const res = await book(guest, { roomId: room.id, startDate: day(80), endDate: day(81) });
    spy.mockRestore();
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      message: 'The payment gateway is not available right now. Please try again.',
      code: 'GATEWAY_UNAVAILABLE',
    });
    const [b] = await t.app.db.select().from(bookings).where(eq(bookings.roomId, room.id));
    expect(b).toMatchObject({ status: 'expired', holdExpiresAt: null });
    const [p] = await t.app.db.select().from(payments).where(eq(payments.bookingId, b.id));
    expect(p.status).toBe('failed');
    expect((await book(guest, { roomId: room.id, startDate: day(80), endDate: day(81) })).statusCode).toBe(200);
  });

  it('lets an expired hold stop blocking its dates', async () => {
    const room = await createRoom(t.app, admin.id);
    const first = await book(guest, { roomId: room.id, startDate: day(30), endDate: day(32) });
    const { tranId } = first.json() as { tranId: string };
    await t.app.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.tranId, tranId));
    const reservations = await t.app.inject({ method: 'GET', url: `/api/reservation-data/${room.id}`, headers: { cookie: guest.cookie } });
    expect(reservations.json()).toEqual([]);
    const second = await book(admin, { roomId: room.id, startDate: day(31), endDate: day(33) });
    expect(second.statusCode).toBe(200);
    const [old] = await t.app.db.select().from(bookings).where(eq(bookings.tranId, tranId));
    expect(old.status).toBe('expired');
  });

  it('200 concurrent requests for overlapping dates of one room yield exactly one hold', async () => {
    const room = await createRoom(t.app, admin.id);
    const users = await Promise.all(Array.from({ length: 10 }, () => createUser(t.app)));
    const results = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        book(users[i % users.length], { roomId: room.id, startDate: day(40 + (i % 3)), endDate: day(44) }),
      ),
    );
    const held = await t.app.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.roomId, room.id), eq(bookings.status, 'held')));
    expect(held).toHaveLength(1);
    // The first guest to get the room may replace their own hold (Back and book again); every
    // other guest is refused.
    const winner = users.findIndex((u) => u.id === held[0].userId);
    results.forEach((r, i) => {
      expect(r.statusCode, `request ${i}`).toBe(i % users.length === winner ? 200 : 409);
    });
  }, 120_000);
});

describe('reading bookings', () => {
  it('reservation-data lists live holds; my-bookings and booking-details are owner-only', async () => {
    const room = await createRoom(t.app, admin.id, { title: 'Owned Room' });
    const other = await createUser(t.app);
    const res = await book(guest, { roomId: room.id, startDate: day(50), endDate: day(52) });
    const { tranId } = res.json() as { tranId: string };
    const [b] = await t.app.db.select().from(bookings).where(eq(bookings.tranId, tranId));

    const reservations = await t.app.inject({ method: 'GET', url: `/api/reservation-data/${room.id}`, headers: { cookie: other.cookie } });
    expect(reservations.json()).toEqual([{ _id: b.id, startDate: day(50), endDate: day(52), c_status: null, isOwn: false }]);
    // The guest's own live hold does not block them (booking again replaces it); once paid it does.
    const ownView = () => t.app.inject({ method: 'GET', url: `/api/reservation-data/${room.id}`, headers: { cookie: guest.cookie } });
    expect((await ownView()).json()).toEqual([]);
    await t.app.db.update(bookings).set({ status: 'paid', holdExpiresAt: null }).where(eq(bookings.id, b.id));
    // Issue 24: the guest's own stay is marked as theirs, and the answer is never cached publicly.
    expect((await ownView()).json()).toEqual([{ _id: b.id, startDate: day(50), endDate: day(52), c_status: null, isOwn: true }]);
    expect((await ownView()).headers['cache-control']).toBe('private, no-store');
    expect(reservations.headers['cache-control']).toBe('private, no-store');
    await t.app.db.update(bookings).set({ status: 'held', holdExpiresAt: b.holdExpiresAt }).where(eq(bookings.id, b.id));

    const mine = await t.app.inject({ method: 'GET', url: `/api/my-bookings/${guest.id}`, headers: { cookie: guest.cookie } });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          _id: b.id,
          room: expect.objectContaining({ title: 'Owned Room' }),
          status: 'held',
          nights: 2,
          enjoyed: false,
          c_req: false,
          // Issue #12: the card counts down to the hold's end.
          holdExpiresAt: b.holdExpiresAt!.toISOString(),
        }),
      ]),
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/my-bookings/${guest.id}`, headers: { cookie: other.cookie } })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/my-bookings/${guest.id}` })).statusCode).toBe(401);

    expect(
      (await t.app.inject({ method: 'GET', url: `/api/booking-details/${b.id}`, headers: { cookie: guest.cookie } })).json()[0]._id,
    ).toBe(b.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/booking-details/${b.id}`, headers: { cookie: other.cookie } })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: `/api/booking-details/${b.id}` })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: `/api/booking-details/${b.id}`, headers: { cookie: admin.cookie } })).statusCode).toBe(
      200,
    );
  });
});
