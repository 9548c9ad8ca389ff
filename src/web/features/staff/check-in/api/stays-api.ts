/**
 * The front desk's stay calls (issue 28): what check-in needs, check-in with the guest register,
 * check-out, and the foreign guests register. Money is BDT; days `YYYY-MM-DD` in hotel time.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CheckInView, ForeignGuests, GuestRegisterBody } from '#shared/schemas/guest-register.ts';
import { apiFetch } from '#web/lib/api-client.ts';

const keys = {
  checkIn: (id: string) => ['admin', 'check-in', id] as const,
  foreignGuests: (date: string) => ['admin', 'foreign-guests', date] as const,
};

/** GET /admin/bookings/{id}/check-in. Throws ApiError. */
export function useCheckInView(bookingId: string) {
  return useQuery({
    queryKey: keys.checkIn(bookingId),
    queryFn: () => apiFetch<CheckInView>(`/admin/bookings/${encodeURIComponent(bookingId)}/check-in`),
  });
}

/** Refreshes everything that shows the stay (its check-in view, the booking, Today). */
function useRefreshStay() {
  const client = useQueryClient();
  return () => client.invalidateQueries();
}

/** POST /admin/bookings/{id}/check-in. Throws ApiError (ROOM_NOT_READY, CHECK_IN_TOO_EARLY, VALIDATION…). */
export function useCheckIn(bookingId: string) {
  const refresh = useRefreshStay();
  return useMutation({
    mutationFn: (body: GuestRegisterBody) =>
      apiFetch<{ stayStatus: string; roomNumber: string }>(`/admin/bookings/${encodeURIComponent(bookingId)}/check-in`, {
        method: 'POST',
        body,
      }),
    onSuccess: refresh,
  });
}

/** POST /admin/bookings/{id}/check-out. Throws ApiError (BALANCE_DUE, NOT_CHECKED_IN). */
export function useCheckOut(bookingId: string) {
  const refresh = useRefreshStay();
  return useMutation({
    mutationFn: () =>
      apiFetch<{ roomNumber: string; invoiceUrl: string }>(`/admin/bookings/${encodeURIComponent(bookingId)}/check-out`, {
        method: 'POST',
      }),
    onSuccess: refresh,
  });
}

/** GET /admin/foreign-guests?date=. Throws ApiError. */
export function useForeignGuests(date: string) {
  return useQuery({
    queryKey: keys.foreignGuests(date),
    queryFn: () => apiFetch<ForeignGuests>(`/admin/foreign-guests?${new URLSearchParams({ date })}`),
  });
}
