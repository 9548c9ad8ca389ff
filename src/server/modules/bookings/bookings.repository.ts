/** Reads of bookings for the booking lists. Bookings are written only by modules/checkout. */
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookingView, isRealBooking, selectBookingView, type BookingViewRow } from '../../db/booking-view.ts';
import { bookings } from '../../db/schema.ts';

/** A user's visible bookings (not expired holds), newest first, with room and user, in ONE query. */
export async function listUserBookings(db: Executor, userId: string): Promise<BookingViewRow[]> {
  return selectBookingView(db, bookingView)
    .where(and(eq(bookings.userId, userId), isRealBooking()))
    .orderBy(desc(bookings.bookingDate));
}

/** One booking with room and user, or undefined. */
export async function findBookingView(db: Executor, bookingId: string): Promise<BookingViewRow | undefined> {
  const [row] = await selectBookingView(db, bookingView).where(eq(bookings.id, bookingId));
  return row;
}
