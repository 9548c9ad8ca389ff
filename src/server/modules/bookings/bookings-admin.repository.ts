/** Drizzle access for the admin's booking list (issue #3). */
import { desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, rooms, user } from '../../db/schema.ts';
import { bookingView, isRealBooking, type BookingViewRow } from './bookings.repository.ts';

/**
 * Every booking that is or was real: paid, cancelled, or held with a live hold (expired
 * statuses and lapsed holds are abandoned checkouts). Newest first, with room and guest,
 * in ONE query. Archived rooms' bookings stay listed: they are still stays.
 */
export async function listAllBookings(db: Executor): Promise<BookingViewRow[]> {
  return db
    .select(bookingView)
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .innerJoin(user, eq(user.id, bookings.userId))
    .where(isRealBooking())
    .orderBy(desc(bookings.bookingDate), desc(bookings.id));
}
