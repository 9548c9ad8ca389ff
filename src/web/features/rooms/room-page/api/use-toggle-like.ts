/**
 * POST /api/like/{roomId}/{userId} and POST /api/dislike/{roomId}/{userId} (docs/product/api.md#likes), applied
 * optimistically (docs/product/states.md#likes): the count and the liked mark change at once and are
 * rolled back with an error toast when the call fails.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LikeReply } from '#shared/schemas/reviews.ts';
import type { RoomDetail } from '#shared/schemas/rooms.ts';
import { messages } from '#shared/messages.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Likes (`like: true`) or unlikes a room for a user; resolves with the room's count and liked state. Throws ApiError. */
function postLike(roomId: string, userId: string, like: boolean): Promise<LikeReply> {
  const action = like ? 'like' : 'dislike';
  return apiFetch<LikeReply>(`/${action}/${encodeURIComponent(roomId)}/${encodeURIComponent(userId)}`, { method: 'POST' });
}

/** Mutation whose variable is the wanted state: `true` to like, `false` to unlike. */
export function useToggleLike(roomId: string, userId: string | undefined) {
  const queryClient = useQueryClient();
  const key = queryKeys.room(roomId);
  return useMutation({
    mutationFn: (like: boolean) => {
      if (!userId) throw new Error(messages.somethingWrong);
      return postLike(roomId, userId, like);
    },
    onMutate: async (like: boolean) => {
      // A refetch landing mid-toggle would overwrite the optimistic count.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<RoomDetail>(key);
      if (previous) {
        const likes = Math.max(0, previous.likes + (like ? 1 : -1));
        queryClient.setQueryData<RoomDetail>(key, { ...previous, likes, isLiked: like });
      }
      return { previous };
    },
    // The server's answer is the truth (e.g. a like from another tab already counted).
    onSuccess: (reply) => {
      const current = queryClient.getQueryData<RoomDetail>(key);
      if (current) queryClient.setQueryData<RoomDetail>(key, { ...current, likes: reply.likes, isLiked: reply.isLiked });
    },
    onError: (_error, _like, context) => {
      // Roll back; the global mutation-error toast says why (lib/mutation-errors.ts).
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
