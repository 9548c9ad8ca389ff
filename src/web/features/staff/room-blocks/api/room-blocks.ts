/**
 * Blocked rooms (issue 27): GET /api/admin/blocks (current and upcoming), POST /api/admin/blocks,
 * POST /api/admin/blocks/{id}/end, and GET /api/admin/physical-rooms (the form's choice of room).
 * A refusal (409 naming the booking or the other block) shows the server's message.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PhysicalRoomWithType } from '#shared/schemas/physical-rooms.ts';
import type { BlockInput, RoomBlock } from '#shared/schemas/room-blocks.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Current and upcoming blocks, by start date. */
export function useRoomBlocksQuery() {
  return useQuery({ queryKey: queryKeys.roomBlocks, queryFn: () => apiFetch<RoomBlock[]>('/admin/blocks') });
}

/** Every room in service with its type's title, by number. */
export function useAllPhysicalRoomsQuery() {
  return useQuery({ queryKey: queryKeys.allPhysicalRooms, queryFn: () => apiFetch<PhysicalRoomWithType[]>('/admin/physical-rooms') });
}

/** Adds a block; the form shows the refusal itself (no global toast). */
export function useCreateBlockMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: BlockInput) => apiFetch<RoomBlock>('/admin/blocks', { method: 'POST', body: input }),
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.roomBlocks }),
  });
}

/** Ends a running block today, or withdraws one not started. */
export function useEndBlockMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<{ message: string; block: RoomBlock | null }>(`/admin/blocks/${encodeURIComponent(id)}/end`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.roomBlocks }),
  });
}
