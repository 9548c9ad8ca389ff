/**
 * POST /api/rais-cancel (docs/product/rules.md#cancel-a-booking, issue #4 item 2) over a real app, with
 * bookings paid through the built-in sandbox.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { stayStartInstant } from '#shared/domain/cancellation-policy.ts';
import { messages } from '#shared/messages.ts';
import { raiseCancellation } from '#server/modules/cancellations/cancellations.service.ts';
import { bookings, cancellationRequests } from '#server/db/schema.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';
import { bookingOf, day, startBooking } from '#tests/helpers/payment-flow.ts';
import { payForStay, type PaidStay } from '#tests/helpers/paid-stays.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
let other: TestUser;
let roomId: string;
let nextStart = 10;

useAppWithUsers((s) => ({ t, admin, guest } = s));
beforeAll(async () => {
  other = await createUser(t.app);
  roomId = (await createRoom(t.app, admin.id)).id;
});

/** A fresh upcoming stay of `guest`, paid, starting `startIn` days from today (hotel time). */
async function paidStay(startIn?: number): Promise<PaidStay> {
  const start = startIn ?? (nextStart += 3);
  return payForStay(t, guest.cookie, roomId, day(start), day(start + 1));
}

function raise(cookie: string | null, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/rais-cancel',
    headers: { origin: t.baseUrl, ...(cookie ? { cookie } : {}) },
    payload: body,
  });
}

const bodyFor = (stay: PaidStay, overrides: Record<string, unknown> = {}) => ({
  userId: guest.id,
  roomId: stay.roomId,
  bookingId: stay.bookingId,
  reason: 'Plans changed',
  status: 'pending',
  ...overrides,
});

const requestsOf = (bookingId: string) => t.app.db.select().from(cancellationRequests).where(eq(cancellationRequests.bookingId, bookingId));

/** Asserts the booking and its requests are as they were before a refused call. */
async function expectUntouched(stay: PaidStay) {
  expect(await bookingOf(t, stay.tranId)).toMatchObject({ cReq: false, cStatus: null, status: 'paid' });
  expect(await requestsOf(stay.bookingId)).toHaveLength(0);
}

