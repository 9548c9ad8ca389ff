import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ArchivedRoomPage } from '#shared/schemas/archived-rooms.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** GET /api/admin/archived-rooms?page (issue 24): one page of archived rooms, most recent first. Throws ApiError. */
function fetchArchivedRooms(query: string): Promise<ArchivedRoomPage> {
  return apiFetch<ArchivedRoomPage>(`/admin/archived-rooms?${query}`);
}

/** One page of Archived rooms; `query` is the page's query string (`page`). */
export function useArchivedRoomPageQuery(query: string) {
  return useQuery({
    queryKey: queryKeys.archivedRoomPage(query),
    queryFn: () => fetchArchivedRooms(query),
    placeholderData: keepPreviousData,
  });
}

/** POST /api/rooms/{id}/restore (issue 24): puts an archived room back on sale. Resolves with `{ message }`; throws ApiError (404 when already restored). */
function restoreRoom(roomId: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/rooms/${encodeURIComponent(roomId)}/restore`, { method: 'POST' });
}

/** Restores a room, then refreshes every room list (All Rooms, the public list, this one). */
export function useRestoreRoomMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreRoom,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.allRoomLists }),
  });
}
