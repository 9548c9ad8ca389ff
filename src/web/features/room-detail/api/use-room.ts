/** GET /api/room/{id} (SPEC §7): the room with the caller's liked state. */
import { useQuery } from '@tanstack/react-query';
import type { RoomDetail } from '#shared/schemas/rooms.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Fetches one room. Throws ApiError (404 when it does not exist). */
export function fetchRoom(roomId: string): Promise<RoomDetail> {
  return apiFetch<RoomDetail>(`/room/${encodeURIComponent(roomId)}`);
}

/** The room shown on the detail page. */
export function useRoom(roomId: string) {
  return useQuery({ queryKey: queryKeys.room(roomId), queryFn: () => fetchRoom(roomId) });
}
