import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CancellationPage } from '#shared/schemas/admin-lists.ts';
import type { CancellationRequest } from '#shared/schemas/cancellations.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** SPEC §7 GET /cancelation-reqs?id={id}: the first item is used; null when there is none. */
export async function fetchCancellationRequest(id: string): Promise<CancellationRequest | null> {
  const list = await apiFetch<CancellationRequest[]>(`/cancelation-reqs?id=${encodeURIComponent(id)}`);
  return list[0] ?? null;
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
