/**
 * Reads of the live stays a physical room has (issue 27): what refuses taking a room out of
 * service, blocking it, or moving a booking into it. Live = paid, or held with a hold that has not
 * lapsed, its cancellation not approved (the availability rule, availability.repository.ts).
 * Reads only: bookings are written by checkout's transitions.
 */
import { and, asc, eq, gte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { stayCollidesSql } from '../../db/overlap-rule.ts';
import { bookings, user } from '../../db/schema.ts';
import type { Stay } from './availability.repository.ts';

/** A live stay as a refusal names it. */
export interface LiveStay {
  bookingId: string;
  startDate: string;
  endDate: string;
  guestName: string;
  status: (typeof bookings.$inferSelect)['status'];
}

const isLive = sql`${bookings.status} in ('held', 'paid') and ${bookings.cStatus} is distinct from 'approved'
  and (${bookings.status} = 'paid' or ${bookings.holdExpiresAt} > now())`;

const liveStayFields = {
  bookingId: bookings.id,
  startDate: bookings.startDate,
  endDate: bookings.endDate,
  guestName: user.name,
  status: bookings.status,
};

/** Live stays of physical room `physicalRoomId` not over on `today` (check-out day included), soonest first, at most `limit`. */
export async function findUpcomingLiveStays(db: Executor, physicalRoomId: string, today: string, limit = 5): Promise<LiveStay[]> {
  return db
    .select(liveStayFields)
    .from(bookings)
    .innerJoin(user, eq(user.id, bookings.userId))
    .where(and(eq(bookings.physicalRoomId, physicalRoomId), gte(bookings.endDate, today), isLive))
    .orderBy(asc(bookings.startDate))
    .limit(limit);
}

/** Live stays of physical room `physicalRoomId` colliding with `stay` under the hotel's rule, soonest first, at most `limit`. */
export async function findCollidingLiveStays(
  db: Executor,
  physicalRoomId: string,
  stay: Stay,
  isSameDayTurnover: boolean,
  limit = 5,
): Promise<LiveStay[]> {
  return db
    .select(liveStayFields)
    .from(bookings)
    .innerJoin(user, eq(user.id, bookings.userId))
    .where(
      and(
        eq(bookings.physicalRoomId, physicalRoomId),
        isLive,
        stayCollidesSql({ start: bookings.startDate, end: bookings.endDate }, stay, isSameDayTurnover),
      ),
    )
    .orderBy(asc(bookings.startDate))
    .limit(limit);
}
