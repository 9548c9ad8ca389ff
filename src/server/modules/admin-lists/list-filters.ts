/**
 * SQL pieces shared by the paged admin lists (issue #13): the search term and hotel-day
 * bounds (paging and the capped count: db/paging.ts). Search goes through small tables first (guests, rooms) and then the
 * bookings' own indexes (`= any(array(...))`), so it stays fast on a million bookings.
 */
import { eq, ilike, inArray, or, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { TZDate } from '@date-fns/tz';
import type { Executor } from '../../db/client.ts';
import { rooms, user } from '../../db/schema.ts';

/** `%term%` for ILIKE with the term's own `%`, `_` and `\` taken literally. */
export function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const isWholeEmail = (term: string) => /^[^\s@]+@[^\s@]+\.[a-z]{2,}$/i.test(term);

/** Beyond this many matching guests or rooms the search stays a subquery (the term is not selective). */
const MAX_LISTED_MATCHES = 2000;

/** `column` among the `found` ids, or among the subquery's when more than MAX_LISTED_MATCHES matched; undefined when none did. */
function matchingIn(column: PgColumn, subquery: SQLWrapper, found: Array<{ id: string }>): SQL | undefined {
  if (found.length > MAX_LISTED_MATCHES) return inArray(column, subquery);
  return found.length
    ? inArray(
        column,
        found.map((row) => row.id),
      )
    : undefined;
}

/**
 * Rows whose guest (`userColumn`) has the term in name or e-mail, whose room (`roomColumn`)
 * has it in the title, or whose tran_id is exactly the term. Guests and rooms are looked up
 * first (trigram indexes), and the few ids found are written into the query as lists, so
 * PostgreSQL sees how selective the search is and reads the bookings through their indexes.
 */
export async function searchCondition(
  db: Executor,
  term: string,
  cols: { userColumn: PgColumn; roomColumn: PgColumn; tranColumn: PgColumn },
): Promise<SQL> {
  const pattern = likePattern(term);
  // A whole e-mail address names one guest: the unique index finds them at once (better-auth stores e-mails lower-cased).
  const byGuest = isWholeEmail(term) ? eq(user.email, term.toLowerCase()) : or(ilike(user.name, pattern), ilike(user.email, pattern));
  const matchingUsers = db.select({ id: user.id }).from(user).where(byGuest);
  const matchingRooms = db.select({ id: rooms.id }).from(rooms).where(ilike(rooms.title, pattern));
  const [userIds, roomIds] = await Promise.all([matchingUsers.limit(MAX_LISTED_MATCHES + 1), matchingRooms.limit(MAX_LISTED_MATCHES + 1)]);
  const byUser = matchingIn(cols.userColumn, matchingUsers, userIds);
  const byRoom = matchingIn(cols.roomColumn, matchingRooms, roomIds);
  return or(byUser, byRoom, eq(cols.tranColumn, term))!;
}

/** The first instant of hotel day `isoDate` (`YYYY-MM-DD`) in `timeZone`. */
export function startOfHotelDay(isoDate: string, timeZone: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(new TZDate(y, m - 1, d, 0, 0, 0, timeZone).getTime());
}

/** The first instant of the hotel day after `isoDate`. */
export function startOfNextHotelDay(isoDate: string, timeZone: string): Date {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(new TZDate(y, m - 1, d + 1, 0, 0, 0, timeZone).getTime());
}
