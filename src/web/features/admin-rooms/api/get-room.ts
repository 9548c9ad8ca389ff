import { useQuery } from '@tanstack/react-query';
import type { RoomDetail } from '#shared/schemas/rooms.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** SPEC §7 GET /room/{id}: the room to edit (price in BDT). Throws ApiError (404 when unknown). */
export function fetchRoom(roomId: string): Promise<RoomDetail> {
  return apiFetch<RoomDetail>(`/room/${encodeURIComponent(roomId)}`);
}

/**
 * The room being edited. It shares its cache entry with the room page, so it always refetches
 * on mount: the form is filled once and must start from the current fields.
 */
export function useRoomQuery(roomId: string) {
  return useQuery({ queryKey: queryKeys.room(roomId), queryFn: () => fetchRoom(roomId), refetchOnMount: 'always' });
}
