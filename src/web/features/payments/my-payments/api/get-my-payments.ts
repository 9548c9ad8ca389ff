import { useQuery } from '@tanstack/react-query';
import type { Payment } from '#shared/schemas/payments.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** docs/product/api.md#payments GET /my-payments/{userId}. */
function fetchMyPayments(userId: string): Promise<Payment[]> {
  return apiFetch<Payment[]>(`/my-payments/${encodeURIComponent(userId)}`);
}

/** The signed-in guest's payments. */
export function useMyPaymentsQuery(userId: string) {
  return useQuery({ queryKey: queryKeys.myPayments(userId), queryFn: () => fetchMyPayments(userId) });
}
