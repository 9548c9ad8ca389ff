/** GET /api/room/{id} (SPEC §7): the room with the caller's liked state. */
import { useQuery } from '@tanstack/react-query';
import type { RoomDetail } from '#shared/schemas/rooms.ts';
import { apiFetch } from '#web/lib/api-client.ts';

/** Cache key of one room's detail; the like mutation patches it optimistically. */
export const roomQueryKey = (roomId: string) => ['room', roomId] as const;

/** Fetches one room. Throws ApiError (404 when it does not exist). */
export function fetchRoom(roomId: string): Promise<RoomDetail> {
  return apiFetch<RoomDetail>(`/room/${encodeURIComponent(roomId)}`);
}

/** The room shown on the detail page. */
export function useRoom(roomId: string) {
  return useQuery({ queryKey: roomQueryKey(roomId), queryFn: () => fetchRoom(roomId) });
}
