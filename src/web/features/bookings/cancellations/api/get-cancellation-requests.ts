import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CancellationPage } from '#shared/schemas/admin-lists.ts';
import type { CancellationRequest } from '#shared/schemas/cancellations.ts';
import { apiFetch, hasErrorCode } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * docs/product/api.md#cancellations GET /cancelation-reqs?id={id}: the first item is used; null when there is none, or
 * when the server refuses the id itself (VALIDATION/NOT_FOUND), so the page says "Request not found".
 */
async function fetchCancellationRequest(id: string): Promise<CancellationRequest | null> {
  try {
    const list = await apiFetch<CancellationRequest[]>(`/cancelation-reqs?id=${encodeURIComponent(id)}`);
    return list[0] ?? null;
  } catch (error) {
    if (hasErrorCode(error, 'VALIDATION', 'NOT_FOUND')) return null;
    throw error;
  }
}

/** GET /cancelation-reqs?{query} (issue #13): one page, pending requests first, then newest first. */
function fetchCancellationPage(query: string): Promise<CancellationPage> {
  return apiFetch<CancellationPage>(`/cancelation-reqs?${query}`);
}

export function useCancellationPageQuery(query: string) {
  return useQuery({
    queryKey: [...queryKeys.cancellationRequests, 'page', query],
    queryFn: () => fetchCancellationPage(query),
    placeholderData: keepPreviousData,
  });
}

/** One request for the detail page. */
export function useCancellationRequestQuery(id: string) {
  return useQuery({ queryKey: queryKeys.cancellationRequest(id), queryFn: () => fetchCancellationRequest(id) });
}
