/**
 * Housekeeping (issue 28): GET /api/admin/housekeeping (the board, refreshed every minute) and
 * POST /api/admin/physical-rooms/{id}/housekeeping { status }, applied to the board at once and
 * rolled back with a toast of the server's message when refused.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import type { HousekeepingStatus } from '#shared/schemas/desk-vocabularies.ts';
import type { HousekeepingBoard, HousekeepingChanged } from '#shared/schemas/housekeeping.ts';
import { apiFetch } from '#web/lib/api-client.ts';

const boardKey = ['admin', 'housekeeping'] as const;

/** Every room in service with its status; refreshed every minute. Throws ApiError. */
export function useHousekeepingQuery() {
  return useQuery({ queryKey: boardKey, queryFn: () => apiFetch<HousekeepingBoard>('/admin/housekeeping'), refetchInterval: 60_000 });
}

interface Change {
  physicalRoomId: string;
  status: HousekeepingStatus;
}

/** Marks a room; optimistic (the card changes at once), rolled back with an error toast on refusal. */
export function useSetHousekeepingMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ physicalRoomId, status }: Change) =>
      apiFetch<HousekeepingChanged>(`/admin/physical-rooms/${encodeURIComponent(physicalRoomId)}/housekeeping`, {
        method: 'POST',
        body: { status },
      }),
    meta: { errorToast: false },
    onMutate: async ({ physicalRoomId, status }: Change) => {
      await queryClient.cancelQueries({ queryKey: boardKey });
      const previous = queryClient.getQueryData<HousekeepingBoard>(boardKey);
      if (previous) {
        const rooms = previous.rooms.map((r) => (r.physicalRoomId === physicalRoomId ? { ...r, status } : r));
        queryClient.setQueryData<HousekeepingBoard>(boardKey, { ...previous, rooms });
      }
      return { previous };
    },
    onError: (error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(boardKey, context.previous);
      toast.error(`${error.message}. Nothing was changed.`);
    },
    onSuccess: (reply) => toast.success(reply.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: boardKey }),
  });
}
