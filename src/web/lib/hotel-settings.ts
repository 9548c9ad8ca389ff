/**
 * GET /api/booking-limits: the hotel's settings as the server is configured (stay limits, the
 * same-day turnover rule, and the hotel's identity for the invoices). The SPA never carries its
 * own copy of any of them (issue 10); the answer is asked once per page load and cached.
 */
import { useQuery } from '@tanstack/react-query';
import type { BookingLimits } from '#shared/schemas/bookings.ts';
import type { HotelIdentity } from '#shared/schemas/hotel.ts';
import { apiFetch } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/** Fetches the settings. Throws ApiError. */
function fetchBookingLimits(): Promise<BookingLimits> {
  return apiFetch<BookingLimits>('/booking-limits');
}

/** The query options every reader shares, so one request serves the date panel and the invoices. */
export const bookingLimitsQuery = { queryKey: queryKeys.bookingLimits, queryFn: fetchBookingLimits, staleTime: Infinity } as const;

/** The configured hotel (name, postal lines, e-mail); undefined until the server has answered. */
export function useHotelIdentity(): HotelIdentity | undefined {
  return useQuery(bookingLimitsQuery).data?.hotel;
}
