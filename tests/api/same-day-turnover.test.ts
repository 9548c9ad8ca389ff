/**
 * Same-day turnover as a hotel setting (issue #12; HOTEL_SAME_DAY_TURNOVER,
 * docs/product/rules.md#availability): with it on, one guest's check-out day can be the next
 * guest's check-in day in the constraint, the API and the search; switching it off brings the
 * stricter rule back for stays still to come, and refuses to start while such stays meet.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { applyOverlapRule } from '#server/db/overlap-rule.ts';
import { bookings } from '#server/db/schema.ts';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { createBooking } from '#tests/factories/bookings.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';
import { payForStay } from '#tests/helpers/paid-stays.ts';
import { day } from '#tests/helpers/payment-flow.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
useAppWithUsers((s) => ({ t, admin, guest } = s), { overrides: { isSameDayTurnover: true } });

const addBooking = (cookie: string, roomId: string, startDate: string, endDate: string) =>
  t.app.inject({ method: 'POST', url: '/api/add-bookings', headers: { cookie }, payload: { roomId, startDate, endDate } });

async function searchTitles(checkIn: string, checkOut: string): Promise<string[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api/all-rooms?checkIn=${checkIn}&checkOut=${checkOut}` });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as Array<{ title: string }>).map((r) => r.title);
}

async function constraintDefinition(): Promise<string> {
  const { rows } = await t.app.db.execute<{ def: string }>(
    sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = 'bookings_no_overlap'`,
  );
  return rows[0].def;
}

describe('with HOTEL_SAME_DAY_TURNOVER=true', () => {
  it('tells the date panel, and lets the next guest check in on the day the last one checks out', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/booking-limits' })).json()).toMatchObject({ isSameDayTurnover: true });
    const room = await createRoom(t.app, admin.id, { title: 'Turnover Twin' });
    await payForStay(t, guest.cookie, room.id, day(10), day(12));
    const next = await createUser(t.app, { name: 'Next Guest' });
    const before = await createUser(t.app, { name: 'Earlier Guest' });

    expect((await addBooking(next.cookie, room.id, day(12), day(14))).statusCode).toBe(200);
    expect((await addBooking(before.cookie, room.id, day(8), day(10))).statusCode).toBe(200);
    // A shared night is still a double booking.
    const clash = await addBooking((await createUser(t.app)).cookie, room.id, day(11), day(13));
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toMatchObject({ message: 'Sorry! Selected dates are not available' });
  });

  it('lists a room for a stay that starts on its last guest’s check-out day or ends on the next one’s check-in day', async () => {
    const room = await createRoom(t.app, admin.id, { title: 'Turnover Search' });
    await payForStay(t, guest.cookie, room.id, day(30), day(33));
    expect(await searchTitles(day(33), day(35))).toContain('Turnover Search');
    expect(await searchTitles(day(28), day(30))).toContain('Turnover Search');
    expect(await searchTitles(day(32), day(34))).not.toContain('Turnover Search');
    expect(await searchTitles(day(29), day(31))).not.toContain('Turnover Search');
  });
});

describe('switching it off', () => {
  it('refuses to start while stays still to come meet on a check-out/check-in day, changing nothing', async () => {
    const room = await createRoom(t.app, admin.id);
    await payForStay(t, guest.cookie, room.id, day(40), day(42));
    await payForStay(t, (await createUser(t.app)).cookie, room.id, day(42), day(44));
    const before = await constraintDefinition();
    // This pair, and the two of the first test (8→10→12→14).

    const strict = { ...t.config, isSameDayTurnover: false };
    await expect(buildApp(strict, { dbHandle: { ...t.app.dbHandle, close: async () => {} }, logger: false })).rejects.toThrow(
      /^HOTEL_SAME_DAY_TURNOVER=false conflicts with 3 booked stay\(s\) that begin on the day another stay of the same room ends/,
    );
    expect(await constraintDefinition()).toBe(before);
    expect(before).toContain(`'[)'`);
  });

  it('brings edge days back for stays to come, while back-to-back stays of the past stay as they were', async () => {
    // Only past back-to-back stays are left: earlier tests' future ones are cancelled.
    await t.app.db
      .update(bookings)
      .set({ cStatus: 'approved' })
      .where(sql`${bookings.endDate} >= ${day(0)}::date`);
    const room = await createRoom(t.app, admin.id, { title: 'Back To Strict' });
    const past = (n: number) => day(-n);
    const stay = { roomId: room.id, userId: guest.id, nights: 2 };
    await createBooking(t.app, { ...stay, startDate: past(10), endDate: past(8), tranId: 'PAST-A' });
    await createBooking(t.app, { ...stay, startDate: past(8), endDate: past(6), tranId: 'PAST-B' });

    await applyOverlapRule(t.app.db, false, todayInHotel(new Date(), t.config.hotelTimeZone));
    expect(await constraintDefinition()).toContain(`'[]'`);
    await payForStay(t, guest.cookie, room.id, day(50), day(52));
    const sameDay = await addBooking((await createUser(t.app)).cookie, room.id, day(52), day(54));
    expect(sameDay.statusCode).toBe(409);
    expect(
      await t.app.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(sql`${bookings.tranId} like 'PAST-%'`),
    ).toHaveLength(2);
  });
});
