import { useQuery } from '@tanstack/react-query';
import type { RoomListItem } from '#shared/schemas/rooms.ts';
import { publicFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { toQueryString, type StaySearch } from '#web/lib/stay-search.ts';

/**
 * docs/product/api.md#rooms GET /all-rooms, without credentials (anonymous visitors are never bounced), with the
 * stay search of issue 12 (category, checkIn/checkOut, guests, sort). Throws ApiError.
 */
function fetchRooms(search: Partial<StaySearch>): Promise<RoomListItem[]> {
  return publicFetch<RoomListItem[]>(`/all-rooms${toQueryString(search)}`);
}

/** The room list for a search (every part optional). */
export function useRoomsQuery(search: Partial<StaySearch>) {
  const query = toQueryString(search);
  return useQuery({ queryKey: queryKeys.rooms(query || null), queryFn: () => fetchRooms(search) });
}
