/**
 * Seed of bench/inventory-scale.ts (issue 27 "Scale"): 20 room types with 5–30 physical rooms
 * each (300 in all), 3 years of stays (2 past, 1 ahead) at about 70 % occupancy from every
 * booking source, and some blocks, in a handful of set-based statements.
 *
 * Each physical room gets a chain of slots: a stay of 2–7 nights, the check-out day (the hotel's
 * default rule: edge days overlap), then 0, 1 or 3 idle days. About one slot in 60 is a block
 * instead of a stay. Slots never overlap, so the exclusion constraints stay on, as in production.
 * Past stays are paid (every 20th cancelled, every 25th's cancellation approved); stays to come
 * are paid, every 25th a live hold, every 30th a lapsed hold already ended (expired).
 *
 * The seed is marked (a comment on physical_rooms naming SEED_MARK and the day) so a rerun the
 * same day reuses it; `isInventorySeeded` tells.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../src/server/db/client.ts';

/** Physical rooms per type: 5–30, 300 in all. */
export const TYPE_SIZES = [30, 28, 26, 24, 22, 20, 18, 16, 15, 14, 13, 12, 11, 10, 9, 8, 7, 6, 6, 5];
const PHYSICAL_ROOM_COUNT = TYPE_SIZES.reduce((a, b) => a + b, 0);
const GUESTS = 5_000;
const PAST_DAYS = 730;
const AHEAD_DAYS = 365;
const SEED_MARK = 'bench-inventory-v1';

/** The id of room type `t` (1-based). */
export const seededTypeId = (t: number) => `00000000-0000-0000-0027-${String(t).padStart(12, '0')}`;
const typeIdSql = (expr: string) => `('00000000-0000-0000-0027-' || lpad((${expr})::text, 12, '0'))::uuid`;
const physicalIdSql = (expr: string) => `('00000000-0000-0000-0127-' || lpad((${expr})::text, 12, '0'))::uuid`;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const todayMark = () => `${SEED_MARK} ${new Date().toISOString().slice(0, 10)}`;

/** Whether the database holds today's seed (dates are relative to the day of seeding). */
export async function isInventorySeeded(db: Database): Promise<boolean> {
  const [row] = rowsOf<{ mark: string | null; n: number }>(
    await db.execute(
      sql`select obj_description('physical_rooms'::regclass, 'pg_class') as mark, (select count(*)::int from physical_rooms) as n`,
    ),
  );
  return row?.mark === todayMark() && row.n === PHYSICAL_ROOM_COUNT;
}

async function seedTypesAndRooms(db: Database): Promise<void> {
  await db.execute(
    sql.raw(
      `insert into "user" (id, name, email, role) values ('bench-admin', 'Bench Admin', 'admin@bench.test', 'admin') on conflict do nothing`,
    ),
  );
  await db.execute(
    sql.raw(`insert into "user" (id, name, email) select 'inv-u' || g, 'Guest ' || g, 'inv-guest' || g || '@bench.test'
      from generate_series(1, ${GUESTS}) g on conflict do nothing`),
  );
  await db.execute(
    sql.raw(`insert into rooms (id, title, host_id, price_poisha, capacity, description, category, image, gallery, facilities, created_at)
    select ${typeIdSql('t')}, (array['Single Deluxe','Single Premium','Couple Deluxe','Couple Premium','Family Four','Family Six'])[1 + t % 6] || ' ' || t,
      'bench-admin', (2000 + (t * 37 % 30) * 200) * 100, (array[1, 1, 2, 2, 4, 6])[1 + t % 6], 'Bench room type.',
      (array['singleDeluxe','singlePremium','coupleDeluxe','couplePremium','family-4','family-6'])[1 + t % 6]::room_category,
      '/uploads/bench.webp', array['/a','/b','/c','/d','/e'], array['Wi-Fi','Desk'], timestamptz '2020-01-01'
    from generate_series(1, ${TYPE_SIZES.length}) t`),
  );
  // Room g (1–300) is number floor·100 + place: 101–130 on floor 1, … 1001–1030 on floor 10.
  await db.execute(
    sql.raw(`insert into physical_rooms (id, room_id, number, floor, created_at)
    select ${physicalIdSql('g')}, ${typeIdSql('t')}, ((1 + (g - 1) / 30) * 100 + 1 + (g - 1) % 30)::text, 1 + (g - 1) / 30, timestamptz '2020-01-01'
    from (select t, row_number() over (order by t, i) as g
          from unnest(array[${TYPE_SIZES.join(',')}]) with ordinality s(size, t), generate_series(1, size) i) r`),
  );
}

/** The slot chains (see the file comment) as a temporary table `slot`. */
async function seedSlots(db: Database): Promise<void> {
  await db.execute(
    sql.raw(`create temporary table slot as
    with drawn as (
      select g, k, (2 + (g::bigint * 7919 + k::bigint * 104729) % 6)::int as nights,
        (array[0, 0, 0, 0, 0, 0, 1, 1, 1, 3])[1 + (g::bigint * 15485863 + k::bigint * 32452843) % 10] as idle,
        abs(hashint4(g * 1000 + k)) as h
      from generate_series(1, ${PHYSICAL_ROOM_COUNT}) g, generate_series(0, 400) k),
    placed as (
      select *, current_date - ${PAST_DAYS} - g % 5
        + (sum(nights + 1 + idle) over (partition by g order by k) - (nights + 1 + idle))::int as s
      from drawn)
    select g, k, nights, h, s, s + nights as e, s > current_date as is_ahead from placed
    where s < current_date + ${AHEAD_DAYS}`),
  );
}

