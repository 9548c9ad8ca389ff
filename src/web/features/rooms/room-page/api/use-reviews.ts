/** GET /api/reviews/{roomId} (docs/product/api.md#rooms). */
import { useQuery } from '@tanstack/react-query';
import type { Review } from '#shared/schemas/rooms.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Fetches a room's reviews. Throws ApiError. */
function fetchReviews(roomId: string): Promise<Review[]> {
  return apiFetch<Review[]>(`/reviews/${encodeURIComponent(roomId)}`);
}

/** Reviews of one room, newest as the server orders them. */
export function useReviews(roomId: string) {
  return useQuery({ queryKey: queryKeys.reviews(roomId), queryFn: () => fetchReviews(roomId) });
}
