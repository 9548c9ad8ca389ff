/**
 * GET /api/payment-details/{transactionId} (SPEC §7; the first item of `element` is used).
 * The page itself renders from the URL; this only tells whether the payment went through the
 * built-in sandbox, which DESIGN §5 requires to be marked as a test payment wherever shown.
 */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { paymentDetailsReplySchema, Payment } from '#shared/schemas/payments.ts';
import { apiFetch } from '#web/lib/api-client.ts';

type PaymentDetailsReply = z.infer<typeof paymentDetailsReplySchema>;

/** Fetches one payment by transaction id; null when the server has none. Throws ApiError. */
export async function fetchPaymentDetails(tranId: string): Promise<Payment | null> {
  const reply = await apiFetch<PaymentDetailsReply>(`/payment-details/${encodeURIComponent(tranId)}`);
  return reply.element[0] ?? null;
}

/** The stored payment behind the success page, when there is a transaction id. */
export function usePaymentDetails(tranId: string) {
  return useQuery({
    queryKey: ['payment-details', tranId],
    queryFn: () => fetchPaymentDetails(tranId),
    enabled: tranId !== '',
    // The page works without it; a failure only means no test-payment badge.
    retry: false,
  });
}
