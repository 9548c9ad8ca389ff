/** GET /api/payments/{tranId}/status (issue #8) for the payment-success page; polls while pending. */
import { useQuery } from '@tanstack/react-query';
import type { PaymentStatusReply } from '#shared/schemas/payments.ts';
import { apiFetch, ApiError } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** How often a pending payment is asked about again (the gateway's answer usually takes seconds). */
const PENDING_POLL_MS = 2_000;

/**
 * The payment's status. A 403 (another account's payment) is an answer shown on the page, not a
 * reason to sign out; 403 and 404 are not retried.
 */
export function usePaymentOutcome(tranId: string) {
  return useQuery({
    queryKey: queryKeys.paymentStatus(tranId),
    queryFn: () => apiFetch<PaymentStatusReply>(`/payments/${encodeURIComponent(tranId)}/status`, { forbiddenIsAnswer: true }),
    enabled: tranId !== '',
    retry: (count, error) => !(error instanceof ApiError && (error.status === 403 || error.status === 404)) && count < 2,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PENDING_POLL_MS : false),
  });
}
