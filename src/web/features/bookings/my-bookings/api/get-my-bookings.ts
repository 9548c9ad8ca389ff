import { useQuery } from '@tanstack/react-query';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { sortByStay } from '../lib/sort-by-stay.ts';

/** docs/product/api.md#bookings GET /my-bookings/{userId}. */
function fetchMyBookings(userId: string): Promise<Booking[]> {
  return apiFetch<Booking[]>(`/my-bookings/${encodeURIComponent(userId)}`);
}

/** The signed-in guest's bookings in stay order (sortByStay: the coming stays first, soonest on top). */
export function useMyBookingsQuery(userId: string) {
  return useQuery({
    queryKey: queryKeys.myBookings(userId),
    queryFn: () => fetchMyBookings(userId),
    select: (bookings) => sortByStay(bookings, todayInHotel()),
  });
}
