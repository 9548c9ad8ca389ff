/**
 * Admin lists at scale (issue #13): seeds 1,000,000 bookings (and their payments) into a
 * PostgreSQL database of its own, then times filtered admin pages through the app's own
 * repository functions and prints p50/p95 per filter. Rerunnable: the seed is kept between
 * runs unless `--reseed` is given.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/admin-lists-scale.ts [--reseed] [--bookings=1000000]
 *
 * Not part of the test run (docs/architecture.md#tests). Writes to the database `hb_bench_admin_lists` only.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../src/server/db/client.ts';
import { findBookingPage } from '../src/server/modules/admin-lists/bookings-page.repository.ts';
import { findPaymentPage } from '../src/server/modules/admin-lists/payments-page.repository.ts';
import type { BookingListQuery, PaymentListQuery } from '../src/shared/schemas/admin-lists.ts';
import { ensureBenchDatabase, parseBenchArgs, timeQuery } from './lib/scale-db.ts';

const DB_NAME = 'hb_bench_admin_lists';
const serverUrl = process.env.DATABASE_URL;
if (!serverUrl) throw new Error('Set DATABASE_URL to a PostgreSQL server (the bench makes its own database there).');
const args = parseBenchArgs();
const bookingCount = Number(args.get('bookings') ?? 1_000_000);
const ROOMS = 500;
const USERS = 20_000;
const RUNS = 40;

/**
 * One statement per table with generate_series. Each room's stays are 4 days apart and last
 * 1–3 nights, so none overlap (the exclusion constraint stays on, as in production).
 */
