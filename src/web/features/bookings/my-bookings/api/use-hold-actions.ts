/**
 * Issue #8's guest checkout calls, for a held booking in My bookings (issue #12):
 * POST /api/bookings/{id}/resume-payment (reopens the gateway session or starts a new one)
 * and POST /api/bookings/{id}/cancel-hold (releases the dates now).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Resolves with the gateway page URL of the live hold. Throws ApiError (409 HOLD_ENDED, 502). */
function resumePayment(bookingId: string): Promise<{ url: string }> {
  return apiFetch<{ url: string }>(`/bookings/${encodeURIComponent(bookingId)}/resume-payment`, { method: 'POST' });
}

/** Releases the hold. Throws ApiError (409 HOLD_ENDED when it was paid, lapsed or already released). */
function cancelHold(bookingId: string): Promise<{ ok: true }> {
  return apiFetch<{ ok: true }>(`/bookings/${encodeURIComponent(bookingId)}/cancel-hold`, { method: 'POST' });
}

/** Both calls for `userId`'s bookings; either refreshes the list when it ends (a 409 too). */
export function useHoldActions(userId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.myBookings(userId) });
  const resume = useMutation({ mutationFn: resumePayment, onError: refresh });
  const cancel = useMutation({ mutationFn: cancelHold, onSettled: refresh });
  return { resume, cancel, refresh };
}
