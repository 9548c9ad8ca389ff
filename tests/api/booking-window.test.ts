/**
 * Issue #9: a check-in in the year 9999 was accepted by bookings and the room search. Stays may
 * now start at most BOOKING_WINDOW_DAYS (default 730) days after the hotel's today; holds and
 * GET /api/all-rooms refuse later ones with 400 INVALID_DATES naming the last day, and
 * GET /api/booking-limits tells the date panel the window. This app runs with a 30-day window.
 */
import { describe, expect, it } from 'vitest';
import { buildConfig } from '#server/config.ts';
import { readEnv } from '#server/env.ts';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { checkInTooFarMessage, DEFAULT_BOOKING_WINDOW_DAYS } from '#shared/domain/stay-dates.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { snapshotRows } from '#tests/helpers/db-snapshot.ts';
import { day } from '#tests/helpers/payment-flow.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import type { TestUser } from '#tests/factories/users.ts';

const WINDOW = 30;
let t: TestApp;
let admin: TestUser;
let guest: TestUser;
useAppWithUsers((s) => ({ t, admin, guest } = s), { overrides: { bookingWindowDays: WINDOW } });

const tooFar = () => checkInTooFarMessage(todayInHotel(new Date(), t.config.hotelTimeZone), WINDOW);

function addBooking(roomId: string, startDate: string, endDate: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/add-bookings',
    headers: { cookie: guest.cookie },
    payload: { roomId, startDate, endDate },
  });
}

describe('BOOKING_WINDOW_DAYS', () => {
  it(`defaults to ${DEFAULT_BOOKING_WINDOW_DAYS} days (2 years) and takes 1 to 3650`, () => {
    const config = (env: Record<string, string>) => buildConfig(readEnv({ DATA_DIR: 'memory://', ...env }));
    expect(config({}).bookingWindowDays).toBe(730);
    expect(config({ BOOKING_WINDOW_DAYS: '90' }).bookingWindowDays).toBe(90);
    for (const bad of ['0', '3651', '2.5', 'soon']) {
      expect(() => readEnv({ BOOKING_WINDOW_DAYS: bad }), bad).toThrow(/BOOKING_WINDOW_DAYS/);
    }
  });

  it('is told to the date panel by GET /api/booking-limits', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/booking-limits' });
    expect(response.json()).toMatchObject({ bookingWindowDays: WINDOW });
  });
});

describe('POST /api/add-bookings', () => {
  it('refuses a check-in in the year 9999 or one day past the window, holding nothing', async () => {
    const room = await createRoom(t.app, admin.id);
    for (const [startDate, endDate] of [
      ['9999-01-01', '9999-01-03'],
      [day(WINDOW + 1), day(WINDOW + 2)],
    ]) {
      const before = await snapshotRows(t.app);
      const response = await addBooking(room.id, startDate, endDate);
      expect(response.statusCode, startDate).toBe(400);
      expect(response.json()).toEqual({ message: tooFar(), code: 'INVALID_DATES' });
      expect(await snapshotRows(t.app)).toBe(before);
    }
  });

  it('holds a stay starting on the last day of the window', async () => {
    const room = await createRoom(t.app, admin.id);
    const response = await addBooking(room.id, day(WINDOW), day(WINDOW + 2));
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('GET /api/all-rooms?checkIn=', () => {
  it('refuses a search starting past the window with the same message', async () => {
    for (const [checkIn, checkOut] of [
      ['9999-01-01', '9999-01-03'],
      [day(WINDOW + 1), day(WINDOW + 3)],
    ]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/all-rooms?checkIn=${checkIn}&checkOut=${checkOut}` });
      expect(response.statusCode, checkIn).toBe(400);
      expect(response.json()).toEqual({ message: tooFar(), code: 'INVALID_DATES' });
    }
  });

  it('searches stays starting on the last day of the window', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/all-rooms?checkIn=${day(WINDOW)}&checkOut=${day(WINDOW + 1)}` });
    expect(response.statusCode, response.body).toBe(200);
  });
});
