import { useQuery } from '@tanstack/react-query';
import type { Booking } from '#shared/schemas/bookings.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** SPEC §7 GET /all-bookings-admin (admin only): every guest's bookings. Throws ApiError. */
export function fetchAllBookings(): Promise<Booking[]> {
  return apiFetch<Booking[]>('/all-bookings-admin');
}

/** All bookings for the admin list. */
export function useAllBookingsQuery() {
  return useQuery({ queryKey: queryKeys.allBookingsAdmin, queryFn: fetchAllBookings });
}
