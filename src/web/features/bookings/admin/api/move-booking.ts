/**
 * Moving a booking (issue 27): GET /api/admin/bookings/{id}/move-options (free rooms of its type
 * and of same-price types), POST /api/admin/bookings/{id}/move { physicalRoomId }.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BookingMoved, MoveOptions } from '#shared/schemas/booking-moves.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const base = (bookingId: string) => `/admin/bookings/${encodeURIComponent(bookingId)}`;

/** The booking's room and where it may move; only asked while `isEnabled` (a live booking). */
export function useMoveOptionsQuery(bookingId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: queryKeys.moveOptions(bookingId),
    queryFn: () => apiFetch<MoveOptions>(`${base(bookingId)}/move-options`),
    enabled: isEnabled,
  });
}

/** Moves the booking, then refreshes its details and its options. The form shows a refusal itself. */
export function useMoveBookingMutation(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (physicalRoomId: string) => apiFetch<BookingMoved>(`${base(bookingId)}/move`, { method: 'POST', body: { physicalRoomId } }),
    meta: { errorToast: false },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.bookingDetails(bookingId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.moveOptions(bookingId) }),
      ]),
  });
}
