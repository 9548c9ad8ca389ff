/**
 * The public room list, a page at a time (issue 11: GET /all-rooms?page&pageSize, ROOM_PAGE_SIZE
 * rooms each). `/rooms` shows the pages it has and asks for the next on "Show more rooms"; the
 * home page's hero takes the first room of the first page. The server renders both pages from
 * that first page and hands it over (app/initial-data.ts), under the same query key.
 */
import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { ROOM_PAGE_SIZE } from '#shared/domain/room-search.ts';
import type { RoomPage } from '#shared/schemas/rooms.ts';
import { publicFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { toQueryString, type StaySearch } from '../lib/stay-search.ts';

/** The query string of a search's page `page` (1-based). */
function toRoomPageQuery(search: Partial<StaySearch>, page: number): string {
  const base = toQueryString(search);
  return `${base ? `${base}&` : '?'}page=${page}&pageSize=${ROOM_PAGE_SIZE}`;
}

/** The number of the page after `last`, or undefined when `last` holds the final rooms. */
function nextRoomPage(last: RoomPage): number | undefined {
  return last.page * last.pageSize < last.total && last.items.length > 0 ? last.page + 1 : undefined;
}

/**
 * Query options of a search's pages, without credentials (anonymous visitors are never
 * bounced). Throws ApiError from the query function.
 */
export function roomPagesQuery(search: Partial<StaySearch>) {
  return infiniteQueryOptions({
    queryKey: queryKeys.roomPages(toQueryString(search) || null),
    queryFn: ({ pageParam }) => publicFetch<RoomPage>(`/all-rooms${toRoomPageQuery(search, pageParam)}`),
    initialPageParam: 1,
    getNextPageParam: nextRoomPage,
  });
}

/** Cache data of a search whose first page is `first` (what the server rendered with). */
export function toRoomPagesData(first: RoomPage): InfiniteData<RoomPage, number> {
  return { pages: [first], pageParams: [1] };
}
