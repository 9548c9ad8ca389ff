import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CancellationRequest, MessageReply } from '#shared/schemas/cancellations.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { useStepUp } from '#web/components/step-up/step-up-provider.tsx';

/**
 * docs/product/api.md#cancellations POST /approve-cancelation/{bookingId}/{transactionId}/{adminId}/{requestId}: refunds
 * through the gateway, then marks the payment refunded and the booking approved. Resolves with
 * "Concern Approved !"; throws ApiError with the server's reason (e.g. the gateway's refusal).
 */
function approveCancellation(request: CancellationRequest, adminId: string): Promise<MessageReply> {
  const parts = [request.bookingId, request.payment.transactionId, adminId, request._id].map(encodeURIComponent);
  return apiFetch<MessageReply>(`/approve-cancelation/${parts.join('/')}`, { method: 'POST' });
}

/** Approve mutation; on success every cached list (requests, bookings, payments, rooms) is refreshed. */
export function useApproveCancellation(adminId: string) {
  const queryClient = useQueryClient();
  const withStepUp = useStepUp();
  return useMutation({
    // Issue 29: a refund, so the server may ask for the second factor again first.
    mutationFn: (request: CancellationRequest) => withStepUp(() => approveCancellation(request, adminId)),
    // Approval touches bookings, payments and free dates alike: refresh everything cached.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
