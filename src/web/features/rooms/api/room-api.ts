/** GET /api/room/{id} (docs/product/api.md#rooms): one room with the caller's liked state; used by the room page and the admin's edit form. */
import type { RoomDetail } from '#shared/schemas/rooms.ts';
import { apiFetch } from '#web/lib/api-client.ts';

/** Fetches one room. Throws ApiError (code NOT_FOUND when it does not exist). */
export function fetchRoom(roomId: string): Promise<RoomDetail> {
  return apiFetch<RoomDetail>(`/room/${encodeURIComponent(roomId)}`);
}
