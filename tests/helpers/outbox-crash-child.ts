/**
 * The child process of tests/api/outbox-crash.test.ts: builds the real app on the database it is
 * given (DATA_DIR on disk for PGlite, or DATABASE_URL), listens (the built-in gateway calls it
 * back), and runs one checkout flow; crash-after-commit.ts kills it right after the commit the
 * test names. It prints `{"tranId": …}` as soon as the booking exists. SCENARIO:
 * - `paid`: a guest books and pays;
 * - `late-refund`: the guest's hold lapsed and a rival holds the dates when the money arrives,
 *   so it is refunded at once.
 */
import { eq } from 'drizzle-orm';
import { bookings } from '#server/db/schema.ts';
import { buildTestApp } from './build-test-app.ts';
import { createRoom } from '#tests/factories/rooms.ts';
import { createUser } from '#tests/factories/users.ts';
import { day, paymentOf, postForm, pressOnGatewayPage, startBooking, waitUntil } from './payment-flow.ts';

const { DATA_DIR: dataDir, CRASH_DATABASE_URL: databaseUrl, SCENARIO: scenario } = process.env;
const t = await buildTestApp(databaseUrl ? { databaseUrl } : { dataDir });
const admin = await createUser(t.app, { role: 'admin' });
const guest = await createUser(t.app, { name: 'Nusrat Jahan' });
const room = await createRoom(t.app, admin.id, { title: 'Garden Twin', priceBdt: 3200 });
const { url, tranId } = await startBooking(t, guest.cookie, room.id, day(10), day(12));
console.log(JSON.stringify({ tranId }));
if (scenario === 'late-refund') {
  await t.app.db.update(bookings).set({ status: 'expired' }).where(eq(bookings.tranId, tranId));
  const rival = await createUser(t.app);
  await startBooking(t, rival.cookie, room.id, day(10), day(12));
}
const { action, fields } = await pressOnGatewayPage(url, 'pay');
await postForm(action, fields);
// The refund may run from the gateway's IPN, after the browser's return was answered.
await waitUntil(async () => (await paymentOf(t, tranId)).status === (scenario === 'late-refund' ? 'refunded' : 'paid'));
// Not reached when the crash came; a flow that never crashed says so.
console.log(JSON.stringify({ isFinished: true }));
await t.close();
