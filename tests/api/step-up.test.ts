/**
 * Step-up (issue 29, decision 031): a route that gives money back needs the session's second
 * factor checked within STEP_UP_MINUTES. A fresh check (the two-factor sign-in, or POST
 * /api/step-up) lets the refund through; a stale one answers 403 STEP_UP_REQUIRED and changes
 * nothing; a wrong code is refused. A user without a second factor (optional mode) passes.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, payments, refunds, session } from '#server/db/schema.ts';
import type { TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createBooking } from '#tests/factories/bookings.ts';
import { createPayment } from '#tests/factories/payments.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, signIn, type TestUser } from '#tests/factories/users.ts';
import { day } from '#tests/helpers/payment-flow.ts';
import { codeFor, enrol, passwordStep, postAuth } from '#tests/helpers/two-factor.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;
useAppWithUsers((s) => ({ t, admin, guest } = s));

/** A 2-night stay that began yesterday, paid in cash at the desk: a no-show refunds one night by hand. */
async function noShowCandidate() {
  const room = await createRoom(t.app, admin.id, { priceBdt: 5000 });
  const booking = await createBooking(t.app, {
    roomId: room.id,
    userId: guest.id,
    startDate: day(-1),
    endDate: day(1),
    nights: 2,
    pricePerNightPoisha: 500_000,
  });
  await createPayment(t.app, booking, { method: 'cash', gatewayMode: 'desk', valId: null });
  return booking.id;
}

const markNoShow = (id: string, cookie: string) =>
  t.app.inject({ method: 'POST', url: `/api/admin/bookings/${id}/no-show`, headers: { cookie }, payload: { refundWay: 'cash' } });
const stepUp = (cookie: string, code: string) =>
  t.app.inject({ method: 'POST', url: '/api/step-up', headers: { cookie }, payload: { code } });
const statusOf = async (id: string) => (await t.app.db.select().from(bookings).where(eq(bookings.id, id)))[0].status;
const refundsOf = async (id: string) => {
  const [payment] = await t.app.db.select().from(payments).where(eq(payments.bookingId, id));
  return t.app.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
};

/** Makes every session of `userId` look as if its second factor was checked `minutes` ago. */
const ageCheck = (userId: string, minutes: number) =>
  t.app.db
    .update(session)
    .set({ secondFactorAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(session.userId, userId));

/** A new owner with an authenticator, signed in with password + code: the session's check is fresh. */
async function enrolledOwner() {
  const owner = await createUser(t.app, { role: 'admin' });
  const { secret } = await enrol(t, owner);
  const pending = await passwordStep(t, owner);
  const signedIn = await postAuth(t, '/two-factor/verify-totp', pending.cookie, { code: await codeFor(secret) });
  if (signedIn.statusCode !== 200) throw new Error('two-factor sign-in failed');
  return { owner, secret, cookie: signedIn.cookie };
}

describe('step-up on a refund', () => {
  it('lets a fresh second factor through: the two-factor sign-in stamps the session', async () => {
    const { owner, cookie } = await enrolledOwner();
    const [row] = await t.app.db.select().from(session).where(eq(session.userId, owner.id));
    expect(row.secondFactorAt).toBeInstanceOf(Date);
    const id = await noShowCandidate();
    const res = await markNoShow(id, cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(await statusOf(id)).toBe('no_show');
  });

  it('refuses a stale check with STEP_UP_REQUIRED and changes nothing; a code at /api/step-up lets the retry through', async () => {
    const { owner, secret, cookie } = await enrolledOwner();
    await ageCheck(owner.id, 16);
    const id = await noShowCandidate();
    const refused = await markNoShow(id, cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ code: 'STEP_UP_REQUIRED', message: 'Confirm it is you: enter the code from your authenticator app' });
    expect(await statusOf(id)).toBe('paid');
    expect(await refundsOf(id)).toHaveLength(0);

    const confirmed = await stepUp(cookie, await codeFor(secret));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect((await markNoShow(id, cookie)).statusCode).toBe(200);
    expect(await refundsOf(id)).toHaveLength(1);
  });

  it('still trusts a check just inside STEP_UP_MINUTES', async () => {
    const { owner, cookie } = await enrolledOwner();
    await ageCheck(owner.id, 14);
    const id = await noShowCandidate();
    expect((await markNoShow(id, cookie)).statusCode).toBe(200);
  });

  it('asks a session that never checked a code (signed in before enrolment)', async () => {
    const owner = await createUser(t.app, { role: 'admin' });
    const before = await signIn(t.app, owner);
    await enrol(t, owner);
    const id = await noShowCandidate();
    expect((await markNoShow(id, before)).json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    expect(await statusOf(id)).toBe('paid');
  });

  it('refuses a wrong code at /api/step-up (400), and the refund stays refused', async () => {
    const { owner, secret, cookie } = await enrolledOwner();
    await ageCheck(owner.id, 60);
    const right = await codeFor(secret);
    const wrong = await stepUp(cookie, right === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'INVALID_TWO_FACTOR_CODE' });
    const id = await noShowCandidate();
    expect((await markNoShow(id, cookie)).json()).toMatchObject({ code: 'STEP_UP_REQUIRED' });
    expect(await statusOf(id)).toBe('paid');
  });

  it('accepts a backup code once', async () => {
    const owner = await createUser(t.app, { role: 'admin' });
    const { backupCodes, cookie } = await enrol(t, owner);
    await ageCheck(owner.id, 60);
    expect((await stepUp(cookie, backupCodes[0])).statusCode).toBe(200);
    expect((await markNoShow(await noShowCandidate(), cookie)).statusCode).toBe(200);
    await ageCheck(owner.id, 60);
    expect((await stepUp(cookie, backupCodes[0])).json()).toMatchObject({ code: 'INVALID_TWO_FACTOR_CODE' });
  });

  it('limits wrong codes per user: after five, even the right code waits (429)', async () => {
    const { owner, secret, cookie } = await enrolledOwner();
    await ageCheck(owner.id, 60);
    const right = await codeFor(secret);
    const wrong = right === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) expect((await stepUp(cookie, wrong)).statusCode).toBe(400);
    expect((await stepUp(cookie, right)).json()).toMatchObject({ code: 'RATE_LIMITED' });
  });

  it('lets a user without a second factor through (STAFF_TWO_FACTOR=optional)', async () => {
    const id = await noShowCandidate();
    expect((await markNoShow(id, admin.cookie)).statusCode).toBe(200);
  });

  it('declares step-up on every route that gives money back', () => {
    for (const url of [
      '/api/approve-cancelation/:bookingId/:transactionId/:adminId/:requestId',
      '/api/admin/bookings/:id/no-show',
      '/api/admin/bookings/:id/change-stay',
      '/api/admin/bookings/:id/staff-cancel',
    ]) {
      expect(t.app.hasRoute({ method: 'POST', url }), url).toBe(true);
      expect(t.app.stepUpRoutes, url).toContain(`POST ${url}`);
    }
  });
});
