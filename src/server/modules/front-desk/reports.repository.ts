/**
 * The report's figures, computed in SQL (issue 13). A night is sold when a paid, not
 * cancelled stay covers it; its revenue is the stay's nightly price, so a stay crossing the
 * range's edge counts only its nights inside. Available room-nights count each physical room only
 * on the nights it existed and was not blocked (issue 27; inventory's roomNightsSql), so adding a
 * room never rewrites past months.
 * Refunds are payments refunded on a hotel day in the range, and parts given back of payments
 * still kept (issue 28). Revenue stays the nights sold at their price (ADR, RevPAR); money kept of a
 * no-show is not a night sold. Money in integer poisha.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { addDays } from '#shared/domain/nights.ts';
import { startOfHotelDay } from '../admin-lists/list-filters.ts';
import { roomNightsSql, sellableOnNightSql } from '../inventory/inventory.service.ts';
import { holdsRoomBetween } from './front-desk.repository.ts';

export interface ReportSums {
  rooms: number;
  available: number;
  sold: number;
  revenuePoisha: number;
  adrPoisha: number;
  revparPoisha: number;
  occupancyRate: number;
  refundsPoisha: number;
  refundCount: number;
}

const rowsOf = <T>(result: unknown) => (result as { rows?: T[] }).rows ?? [];

/** Nights `from`..`to` (inclusive) covered by paid stays: one row per stay, with its nights inside the range. */
function soldNights(from: string, to: string) {
  const end = addDays(to, 1);
  return sql`select bookings.id, r.category, bookings.source, bookings.source_name,
      bookings.price_per_night_poisha as price,
      least(bookings.end_date, ${end}::date) - greatest(bookings.start_date, ${from}::date) as n
    from bookings join rooms r on r.id = bookings.room_id
    where ${holdsRoomBetween(from, end)} and bookings.status = 'paid'
      and bookings.start_date < ${end}::date and bookings.end_date > ${from}::date`;
}

/**
 * Issue 28: the parts given back (gateway-accepted or by hand) in [from, to) of payments still
 * `paid`; a payment refunded in full counts once, whole, on its refunded_at day.
 */
const partsGivenBack = (from: Date, to: Date) => sql`(select r.amount_poisha from refunds r join payments p on p.id = r.payment_id
    where p.status = 'paid' and r.status <> 'requesting' and r.updated_at >= ${from} and r.updated_at < ${to}) as parts`;

/** Totals and the ratios (occupancy, ADR, RevPAR rounded to the poisha) for `from`..`to`. */
export async function sumReport(db: Executor, from: string, to: string, timeZone: string): Promise<ReportSums> {
  const refundFrom = startOfHotelDay(from, timeZone);
  const refundTo = startOfHotelDay(addDays(to, 1), timeZone);
  const result = await db.execute(sql`
    with s as (${soldNights(from, to)}),
    a as (${roomNightsSql(from, addDays(to, 1), timeZone)}),
    k as (
      select
        (select count(*) from a) as rooms,
        (select coalesce(sum(existed - blocked), 0) from a) as available,
        (select coalesce(sum(n), 0) from s) as sold,
        (select coalesce(sum(n * price), 0) from s) as revenue,
        (select coalesce(sum(amount_poisha), 0) from payments where status = 'refunded'
          and refunded_at >= ${refundFrom} and refunded_at < ${refundTo})
          + (select coalesce(sum(amount_poisha), 0) from ${partsGivenBack(refundFrom, refundTo)}) as refunds,
        (select count(*) from payments where status = 'refunded'
          and refunded_at >= ${refundFrom} and refunded_at < ${refundTo})
          + (select count(*) from ${partsGivenBack(refundFrom, refundTo)}) as refund_count
    )
    select rooms::int as rooms, available::int as available, sold::int as sold, revenue::bigint as revenue,
      coalesce(round(revenue::numeric / nullif(sold, 0)), 0)::bigint as adr,
      coalesce(round(revenue::numeric / nullif(available, 0)), 0)::bigint as revpar,
      coalesce(round(sold::numeric / nullif(available, 0), 4), 0)::float8 as occupancy,
      refunds::bigint as refunds, refund_count::int as refund_count
    from k`);
  const [r] = rowsOf<Record<string, string | number>>(result);
  return {
    rooms: Number(r.rooms),
    available: Number(r.available),
    sold: Number(r.sold),
    revenuePoisha: Number(r.revenue),
    adrPoisha: Number(r.adr),
    revparPoisha: Number(r.revpar),
    occupancyRate: Number(r.occupancy),
    refundsPoisha: Number(r.refunds),
    refundCount: Number(r.refund_count),
  };
}

/** Paid stays with a night in the range, per room category: stays, room-nights and revenue. */
export async function reportByCategory(db: Executor, from: string, to: string) {
  const result = await db.execute(sql`
    with s as (${soldNights(from, to)})
    select category::text as category, count(*)::int as bookings, sum(n)::int as nights, sum(n * price)::bigint as revenue
    from s group by s.category order by s.category`);
  return rowsOf<Record<string, string | number>>(result).map((r) => ({
    category: String(r.category),
    bookings: Number(r.bookings),
    roomNights: Number(r.nights),
    revenuePoisha: Number(r.revenue),
  }));
}

/**
 * Paid stays with a night in the range by booking source (issue 27; OTA rows per source_name):
 * stays, room-nights, revenue; in the enum's order (BOOKING_SOURCES), then by name.
 */
export async function reportBySource(db: Executor, from: string, to: string) {
  const result = await db.execute(sql`
    with s as (${soldNights(from, to)})
    select source::text as source, source_name, count(*)::int as bookings, sum(n)::int as nights, sum(n * price)::bigint as revenue
    from s group by s.source, s.source_name order by s.source, s.source_name`);
  return rowsOf<Record<string, string | number | null>>(result).map((r) => ({
    source: String(r.source),
    sourceName: r.source_name === null ? null : String(r.source_name),
    bookings: Number(r.bookings),
    roomNights: Number(r.nights),
    revenuePoisha: Number(r.revenue),
  }));
}

/**
 * Rooms sold, revenue and physical rooms sellable (existed, not blocked: issue 27) per night of
 * the range, every day present (0 when none).
 */
export async function reportDaily(db: Executor, from: string, to: string, timeZone: string) {
  const result = await db.execute(sql`
    with s as (select bookings.start_date, bookings.end_date, bookings.price_per_night_poisha as price from bookings
      where ${holdsRoomBetween(from, addDays(to, 1))} and bookings.status = 'paid')
    select to_char(d, 'YYYY-MM-DD') as date, count(s.price)::int as sold, coalesce(sum(s.price), 0)::bigint as revenue,
      ${sellableOnNightSql(sql`d::date`, timeZone)} as available
    from generate_series(${from}::date, ${to}::date, interval '1 day') as d
    left join s on s.start_date <= d::date and s.end_date > d::date
    group by d order by d`);
  return rowsOf<Record<string, string | number>>(result).map((r) => ({
    date: String(r.date),
    sold: Number(r.sold),
    revenuePoisha: Number(r.revenue),
    available: Number(r.available),
  }));
}
