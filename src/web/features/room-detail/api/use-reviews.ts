/** GET /api/reviews/{roomId} (SPEC §7). */
import { useQuery } from '@tanstack/react-query';
import type { Review } from '#shared/schemas/rooms.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export const reviewsQueryKey = (roomId: string) => ['reviews', roomId] as const;

/** Fetches a room's reviews. Throws ApiError. */
export function fetchReviews(roomId: string): Promise<Review[]> {
  return apiFetch<Review[]>(`/reviews/${encodeURIComponent(roomId)}`);
}

/** Reviews of one room, newest as the server orders them. */
export function useReviews(roomId: string) {
  return useQuery({ queryKey: reviewsQueryKey(roomId), queryFn: () => fetchReviews(roomId) });
}
