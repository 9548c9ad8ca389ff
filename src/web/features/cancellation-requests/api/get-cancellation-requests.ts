import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CancellationPage } from '#shared/schemas/admin-lists.ts';
import type { CancellationRequest } from '#shared/schemas/cancellations.ts';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * SPEC §7 GET /cancelation-reqs?id={id}: the first item is used; null when there is none, or
 * when the server refuses the id itself (400/404), so the page says "Request not found".
 */
export async function fetchCancellationRequest(id: string): Promise<CancellationRequest | null> {
  try {
    const list = await apiFetch<CancellationRequest[]>(`/cancelation-reqs?id=${encodeURIComponent(id)}`);
    return list[0] ?? null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 404)) return null;
    throw error;
  }
}

/** GET /cancelation-reqs?{query} (issue #13): one page, pending requests first, then newest first. */
export function fetchCancellationPage(query: string): Promise<CancellationPage> {
  return apiFetch<CancellationPage>(`/cancelation-reqs?${query}`);
}

export function useCancellationPageQuery(query: string) {
  return useQuery({ queryKey: [...queryKeys.cancellationRequests, 'page', query], queryFn: () => fetchCancellationPage(query), placeholderData: keepPreviousData });
}

/** One request for the detail page. */
export function useCancellationRequestQuery(id: string) {
  return useQuery({ queryKey: queryKeys.cancellationRequest(id), queryFn: () => fetchCancellationRequest(id) });
}
