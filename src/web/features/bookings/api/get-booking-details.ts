import { useQuery } from '@tanstack/react-query';
import type { Booking } from '#shared/schemas/bookings.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** docs/product/api.md#bookings GET /booking-details/{bookingId}: an array, the first item is used. */
async function fetchBookingDetails(bookingId: string): Promise<Booking | null> {
  const list = await apiFetch<Booking[]>(`/booking-details/${encodeURIComponent(bookingId)}`);
  return list[0] ?? null;
}

/** One booking's details, loaded when a modal opens. */
export function useBookingDetailsQuery(bookingId: string) {
  return useQuery({ queryKey: queryKeys.bookingDetails(bookingId), queryFn: () => fetchBookingDetails(bookingId) });
}
