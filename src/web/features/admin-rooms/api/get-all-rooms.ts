import { useQuery } from '@tanstack/react-query';
import type { Room } from '#shared/schemas/rooms.ts';
import { ApiError } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * docs/product/api.md#rooms GET /all-rooms: every room on sale (archived rooms are left out by the server).
 * The public answer may be HTTP-cached for 30 s; the admin must see rooms just added or
 * changed (here or by another admin), so this always goes to the network (`cache: 'reload'`,
 * which also refreshes the cached copy /rooms reads). Throws ApiError.
 */
async function fetchAllRooms(): Promise<Room[]> {
  const response = await fetch('/api/all-rooms', { credentials: 'omit', cache: 'reload' });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: string; code?: string } | null;
    throw new ApiError(response.status, body?.code ?? 'HTTP_ERROR', body?.message ?? response.statusText);
  }
  return (await response.json()) as Room[];
}

/** All rooms, shared with the public list's unfiltered cache entry. */
export function useAllRoomsQuery() {
  return useQuery({ queryKey: queryKeys.rooms(null), queryFn: fetchAllRooms });
}
