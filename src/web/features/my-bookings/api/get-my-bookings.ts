import { useQuery } from '@tanstack/react-query';
import type { Booking } from '#shared/schemas/bookings.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** docs/product/api.md#bookings GET /my-bookings/{userId}. */
function fetchMyBookings(userId: string): Promise<Booking[]> {
  return apiFetch<Booking[]>(`/my-bookings/${encodeURIComponent(userId)}`);
}

/** The signed-in guest's bookings. */
export function useMyBookingsQuery(userId: string) {
  return useQuery({ queryKey: queryKeys.myBookings(userId), queryFn: () => fetchMyBookings(userId) });
}
