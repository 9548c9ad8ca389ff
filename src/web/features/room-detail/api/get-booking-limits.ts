/** GET /api/booking-limits (issue #8): the stay limits the server applies before any hold. */
import type { BookingLimits } from '#shared/schemas/bookings.ts';
import { apiFetch } from '#web/lib/api-client.ts';

/** Fetches `{ maxNights, maxPaymentBdt }`. Throws ApiError. */
export function fetchBookingLimits(): Promise<BookingLimits> {
  return apiFetch<BookingLimits>('/booking-limits');
}
