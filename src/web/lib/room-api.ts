/** GET /api/room/{id} (docs/product/api.md#rooms): one room with the caller's liked state; used by the room page and the admin's edit form. */
import type { QueryClient } from '@tanstack/react-query';
import type { RoomDetail } from '#shared/schemas/rooms.ts';
import { apiFetch, prefetchJson } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/** Fetches one room. Throws ApiError (code NOT_FOUND when it does not exist). */
export function fetchRoom(roomId: string): Promise<RoomDetail> {
  return apiFetch<RoomDetail>(`/room/${encodeURIComponent(roomId)}`);
}

/**
 * Starts GET /api/room/{id} when a room page is opened directly (a shared link, a reload), in
 * parallel with the page's chunk and the session check instead of after them (issue 11). The
 * main photo, the page's largest paint, is already on its way: the server's shell for
 * `/room/{id}` preloads it (server plugins/room-page-shell.ts). A 401 here only leaves an
 * error in the cache: the guard sends a visitor to sign in, and the page asks again (with the
 * sign-out flow) when it mounts.
 */
export function prefetchOpenedRoom(queryClient: QueryClient, pathname: string): void {
  const roomId = /^\/room\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!roomId) return;
  const id = decodeURIComponent(roomId);
  void queryClient
    .fetchQuery({ queryKey: queryKeys.room(id), queryFn: () => prefetchJson<RoomDetail>(`/room/${encodeURIComponent(id)}`) })
    .catch(() => undefined);
}
