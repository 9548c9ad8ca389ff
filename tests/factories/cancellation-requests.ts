/**
 * Cancellation-request factory: inserts a guest's request to cancel a booking straight into the
 * database (pending by default; `values` can make it resolved), for states older than the test.
 */
import type { App } from '#server/app.ts';
import { cancellationRequests } from '#server/db/schema.ts';
import type { Booking } from './bookings.ts';

export type CancellationRequestValues = typeof cancellationRequests.$inferInsert;
export type CancellationRequest = typeof cancellationRequests.$inferSelect;

/** Files a request for `booking` (its user and room), reason "Plans changed" unless `values` say otherwise. */
export async function createCancellationRequest(
  app: App,
  booking: Pick<Booking, 'id' | 'userId' | 'roomId'>,
  values: Partial<CancellationRequestValues> = {},
): Promise<CancellationRequest> {
  const [row] = await app.db
    .insert(cancellationRequests)
    .values({ bookingId: booking.id, userId: booking.userId, roomId: booking.roomId, reason: 'Plans changed', ...values })
    .returning();
  return row;
}
