import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Room, RoomInput } from '#shared/schemas/rooms.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** SPEC §7 POST /add-room: `input.price` is BDT per night; the server sets the host. Throws ApiError. */
export function addRoom(input: RoomInput): Promise<Room> {
  return apiFetch<Room>('/add-room', { method: 'POST', body: input });
}

/** SPEC §7 PUT /edit-room/{id} with the same body. Throws ApiError. */
export function editRoom(roomId: string, input: RoomInput): Promise<Room> {
  return apiFetch<Room>(`/edit-room/${encodeURIComponent(roomId)}`, { method: 'PUT', body: input });
}

/** Adds (no `roomId`) or edits a room, then refreshes every room list and that room's page. */
export function useSaveRoomMutation(roomId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RoomInput) => (roomId ? editRoom(roomId, input) : addRoom(input)),
    onSuccess: async (room) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.allRoomLists }),
        queryClient.invalidateQueries({ queryKey: queryKeys.room(room._id) }),
      ]);
    },
  });
}
