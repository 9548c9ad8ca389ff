import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * DELETE /api/rooms/{id}: archives the room (hidden from the list and from booking).
 * Resolves with the server's `{ message }`; throws ApiError, e.g. 409 when it has upcoming
 * paid bookings.
 */
function archiveRoom(roomId: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/rooms/${encodeURIComponent(roomId)}`, { method: 'DELETE' });
}

/** Archives a room, then refreshes every room list. */
export function useArchiveRoomMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: archiveRoom,
    onSuccess: async (_reply, roomId) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.allRoomLists });
      queryClient.removeQueries({ queryKey: queryKeys.room(roomId) });
    },
  });
}
