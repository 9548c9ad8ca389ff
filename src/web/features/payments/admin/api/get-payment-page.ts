import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PaymentPage, PaymentTotals } from '#shared/schemas/admin-lists.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /all-payments-admin?{query} (admin, issue #13): one page of payments with their guests. Throws ApiError. */
function fetchPaymentPage(query: string): Promise<PaymentPage> {
  return apiFetch<PaymentPage>(`/all-payments-admin?${query}`);
}

/** GET /all-payments-admin/totals?{query}: BDT paid, refunded and net of the whole filter. */
function fetchPaymentTotals(query: string): Promise<PaymentTotals> {
  return apiFetch<PaymentTotals>(`/all-payments-admin/totals?${query}`);
}

export function usePaymentPageQuery(query: string) {
  return useQuery({
    queryKey: [...queryKeys.allPaymentsAdmin, query],
    queryFn: () => fetchPaymentPage(query),
    placeholderData: keepPreviousData,
  });
}

/** Totals ignore the page number, so paging does not refetch them. */
export function usePaymentTotalsQuery(filterQuery: string) {
  return useQuery({
    queryKey: [...queryKeys.allPaymentsAdmin, 'totals', filterQuery],
    queryFn: () => fetchPaymentTotals(filterQuery),
    placeholderData: keepPreviousData,
  });
}
