/** Drizzle access for posting reviews (docs/architecture.md#data: one review per stay, database-unique). */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, payments, reviews } from '../../db/schema.ts';

export type BookingRow = typeof bookings.$inferSelect;

/** The booking and its payment status (same tran_id), or undefined. */
export async function findBookingWithPayment(db: Executor, bookingId: string) {
  const [row] = await db
    .select({ booking: bookings, paymentStatus: payments.status })
    .from(bookings)
    .leftJoin(payments, eq(payments.tranId, bookings.tranId))
    .where(eq(bookings.id, bookingId));
  return row as { booking: BookingRow; paymentStatus: string | null } | undefined;
}

/**
 * Inserts the review of `booking`, in the caller's transaction (the one flagging the stay
 * reviewed). A concurrent duplicate fails on reviews.booking_id's unique index (SQLSTATE 23505).
 */
export async function insertReview(tx: Executor, booking: BookingRow, rating: number, comment: string): Promise<void> {
  await tx.insert(reviews).values({ bookingId: booking.id, roomId: booking.roomId, userId: booking.userId, rating, comment });
}