async function seedBookingsAndBlocks(db: Database): Promise<void> {
  await db.execute(
    sql.raw(`insert into bookings (room_id, physical_room_id, user_id, start_date, end_date, nights, price_per_night_poisha, price_poisha,
      status, hold_expires_at, tran_id, c_req, c_status, source, source_name, created_by, booking_date)
    select p.room_id, p.id, 'inv-u' || (1 + h % ${GUESTS}), s, e, nights, r.price_poisha, r.price_poisha * nights,
      (case when not is_ahead and h % 20 = 0 then 'cancelled' when is_ahead and h % 25 = 3 then 'held'
            when is_ahead and h % 30 = 4 then 'expired' else 'paid' end)::booking_status,
      (case when is_ahead and h % 25 = 3 then now() + interval '1 day' end),
      'INV-' || g || '-' || k, h % 25 = 7, (case when h % 25 = 7 then 'approved' end)::cancel_status,
      src.source::booking_source, src.source_name, (case when src.source <> 'website' then 'bench-admin' end),
      (s - (h % 90)::int)::timestamp + make_interval(mins => (h % 1440)::int)
    from slot join physical_rooms p on p.id = ${physicalIdSql('g')} join rooms r on r.id = p.room_id,
      lateral (select (array['website','website','website','website','website','website','website','website','website','website',
        'walk-in','walk-in','walk-in','phone','phone','facebook','whatsapp','ota','ota','ota'])[1 + h % 20] as source,
        (case when h % 20 >= 17 then (array['Booking.com','Agoda','Expedia'])[1 + h % 3] end) as source_name) src
    where h % 60 <> 0`),
  );
  await db.execute(
    sql.raw(`insert into room_blocks (physical_room_id, start_date, end_date, kind, reason, created_by)
    select ${physicalIdSql('g')}, s, e, (array['out-of-order','maintenance','owner-use'])[1 + h % 3]::block_kind, 'Bench block', 'bench-admin'
    from slot where h % 60 = 0`),
  );
}

/** Replaces everything with the seed (see the file comment); logs each step's time. */
export async function seedInventoryAtScale(db: Database): Promise<void> {
  const started = Date.now();
  const step = (label: string) => console.log(`  ${label} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  console.log(`seeding ${TYPE_SIZES.length} room types, ${PHYSICAL_ROOM_COUNT} physical rooms, ${PAST_DAYS + AHEAD_DAYS} days of stays…`);
  await db.execute(sql`truncate reviews, payments, bookings, room_likes, room_blocks, physical_rooms, rooms cascade`);
  await seedTypesAndRooms(db);
  step('types and rooms');
  await db.transaction(async (tx) => {
    const inTx = tx as unknown as Database;
    await seedSlots(inTx);
    await seedBookingsAndBlocks(inTx);
    await inTx.execute(sql`drop table slot`);
  });
  step('bookings and blocks');
  await db.execute(sql`vacuum analyze`);
  await db.execute(sql.raw(`comment on table physical_rooms is '${todayMark()}'`));
  step('vacuum analyze');
}

/** Counts of the seed and the share of room-nights sold (live paid stays, 2 past years) and blocked. */
export async function describeInventorySeed(db: Database): Promise<string> {
  const [row] = rowsOf<{ types: number; rooms: number; bookings: number; blocks: number; sold: number; blocked: number; ahead: number }>(
    await db.execute(
      sql.raw(`select (select count(*) from rooms)::int as types, (select count(*) from physical_rooms)::int as rooms,
        (select count(*) from bookings)::int as bookings, (select count(*) from room_blocks)::int as blocks,
        (select sum(least(end_date, current_date) - greatest(start_date, current_date - ${PAST_DAYS}))::float / (${PHYSICAL_ROOM_COUNT} * ${PAST_DAYS})
           from bookings where status = 'paid' and c_status is distinct from 'approved' and start_date < current_date) as sold,
        (select sum(least(end_date, current_date + ${AHEAD_DAYS}) - greatest(start_date, current_date - ${PAST_DAYS}))::float / (${PHYSICAL_ROOM_COUNT} * ${PAST_DAYS + AHEAD_DAYS})
           from room_blocks) as blocked,
        (select sum(end_date - greatest(start_date, current_date))::float / (${PHYSICAL_ROOM_COUNT} * ${AHEAD_DAYS})
           from bookings where status in ('paid', 'held') and c_status is distinct from 'approved' and end_date > current_date) as ahead`),
    ),
  );
  const pct = (x: number) => `${(100 * x).toFixed(0)} %`;
  return (
    `${row.types} types, ${row.rooms} physical rooms, ${row.bookings} bookings, ${row.blocks} blocks; ` +
    `room-nights sold over the past 2 years ${pct(row.sold)}, booked in the year ahead ${pct(row.ahead)}, blocked ${pct(row.blocked)}`
  );
}
