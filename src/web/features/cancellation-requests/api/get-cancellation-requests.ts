import { useQuery } from '@tanstack/react-query';
import type { CancellationRequest } from '#shared/schemas/cancellations.ts';
import { ApiError, apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** SPEC §7 GET /cancelation-reqs (admin): every request with room, user, booking and payment. */
export function fetchCancellationRequests(): Promise<CancellationRequest[]> {
  return apiFetch<CancellationRequest[]>('/cancelation-reqs');
}

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

/** All requests, pending ones first (the server's newest-first order is kept within each group). */
export function useCancellationRequestsQuery() {
  return useQuery({
    queryKey: queryKeys.cancellationRequests,
    queryFn: fetchCancellationRequests,
    select: (list) => [...list].sort((a, b) => Number(a.status === 'resolved') - Number(b.status === 'resolved')),
  });
}

/** One request for the detail page. */
export function useCancellationRequestQuery(id: string) {
  return useQuery({ queryKey: queryKeys.cancellationRequest(id), queryFn: () => fetchCancellationRequest(id) });
}
