/** Drizzle access for the admin's booking list (issue #3). */
import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookingView, isRealBooking, selectBookingView, type BookingViewRow } from '../../db/booking-view.ts';
import { bookings } from '../../db/schema.ts';

/**
 * Every booking that is or was real: paid, cancelled, or held with a live hold (expired
 * statuses and lapsed holds are abandoned checkouts). Newest first, with room and guest,
 * in ONE query. Archived rooms' bookings stay listed: they are still stays.
 */
export async function listAllBookings(db: Executor): Promise<BookingViewRow[]> {
  return selectBookingView(db, bookingView).where(isRealBooking()).orderBy(desc(bookings.bookingDate), desc(bookings.id));
}
