import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddRoomInput, Room, RoomInput } from '#shared/schemas/rooms.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * docs/product/api.md#admin-rooms POST /add-room: `input.price` is BDT per night; the server sets the host; `roomNumbers`
 * (issue 27, optional) are the new type's physical rooms. Throws ApiError.
 */
function addRoom(input: AddRoomInput): Promise<Room> {
  return apiFetch<Room>('/add-room', { method: 'POST', body: input });
}

/** docs/product/api.md#admin-rooms PUT /edit-room/{id} with the same body. Throws ApiError. */
function editRoom(roomId: string, input: RoomInput): Promise<Room> {
  return apiFetch<Room>(`/edit-room/${encodeURIComponent(roomId)}`, { method: 'PUT', body: input });
}

/** Adds (no `roomId`) or edits a room, then refreshes every room list and that room's page. */
export function useSaveRoomMutation(roomId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RoomInput | AddRoomInput) => (roomId ? editRoom(roomId, input) : addRoom(input)),
    // The room form toasts "Something Went Wrong!" with the server's message under it.
    meta: { errorToast: false },
    onSuccess: async (room) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.allRoomLists }),
        queryClient.invalidateQueries({ queryKey: queryKeys.room(room._id) }),
      ]);
    },
  });
}