async function seed(db: Awaited<ReturnType<typeof openDatabase>>['db']): Promise<void> {
  const perRoom = Math.ceil(bookingCount / ROOMS);
  console.log(`seeding ${USERS} guests, ${ROOMS} rooms, ${bookingCount} bookings and payments…`);
  await db.execute(sql`insert into "user" (id, name, email, role) values ('bench-admin', 'Bench Admin', 'admin@bench.test', 'admin')`);
  await db.execute(
    sql.raw(`insert into "user" (id, name, email)
    select 'bench-u' || g, (array['Ayesha','Babul','Chandni','Dipu','Esha','Farid','Gazi','Hasina'])[1 + g % 8] || ' ' || (array['Rahman','Mia','Khan','Sarkar','Hossain','Akter'])[1 + (g / 8) % 6] || ' ' || g,
      'guest' || g || '@bench.test' from generate_series(1, ${USERS}) g`),
  );
  await db.execute(
    sql.raw(`insert into rooms (id, title, host_id, price_poisha, capacity, description, category, image, gallery, facilities)
    select ('00000000-0000-0000-0000-' || lpad(g::text, 12, '0'))::uuid, 'Room ' || g || (array[' Sea View',' Garden',' Hill',' Lake'])[1 + g % 4], 'bench-admin',
      (1500 + (g % 40) * 100) * 100, 2, 'Bench room.', (array['singleDeluxe','singlePremium','coupleDeluxe','couplePremium','family-4','family-6'])[1 + g % 6]::room_category,
      '/uploads/bench.webp', array['/a','/b','/c','/d','/e'], array['Wi-Fi','Desk'] from generate_series(1, ${ROOMS}) g`),
  );
  // Each room is a type with one physical room (issue 27), so the figures compare with earlier runs.
  await db.execute(
    sql.raw(`insert into physical_rooms (id, room_id, number)
    select ('00000000-0000-0000-0001-' || lpad(g::text, 12, '0'))::uuid, ('00000000-0000-0000-0000-' || lpad(g::text, 12, '0'))::uuid, g::text
    from generate_series(1, ${ROOMS}) g`),
  );
  const started = Date.now();
  await db.execute(
    sql.raw(`insert into bookings (room_id, physical_room_id, user_id, start_date, end_date, nights, price_per_night_poisha, price_poisha, status, tran_id, c_req, c_status, booking_date)
    select ('00000000-0000-0000-0000-' || lpad((1 + n % ${ROOMS})::text, 12, '0'))::uuid,
      ('00000000-0000-0000-0001-' || lpad((1 + n % ${ROOMS})::text, 12, '0'))::uuid, 'bench-u' || (1 + (n::bigint * 7919) % ${USERS}),
      date '2012-01-01' + (n / ${ROOMS}) * 4, date '2012-01-01' + (n / ${ROOMS}) * 4 + 1 + n % 3, 1 + n % 3, 250000, 250000 * (1 + n % 3),
      (case when n % 20 = 0 then 'cancelled' else 'paid' end)::booking_status, 'BENCH-' || n,
      n % 50 = 1, (case when n % 100 = 1 then 'approved' when n % 100 = 51 then 'processing' end)::cancel_status,
      timestamptz '2012-01-01' + make_interval(mins => n * 7)
    from generate_series(0, ${perRoom * ROOMS - 1}) n limit ${bookingCount}`),
  );
  console.log(`  bookings in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await db.execute(
    sql.raw(`insert into payments (booking_id, user_id, tran_id, val_id, amount_poisha, status, gateway_mode, card_type, paid_at, created_at)
    select id, user_id, tran_id, 'V-' || tran_id, price_poisha, (case when c_status = 'approved' then 'refunded' else 'paid' end)::payment_status,
      'builtin', 'VISA', booking_date, booking_date from bookings where status = 'paid' or c_status is not null`),
  );
  // What autovacuum does after a load: statistics and the visibility map (index-only scans).
  await db.execute(sql`vacuum analyze`);
  console.log(`  seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const url = await ensureBenchDatabase(serverUrl, DB_NAME, args.has('reseed'));
const handle = await openDatabase({ databaseUrl: url, dataDir: '.' });
const { db } = handle;
const rows = await db.execute(sql`select count(*)::int as n from bookings`);
if (Number((rows as unknown as { rows: Array<{ n: number }> }).rows[0].n) === 0) await seed(db);
const count = (await db.execute(sql`select count(*)::int as n from bookings`)) as unknown as { rows: Array<{ n: number }> };
console.log(`bookings: ${count.rows[0].n}; ${RUNS} timed runs each (page of 25, count capped at 1,000)\n`);

const guest = (i: number) => `guest${1 + ((i * 7717) % USERS)}@bench.test`;
const month = (i: number) => {
  const m = String(1 + (i % 12)).padStart(2, '0');
  return { stayFrom: `2020-${m}-01`, stayTo: `2020-${m}-28` };
};
const cases: Array<[string, (i: number) => BookingListQuery]> = [
  ['bookings: newest first, page 1', () => ({ page: 1 })],
  ['bookings: newest first, page 40', () => ({ page: 40 })],
  ['bookings: search one guest by e-mail', (i) => ({ q: guest(i) })],
  ['bookings: search by exact tran_id', (i) => ({ q: `BENCH-${(i * 24_989) % bookingCount}` })],
  ['bookings: search a room title', (i) => ({ q: `Room ${1 + i * 7} Sea` })],
  ['bookings: status refunded', () => ({ status: 'refunded' })],
  ['bookings: status cancel-requested', () => ({ status: 'cancel-requested' })],
  ['bookings: stays in one month, by check-in', (i) => ({ ...month(i), sort: 'startDate', dir: 'asc' })],
  ['bookings: paid + stays in one month + guest name', (i) => ({ ...month(i), status: 'paid', q: 'Ayesha' })],
  ['bookings: most expensive first', () => ({ sort: 'price', dir: 'desc' })],
];
for (const [label, make] of cases) await timeQuery(label, RUNS, make, (q) => findBookingPage(db, q));
const paymentCases: Array<[string, (i: number) => PaymentListQuery]> = [
  ['payments: newest first, page 1', () => ({ page: 1 })],
  ['payments: one guest by e-mail', (i) => ({ q: guest(i) })],
  [
    'payments: paid in one month',
    (i) => ({ paidFrom: `2020-${String(1 + (i % 12)).padStart(2, '0')}-01`, paidTo: `2020-${String(1 + (i % 12)).padStart(2, '0')}-28` }),
  ],
  ['payments: refunded', () => ({ status: 'refunded' })],
];
for (const [label, make] of paymentCases) await timeQuery(label, RUNS, make, (q) => findPaymentPage(db, q, 'Asia/Dhaka'));
await handle.close();
