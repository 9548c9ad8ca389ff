import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CustomerPage } from '#shared/schemas/admin-lists.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** docs/product/api.md#admin-users GET /all-users with paging parameters (admin; issue #13): one page of accounts and the filter's total. */
function fetchCustomerPage(query: string): Promise<CustomerPage> {
  return apiFetch<CustomerPage>(`/all-users?${query}`);
}

/** One page of customers; Make Admin invalidates every page (the key starts with allUsers). */
export function useCustomerPageQuery(query: string) {
  return useQuery({ queryKey: [...queryKeys.allUsers, query], queryFn: () => fetchCustomerPage(query), placeholderData: keepPreviousData });
}
