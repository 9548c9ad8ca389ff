/**
 * Review factory: inserts a review of a stay straight into the database and flags its booking
 * reviewed, as POST /api/post-review does.
 */
import { eq } from 'drizzle-orm';
import type { App } from '#server/app.ts';
import { bookings, reviews } from '#server/db/schema.ts';
import type { Booking } from './bookings.ts';

export type Review = typeof reviews.$inferSelect;

/** Reviews `booking` (its room and user) with `rating` 1–5 (default 4) and `comment` (default "Rated {rating}"). */
export async function createReview(
  app: App,
  booking: Pick<Booking, 'id' | 'roomId' | 'userId'>,
  values: { rating?: number; comment?: string } = {},
): Promise<Review> {
  const rating = values.rating ?? 4;
  const [row] = await app.db
    .insert(reviews)
    .values({
      bookingId: booking.id,
      roomId: booking.roomId,
      userId: booking.userId,
      rating,
      comment: values.comment ?? `Rated ${rating}`,
    })
    .returning();
  await app.db.update(bookings).set({ reviewed: true }).where(eq(bookings.id, booking.id));
  return row;
}
