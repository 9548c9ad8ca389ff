import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancellationRequest, DeclineCancellationBody, MessageReply } from '#shared/schemas/cancellations.ts';
import { apiFetch } from '#web/lib/api-client.ts';

/**
 * docs/product/api.md#cancellations POST /decline-cancelation/{bookingId}/{requestId} with the hotel's `reason` (issue 24):
 * resolves with "Concern Declined !". Throws ApiError.
 */
function declineCancellation({ request, reason }: { request: CancellationRequest; reason: string }): Promise<MessageReply> {
  const parts = [request.bookingId, request._id].map(encodeURIComponent);
  const body: DeclineCancellationBody = { reason };
  return apiFetch<MessageReply>(`/decline-cancelation/${parts.join('/')}`, { method: 'POST', body });
}

/** Decline mutation; on success every cached list is refreshed (the booking's card changes too). */
export function useDeclineCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: declineCancellation,
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
