/** Reads of bookings for the booking lists. Bookings are written only by modules/checkout. */
import { and, desc, eq, lte, ne, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, rooms, user } from '../../db/schema.ts';

export type BookingRow = typeof bookings.$inferSelect;
/** The joined booking + room + guest shape every booking list reads (see toBookingDto). */
export const bookingView = {
  booking: bookings,
  roomTitle: rooms.title,
  roomImage: rooms.image,
  roomCategory: rooms.category,
  userName: user.name,
  userEmail: user.email,
  userPhoto: user.image,
  userPhone: user.phoneNumber,
  /** Issue 24: the hotel's reason for a decline, looked up only for the (few) declined bookings. */
  declineReason: sql<
    string | null
  >`case when ${bookings.cStatus} = 'declined' then (select cr.decline_reason from cancellation_requests cr where cr.booking_id = ${bookings.id} and cr.decision = 'declined' order by cr.resolved_at desc limit 1) end`,
};

export type BookingViewRow = {
  booking: BookingRow;
  roomTitle: string;
  roomImage: string;
  roomCategory: string;
  userName: string;
  userEmail: string;
  userPhoto: string | null;
  userPhone?: string | null;
  declineReason?: string | null;
};

/** A user's visible bookings (not expired holds), newest first, with room and user, in ONE query. */
export async function listUserBookings(db: Executor, userId: string): Promise<BookingViewRow[]> {
  return db
    .select(bookingView)
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .innerJoin(user, eq(user.id, bookings.userId))
    .where(and(eq(bookings.userId, userId), isRealBooking()))
    .orderBy(desc(bookings.bookingDate));
}

/** Bookings that are or were real: not expired, and not a hold whose time ran out. */
export function isRealBooking() {
  const isLapsedHold = and(eq(bookings.status, 'held'), lte(bookings.holdExpiresAt, sql`now()`));
  return and(ne(bookings.status, 'expired'), not(isLapsedHold!));
}

/** One booking with room and user, or undefined. */
export async function findBookingView(db: Executor, bookingId: string): Promise<BookingViewRow | undefined> {
  const [row] = await db
    .select(bookingView)
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .innerJoin(user, eq(user.id, bookings.userId))
    .where(eq(bookings.id, bookingId));
  return row;
}
