/** Reads of bookings for the booking lists. Bookings are written only by modules/checkout. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { preparedPerExecutor } from '../../db/prepared.ts';
import { bookingView, isRealBooking, selectBookingView, type BookingViewRow } from '../../db/booking-view.ts';
import { bookings } from '../../db/schema.ts';

/** A user's visible bookings (not expired holds), newest first, with room and user, in ONE query. */
// Prepared: My Bookings reads it on every visit (issue 31).
const userBookings = preparedPerExecutor((db) =>
  selectBookingView(db, bookingView)
    .where(and(eq(bookings.userId, sql.placeholder('userId')), isRealBooking()))
    .orderBy(desc(bookings.bookingDate))
    .prepare('user_bookings'),
);

export async function listUserBookings(db: Executor, userId: string): Promise<BookingViewRow[]> {
  return userBookings(db).execute({ userId });
}

/** One booking with room and user, or undefined. */
export async function findBookingView(db: Executor, bookingId: string): Promise<BookingViewRow | undefined> {
  const [row] = await selectBookingView(db, bookingView).where(eq(bookings.id, bookingId));
  return row;
}
