/**
 * The reconciliation job (plugins/jobs.ts; issue #4 item 4): confirms payments whose
 * callbacks never came, expires lapsed holds and fails their unpaid payments, and runs once
 * at a time across instances. Tests call runReconciliation directly with a later `now`.
 */
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { bookings } from '#server/db/schema.ts';
import { RECONCILE_LOCK_KEY, runReconciliation } from '#server/plugins/jobs.ts';
import { GatewayError } from '#server/plugins/gateway/types.ts';
import { buildTestApp, type TestApp } from '#tests/helpers/build-test-app.ts';
import { useAppWithUsers } from '#tests/helpers/app-with-users.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser, type TestUser } from '#tests/factories/users.ts';
import { bookingOf, day, paymentOf, pressOnGatewayPage, startBooking, waitUntil } from '#tests/helpers/payment-flow.ts';

let t: TestApp;
let admin: TestUser;
let guest: TestUser;

useAppWithUsers((s) => ({ t, admin, guest } = s));

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000);

/**
 * Books and pays on the sandbox page like a guest whose browser never returns and whose
 * IPN never arrives: the session is opened with an IPN address that answers 404.
 */
async function paidWithoutCallbacks(roomId: string, startDate: string, endDate: string) {
  const initSession = t.app.gateway.initSession.bind(t.app.gateway);
  const spy = vi
    .spyOn(t.app.gateway, 'initSession')
    .mockImplementationOnce((input) => initSession({ ...input, ipnUrl: `${t.baseUrl}/api/ipn-lost-in-transit` }));
  const { url, tranId } = await startBooking(t, guest.cookie, roomId, startDate, endDate);
  spy.mockRestore();
  const { fields } = await pressOnGatewayPage(url, 'pay'); // the success form is never posted back
  return { tranId, fields };
}

describe('runReconciliation', () => {
  it('confirms a payment the gateway reports paid when neither the browser nor the IPN came back', async () => {
    const room = await createRoom(t.app, admin.id);
    const { tranId, fields } = await paidWithoutCallbacks(room.id, day(30), day(32));
    await t.app.backgroundTasks.settled(); // the sandbox's IPN went to the lost address and nothing else was sent
    expect((await paymentOf(t, tranId)).status).toBe('pending');

    // Too young to ask about yet (RECONCILE_AFTER_MINUTES, default 5).
    expect(await runReconciliation(t.app)).toMatchObject({ isSkipped: false, confirmed: 0 });
    expect((await paymentOf(t, tranId)).status).toBe('pending');

    const report = await runReconciliation(t.app, minutesFromNow(6));
    expect(report).toMatchObject({ isSkipped: false, confirmed: 1 });
    expect(await paymentOf(t, tranId)).toMatchObject({ status: 'paid', valId: fields.val_id, bankTranId: fields.bank_tran_id });
    expect(await bookingOf(t, tranId)).toMatchObject({ status: 'paid', holdExpiresAt: null });
  });

  it('expires a lapsed hold, fails its unpaid payment and frees the dates', async () => {
    const room = await createRoom(t.app, admin.id);
    const { tranId } = await startBooking(t, guest.cookie, room.id, day(40), day(42));
    const rival = await createUser(t.app);
    // What another guest's date panel sees (a guest's own holds never block them).
    const reservations = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/reservation-data/${room.id}`,
          headers: { cookie: rival.cookie },
        })
      ).json() as unknown[];
    expect(await reservations()).toHaveLength(1);

    // Before the hold lapses (15 minutes) the job leaves it alone even though it asked the gateway.
    await runReconciliation(t.app, minutesFromNow(6));
    expect((await bookingOf(t, tranId)).status).toBe('held');
    expect((await paymentOf(t, tranId)).status).toBe('pending');

    const report = await runReconciliation(t.app, minutesFromNow(16));
    expect(report).toMatchObject({ expiredHolds: 1, failedPayments: 1, confirmed: 0 });
    expect(await bookingOf(t, tranId)).toMatchObject({ status: 'expired', holdExpiresAt: null });
    expect((await paymentOf(t, tranId)).status).toBe('failed');

    // Its hold would still be live by the clock, so only the job's expiry lets a rival in.
    expect(await reservations()).toHaveLength(0);
    await expect(startBooking(t, rival.cookie, room.id, day(41), day(43))).resolves.toHaveProperty('url');
  });

  it('frees the dates but keeps the payment pending when the gateway cannot be asked', async () => {
    const room = await createRoom(t.app, admin.id);
    const { tranId } = await startBooking(t, guest.cookie, room.id, day(50), day(51));
    const spy = vi.spyOn(t.app.gateway, 'queryTransaction').mockRejectedValue(new GatewayError('SSLCommerz unreachable'));
    const report = await runReconciliation(t.app, minutesFromNow(16));
    spy.mockRestore();
    expect(report).toMatchObject({ isSkipped: false, failedPayments: 0 });
    expect((await bookingOf(t, tranId)).status).toBe('expired');
    expect((await paymentOf(t, tranId)).status).toBe('pending');
    // Next time the gateway answers "nothing paid", so the payment is failed.
    await runReconciliation(t.app, minutesFromNow(17));
    expect((await paymentOf(t, tranId)).status).toBe('failed');
  });

  it('runs once at a time in one process', async () => {
    const [first, second] = await Promise.all([runReconciliation(t.app), runReconciliation(t.app)]);
    expect([first.isSkipped, second.isSkipped].sort()).toEqual([false, true]);
  });

  it.runIf(process.env.DATABASE_URL)('skips the run while another instance holds the advisory lock', async () => {
    const other = new pg.Client({ connectionString: t.config.databaseUrl });
    await other.connect();
    try {
      await other.query('select pg_advisory_lock($1)', [RECONCILE_LOCK_KEY]);
      expect(await runReconciliation(t.app)).toMatchObject({ isSkipped: true });
      await other.query('select pg_advisory_unlock($1)', [RECONCILE_LOCK_KEY]);
      expect(await runReconciliation(t.app)).toMatchObject({ isSkipped: false });
    } finally {
      await other.end();
    }
  });
});

describe('registerJobs', () => {
  it('runs the job on its own timer when enabled and stops with the app', async () => {
    const timed = await buildTestApp({ jobs: { isEnabled: true, intervalMs: 100, reconcileAfterMinutes: 0 } });
    try {
      const owner = await createUser(timed.app);
      const room = await createRoom(timed.app, owner.id);
      const { tranId } = await startBooking(timed, owner.cookie, room.id, day(10), day(11));
      await timed.app.db
        .update(bookings)
        .set({ holdExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(bookings.tranId, tranId));
      await waitUntil(async () => (await paymentOf(timed, tranId)).status === 'failed');
      expect((await bookingOf(timed, tranId)).status).toBe('expired');
    } finally {
      await timed.close();
    }
  });
});
