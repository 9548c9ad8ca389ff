/**
 * A room type's physical rooms (issue 27): GET/POST /api/admin/rooms/{roomId}/physical-rooms,
 * PATCH/DELETE /api/admin/physical-rooms/{id}. Errors (409 "Room 201 already exists", a room
 * with upcoming stays) toast the server's message through the global mutation-error toast.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PhysicalRoom, PhysicalRoomInput, PhysicalRoomPatch } from '#shared/schemas/physical-rooms.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

const roomsOf = (roomId: string) => `/admin/rooms/${encodeURIComponent(roomId)}/physical-rooms`;
const one = (id: string) => `/admin/physical-rooms/${encodeURIComponent(id)}`;

/** The type's rooms in service, by number. */
export function usePhysicalRoomsQuery(roomId: string) {
  return useQuery({ queryKey: queryKeys.physicalRooms(roomId), queryFn: () => apiFetch<PhysicalRoom[]>(roomsOf(roomId)) });
}

/** Add, renumber and retire, each refreshing the type's list (and the block form's list of every room). */
export function usePhysicalRoomMutations(roomId: string) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.physicalRooms(roomId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.allPhysicalRooms }),
    ]);
  const add = useMutation({
    mutationFn: (input: PhysicalRoomInput) => apiFetch<PhysicalRoom>(roomsOf(roomId), { method: 'POST', body: input }),
    onSuccess: refresh,
  });
  const edit = useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: PhysicalRoomPatch }) =>
      apiFetch<PhysicalRoom>(one(id), { method: 'PATCH', body: patch }),
    onSuccess: refresh,
  });
  const retire = useMutation({
    mutationFn: (id: string) => apiFetch<{ message: string }>(one(id), { method: 'DELETE' }),
    onSuccess: refresh,
  });
  return { add, edit, retire };
}
