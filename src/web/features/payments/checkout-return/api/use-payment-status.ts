/** GET /api/payments/{tranId}/status (issue #8): where a payment stands, for the honest overlays. */
import { useQuery } from '@tanstack/react-query';
import type { PaymentStatusReply } from '#shared/schemas/payments.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The payment's status, when a tran_id is on the URL (null: no query). */
export function usePaymentStatus(tranId: string | null) {
  return useQuery({
    queryKey: queryKeys.paymentStatus(tranId ?? ''),
    queryFn: () => apiFetch<PaymentStatusReply>(`/payments/${encodeURIComponent(tranId ?? '')}/status`),
    enabled: Boolean(tranId),
  });
}