describe('POST /api/rais-cancel', () => {
  it('opens a request for the owner: booking flagged processing, request dated, in one go', async () => {
    const stay = await paidStay();
    const before = Date.now();
    const res = await raise(guest.cookie, bodyFor(stay, { reason: '  Family emergency  ', status: 'resolved' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: messages.cancelRequested });
    expect(await bookingOf(t, stay.tranId)).toMatchObject({ cReq: true, cStatus: 'processing', status: 'paid' });
    const [request] = await requestsOf(stay.bookingId);
    // The body's status is ignored; the reason is trimmed.
    expect(request).toMatchObject({
      userId: guest.id,
      roomId,
      reason: 'Family emergency',
      status: 'pending',
      decision: null,
      resolvedBy: null,
    });
    expect(request.date.getTime()).toBeGreaterThanOrEqual(before - 2000);
    expect(request.date.getTime()).toBeLessThanOrEqual(Date.now() + 2000);
  });

  it('refuses anonymous callers (401), other users (403) and a userId that is not the caller (403)', async () => {
    const stay = await paidStay();
    expect((await raise(null, bodyFor(stay))).statusCode).toBe(401);
    expect((await raise(other.cookie, bodyFor(stay, { userId: other.id }))).statusCode).toBe(403);
    expect((await raise(other.cookie, bodyFor(stay))).statusCode).toBe(403);
    expect((await raise(guest.cookie, bodyFor(stay, { userId: other.id }))).statusCode).toBe(403);
    await expectUntouched(stay);
  });

  it.each([
    ['blank', '   '],
    ['empty', ''],
    ['missing', undefined],
  ])('requires a reason (%s) with the SPEC text', async (_name, reason) => {
    const stay = await paidStay();
    const res = await raise(guest.cookie, bodyFor(stay, { reason }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.cancelReasonMissing, code: 'VALIDATION' });
    await expectUntouched(stay);
  });

  it('refuses a stay that starts tomorrow in hotel time (less than 24 hours) and accepts the day after', async () => {
    const tomorrow = await paidStay(1);
    const res = await raise(guest.cookie, bodyFor(tomorrow));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: messages.cancelTooLate, code: 'TOO_LATE' });
    await expectUntouched(tomorrow);

    const dayAfter = await paidStay(3);
    expect((await raise(guest.cookie, bodyFor(dayAfter))).statusCode).toBe(200);
  });

  it('draws the 24-hour line at 00:00 of the check-in day in hotel time: exactly 24 h is refused', async () => {
    const stay = await paidStay(5);
    const start = stayStartInstant(day(5), t.config.hotelTimeZone).getTime();
    const caller = { id: guest.id, email: guest.email, name: guest.name, role: 'guest' as const, hasTwoFactor: false };
    const body = { ...bodyFor(stay), reason: 'Edge' };
    for (const msBefore of [24 * 3_600_000, 24 * 3_600_000 - 60_000]) {
      await expect(raiseCancellation(t.app, caller, body, new Date(start - msBefore))).rejects.toMatchObject({
        status: 400,
        code: 'TOO_LATE',
      });
    }
    await expectUntouched(stay);
    await raiseCancellation(t.app, caller, body, new Date(start - 24 * 3_600_000 - 60_000));
    expect(await bookingOf(t, stay.tranId)).toMatchObject({ cReq: true, cStatus: 'processing' });
  });

  it('allows one open request per booking (409) and never re-raises a declined one', async () => {
    const stay = await paidStay();
    expect((await raise(guest.cookie, bodyFor(stay))).statusCode).toBe(200);
    const again = await raise(guest.cookie, bodyFor(stay, { reason: 'Again' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('REQUEST_OPEN');
    expect(await requestsOf(stay.bookingId)).toHaveLength(1);

    const [request] = await requestsOf(stay.bookingId);
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/decline-cancelation/${stay.bookingId}/${request.id}`,
      headers: { origin: t.baseUrl, cookie: admin.cookie },
    });
    expect(declined.statusCode).toBe(200);
    const reraised = await raise(guest.cookie, bodyFor(stay, { reason: 'Please reconsider' }));
    expect(reraised.statusCode).toBe(400);
    expect(reraised.json()).toEqual({ message: messages.alreadyDeclined, code: 'ALREADY_DECLINED' });
    expect(await requestsOf(stay.bookingId)).toHaveLength(1);
  });

  it('refuses concurrent duplicates: exactly one request is opened', async () => {
    const stay = await paidStay();
    const results = await Promise.all([1, 2, 3].map(() => raise(guest.cookie, bodyFor(stay))));
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await requestsOf(stay.bookingId)).toHaveLength(1);
  });

  it('refuses an already approved cancellation (409)', async () => {
    const stay = await paidStay();
    await t.app.db.update(bookings).set({ cReq: true, cStatus: 'approved' }).where(eq(bookings.id, stay.bookingId));
    const res = await raise(guest.cookie, bodyFor(stay));
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('ALREADY_CANCELLED');
    expect(await requestsOf(stay.bookingId)).toHaveLength(0);
  });

  it("refuses an unpaid booking, a room that is not the booking's, and unknown bookings", async () => {
    const held = await startBooking(t, guest.cookie, roomId, day(200), day(201));
    const heldBooking = await bookingOf(t, held.tranId);
    const unpaid = await raise(guest.cookie, { userId: guest.id, roomId, bookingId: heldBooking.id, reason: 'x' });
    expect(unpaid.statusCode).toBe(400);
    expect(unpaid.json().code).toBe('NOT_PAID');

    const stay = await paidStay();
    const otherRoom = await createRoom(t.app, admin.id);
    const mismatch = await raise(guest.cookie, bodyFor(stay, { roomId: otherRoom.id }));
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().code).toBe('IDS_MISMATCH');
    await expectUntouched(stay);

    expect((await raise(guest.cookie, bodyFor(stay, { bookingId: crypto.randomUUID() }))).statusCode).toBe(404);
    expect((await raise(guest.cookie, bodyFor(stay, { bookingId: 'not-a-uuid' }))).statusCode).toBe(404);
  });
});
