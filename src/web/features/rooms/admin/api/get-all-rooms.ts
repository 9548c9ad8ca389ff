import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ROOM_PAGE_SIZE } from '#shared/domain/room-search.ts';
import type { RoomPage } from '#shared/schemas/rooms.ts';
import { publicFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * docs/product/api.md#rooms GET /all-rooms?page&pageSize: one page of the rooms on sale
 * (archived rooms are left out by the server), `ROOM_PAGE_SIZE` at a time, so a hotel of
 * 10,000 rooms is not sent whole (issue 11). `query` is the list's query string (`page`,
 * `category`). The public answer may be HTTP-cached for 30 s; the admin must see rooms just
 * added or changed (here or by another admin), so this always goes to the network
 * (`cache: 'reload'`). Throws ApiError.
 */
function fetchRoomPage(query: string): Promise<RoomPage> {
  return publicFetch<RoomPage>(`/all-rooms?${query}&pageSize=${ROOM_PAGE_SIZE}`, 'reload');
}

/** One page of All Rooms; saving or archiving a room invalidates every room list, this one included. */
export function useAdminRoomPageQuery(query: string) {
  return useQuery({ queryKey: queryKeys.adminRoomPage(query), queryFn: () => fetchRoomPage(query), placeholderData: keepPreviousData });
}
