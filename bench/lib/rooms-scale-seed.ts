/**
 * Seed of bench/rooms-scale.ts: 10,000 rooms, 100 stays each (1,000,000 bookings) spread from
 * 500 days ago to 200 days ahead, and about 67,000 reviews, in a handful of set-based
 * statements. Stays of a room start 7 days apart and last 1–3 nights, so none overlap and the
 * exclusion constraint stays on, as in production.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';

export const ROOM_COUNT = 10_000;
const STAYS_PER_ROOM = 100;
const GUESTS = 5_000;
/** Stays of room r start at today - FIRST_STAY_DAYS_AGO + 7k + r % 7. */
export const FIRST_STAY_DAYS_AGO = 500;

const roomId = (expr: string) => `('00000000-0000-0000-0000-' || lpad((${expr})::text, 12, '0'))::uuid`;
/** Room n's one physical room (issue 27: each room of this bench is a type with one room, as before). */
const physicalRoomId = (expr: string) => `('00000000-0000-0000-0001-' || lpad((${expr})::text, 12, '0'))::uuid`;
/** The id of room `n` (1-based) of the seed. */
export const seededRoomId = (n: number) => `00000000-0000-0000-0000-${String(n).padStart(12, '0')}`;

export async function seedRoomsAtScale(db: Database): Promise<void> {
  const started = Date.now();
  const step = (label: string) => console.log(`  ${label} (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  console.log(`seeding ${ROOM_COUNT} rooms, ${ROOM_COUNT * STAYS_PER_ROOM} bookings and their reviews…`);
  await db.execute(sql`truncate reviews, payments, bookings, room_likes, room_blocks, physical_rooms, rooms cascade`);
  await db.execute(
    sql`insert into "user" (id, name, email, role) values ('bench-admin', 'Bench Admin', 'admin@bench.test', 'admin') on conflict do nothing`,
  );
  await db.execute(
    sql.raw(`insert into "user" (id, name, email) select 'bench-u' || g, 'Guest ' || g, 'guest' || g || '@bench.test'
      from generate_series(1, ${GUESTS}) g on conflict do nothing`),
  );
  await db.execute(
    sql.raw(`insert into rooms (id, title, host_id, price_poisha, capacity, description, category, image, gallery, facilities, likes_count, created_at)
    select ${roomId('g')}, 'Room ' || g || (array[' Sea View',' Garden',' Hill',' Lake'])[1 + g % 4], 'bench-admin',
      (1500 + (g * 37 % 40) * 100) * 100, 1 + g % 6, 'Bench room.',
      (array['singleDeluxe','singlePremium','coupleDeluxe','couplePremium','family-4','family-6'])[1 + g % 6]::room_category,
      '/uploads/bench.webp', array['/a','/b','/c','/d','/e'], array['Wi-Fi','Desk'], g % 17,
      timestamptz '2024-01-01' + make_interval(mins => g)
    from generate_series(1, ${ROOM_COUNT}) g`),
  );
  await db.execute(
    sql.raw(`insert into physical_rooms (id, room_id, number, floor, created_at)
    select ${physicalRoomId('g')}, ${roomId('g')}, g::text, 1 + g / 100, timestamptz '2024-01-01' + make_interval(mins => g)
    from generate_series(1, ${ROOM_COUNT}) g`),
  );
  step('rooms');
  // Booking n: room 1 + n % ROOMS, its (n / ROOMS)-th stay. Past stays are paid (every 20th
  // cancelled); stays to come are paid, every 10th a live hold, every 25th a cancellation
  // approved (which frees the dates).
  await db.execute(
    sql.raw(`insert into bookings (room_id, physical_room_id, user_id, start_date, end_date, nights, price_per_night_poisha, price_poisha, status, hold_expires_at, tran_id, c_status, booking_date)
    select ${roomId(`1 + n % ${ROOM_COUNT}`)}, ${physicalRoomId(`1 + n % ${ROOM_COUNT}`)}, 'bench-u' || (1 + (n::bigint * 7919) % ${GUESTS}), s, s + (1 + n % 3), 1 + n % 3, 250000, 250000 * (1 + n % 3),
      (case when n % 20 = 0 then 'cancelled' when s > current_date and n % 10 = 3 then 'held' else 'paid' end)::booking_status,
      (case when s > current_date and n % 10 = 3 then now() + interval '1 day' end),
      'ROOMS-' || n, (case when s > current_date and n % 25 = 7 then 'approved' end)::cancel_status,
      s - 30 + make_interval(mins => n % 1440)
    from generate_series(0, ${ROOM_COUNT * STAYS_PER_ROOM - 1}) n,
      lateral (select current_date - ${FIRST_STAY_DAYS_AGO} + (n / ${ROOM_COUNT}) * 7 + (n % ${ROOM_COUNT}) % 7 as s) d`),
  );
  step('bookings');
  // Reviews of past paid stays: two rooms in three have some (ratings 1–5).
  await db.execute(
    sql.raw(`insert into reviews (booking_id, room_id, user_id, rating, comment)
    select id, room_id, user_id, 1 + abs(hashtext(tran_id)) % 5, 'Bench stay.' from bookings
    where status = 'paid' and end_date < current_date - 100 and substr(room_id::text, 25)::int % 3 <> 0
      and abs(hashtext(tran_id)) % 5 = 0`),
  );
  await db.execute(sql`update bookings set reviewed = true where id in (select booking_id from reviews)`);
  step('reviews');
  await db.execute(sql`vacuum analyze`);
  step('vacuum analyze');
}
