/** docs/product/api.md#reviews POST /post-review: the guest reviews a completed stay (docs/product/rules.md#reviews: rating and comment required). */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MessageReply } from '#shared/schemas/cancellations.ts';
import type { PostReviewBody } from '#shared/schemas/reviews.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Posts the review; resolves with "Reviewed Successfully". Throws ApiError (400 "Please Review Properly !"). */
function postReview(body: PostReviewBody): Promise<MessageReply> {
  return apiFetch<MessageReply>('/post-review', { method: 'POST', body });
}

/**
 * Mutation taking `{ bookingId, roomId, rating (1–5), comment }` for `userId`. On success the
 * bookings list, the room's reviews and every rating shown for it (room page, room lists) refresh.
 */
export function usePostReview(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { bookingId: string; roomId: string; rating: number; comment: string }) => postReview({ ...input, userId }),
    onSuccess: (_reply, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.myBookings(userId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.reviews(input.roomId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.room(input.roomId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.allRoomLists }),
      ]),
  });
}
