/** GET /api/room/{id} (docs/product/api.md#rooms): one room with the caller's liked state; used by the room page and the admin's edit form. */
import type { QueryClient } from '@tanstack/react-query';
import { responsiveSrcSet } from '#shared/domain/image-variants.ts';
import type { RoomDetail } from '#shared/schemas/rooms.ts';
import { apiFetch, prefetchJson } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/** Fetches one room. Throws ApiError (code NOT_FOUND when it does not exist). */
export function fetchRoom(roomId: string): Promise<RoomDetail> {
  return apiFetch<RoomDetail>(`/room/${encodeURIComponent(roomId)}`);
}

/** `sizes` of the room page's photos: 3/5 of the 1280 px page from 1024 px up, the whole width below. */
export const ROOM_PHOTO_SIZES = '(min-width: 1280px) 740px, (min-width: 1024px) 58vw, 100vw';

/**
 * Starts GET /api/room/{id} when a room page is opened directly (a shared link, a reload), in
 * parallel with the page's chunk and the session check instead of after them, and then the
 * download of its main photo, the page's largest paint (issue 11). A 401 here only leaves an
 * error in the cache: the guard sends a visitor to sign in, and the page asks again (with the
 * sign-out flow) when it mounts.
 */
export function prefetchOpenedRoom(queryClient: QueryClient, pathname: string): void {
  const roomId = /^\/room\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (!roomId) return;
  const id = decodeURIComponent(roomId);
  queryClient
    .fetchQuery({ queryKey: queryKeys.room(id), queryFn: () => prefetchJson<RoomDetail>(`/room/${encodeURIComponent(id)}`) })
    .then((room) => preloadImage(room.image))
    .catch(() => undefined);
}

/** `<link rel="preload" as="image">` with the photo's srcset and sizes, as the page's <img> will ask. */
function preloadImage(src: string): void {
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = src;
  const srcSet = responsiveSrcSet(src);
  if (srcSet) {
    link.setAttribute('imagesrcset', srcSet);
    link.setAttribute('imagesizes', ROOM_PHOTO_SIZES);
  }
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}
