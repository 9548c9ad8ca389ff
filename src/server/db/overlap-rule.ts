/**
 * The hotel's overlap rule in the database (issue #12 "Same-day turnover is a hotel setting";
 * docs/product/rules.md#availability). The no-double-booking exclusion constraint of migration
 * 0001 compares stays as `[]` date ranges: edge days overlap, so nobody checks in on the day
 * the last guest checks out. With HOTEL_SAME_DAY_TURNOVER it compares `[)` ranges: only shared
 * nights collide. The constraint is the authority for holds, so the setting is applied to it
 * at start-up; the search and the calendars follow the same setting (stay-overlap.ts).
 */
import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database, Executor } from './client.ts';

const CONSTRAINT = 'bookings_no_overlap';

/** Range bounds of the rule: `[)` with same-day turnover, `[]` (edge days overlap) without. */
const overlapBounds = (isSameDayTurnover: boolean): '[)' | '[]' => (isSameDayTurnover ? '[)' : '[]');

/**
 * SQL that is true when the stay in columns `start`..`end` collides with [checkIn, checkOut]
 * (`YYYY-MM-DD`) under the hotel's rule, the constraint's, written as plain comparisons so
 * that b-tree indexes on the dates serve it.
 */
export function stayCollidesSql(
  columns: { start: AnyColumn; end: AnyColumn },
  stay: { checkIn: string; checkOut: string },
  isSameDayTurnover: boolean,
): SQL {
  return isSameDayTurnover
    ? sql`(${columns.start} < ${stay.checkOut}::date and ${columns.end} > ${stay.checkIn}::date)`
    : sql`(${columns.start} <= ${stay.checkOut}::date and ${columns.end} >= ${stay.checkIn}::date)`;
}

/** The bounds the constraint uses now, read from its definition. */
async function currentBounds(db: Executor): Promise<'[)' | '[]'> {
  const { rows } = await db.execute<{ def: string }>(
    sql`select pg_get_constraintdef(oid) as def from pg_constraint where conname = ${CONSTRAINT} and conrelid = 'bookings'::regclass`,
  );
  if (!rows[0]) throw new Error(`the ${CONSTRAINT} constraint is missing from the bookings table; the migrations did not run`);
  return rows[0].def.includes(`'[)'`) ? '[)' : '[]';
}

/** Live stays of one physical room, still running or to come on `today`, where one guest checks out on the day the next checks in. */
async function countBackToBackStays(db: Executor, today: string): Promise<number> {
  const live = (alias: string) => sql.raw(`${alias}.status in ('held', 'paid') and ${alias}.c_status is distinct from 'approved'`);
  const { rows } = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from bookings a join bookings b
      on a.physical_room_id = b.physical_room_id and a.end_date = b.start_date and a.id <> b.id
    where ${live('a')} and ${live('b')} and a.end_date >= ${today}::date`);
  return Number(rows[0]?.n ?? 0);
}

/**
 * Makes the constraint follow `isSameDayTurnover`; a read and nothing else when it already
 * does. Under an exclusive lock on bookings, so two instances starting at once switch it once.
 *
 * Switching turnover off brings back the stricter rule only for stays that end on or after
 * `today` (`YYYY-MM-DD`, hotel time; a constant in the constraint's predicate): no new stay can
 * start before today, and the back-to-back stays of past seasons must not keep the setting on
 * for ever. Throws, changing nothing, when stays still running or to come meet on a
 * check-out/check-in day.
 */
export async function applyOverlapRule(db: Database, isSameDayTurnover: boolean, today: string): Promise<void> {
  const wanted = overlapBounds(isSameDayTurnover);
  if ((await currentBounds(db)) === wanted) return;
  const backToBack = await db.transaction(async (tx) => {
    await tx.execute(sql`lock table bookings in access exclusive mode`);
    if ((await currentBounds(tx)) === wanted) return 0;
    const n = isSameDayTurnover ? 0 : await countBackToBackStays(tx, today);
    if (n > 0) return n;
    // Literal SQL: DDL takes no parameters. `today` is a checked YYYY-MM-DD (below).
    const fromToday = isSameDayTurnover ? '' : ` and end_date >= date '${isoDate(today)}'`;
    await tx.execute(sql.raw(`alter table bookings drop constraint ${CONSTRAINT}`));
    await tx.execute(
      sql.raw(`alter table bookings add constraint ${CONSTRAINT} exclude using gist (
        physical_room_id with =,
        daterange(start_date, end_date, '${wanted}') with &&
      ) where (status in ('held', 'paid') and c_status is distinct from 'approved'${fromToday})`),
    );
    return 0;
  });
  if (backToBack > 0) {
    throw new Error(
      `HOTEL_SAME_DAY_TURNOVER=false conflicts with ${backToBack} booked stay(s) that begin on the day another stay of the same room ends; keep HOTEL_SAME_DAY_TURNOVER=true until they are over or cancelled`,
    );
  }
}

function isoDate(value: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) throw new Error(`not a YYYY-MM-DD date: ${value}`);
  return value;
}
