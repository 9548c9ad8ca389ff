import { useQuery } from '@tanstack/react-query';
import type { AdminPayment } from '#shared/schemas/payments.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** SPEC §7 GET /all-payments-admin (admin only): payments with their guest; amounts in BDT. */
export function fetchAllPayments(): Promise<AdminPayment[]> {
  return apiFetch<AdminPayment[]>('/all-payments-admin');
}

/** All payments for the admin list. */
export function useAllPaymentsQuery() {
  return useQuery({ queryKey: queryKeys.allPaymentsAdmin, queryFn: fetchAllPayments });
}
