import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { BookingPage } from '#shared/schemas/admin-lists.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /all-bookings-admin?{query} (admin, issue #13): one page of bookings and the filter's total. Throws ApiError. */
function fetchBookingPage(query: string): Promise<BookingPage> {
  return apiFetch<BookingPage>(`/all-bookings-admin?${query}`);
}

/** The page for `query`; the previous page stays on screen while the next one loads. */
export function useBookingPageQuery(query: string) {
  return useQuery({
    queryKey: [...queryKeys.allBookingsAdmin, query],
    queryFn: () => fetchBookingPage(query),
    placeholderData: keepPreviousData,
  });
}
