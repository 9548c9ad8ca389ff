import { useInfiniteQuery } from '@tanstack/react-query';
import { roomPagesQuery } from '../../search/api/room-pages.ts';
import type { StaySearch } from '../../search/lib/stay-search.ts';

/**
 * docs/product/api.md#rooms GET /all-rooms for a search (every part optional: category,
 * checkIn/checkOut, guests, sort), a page of ROOM_PAGE_SIZE rooms at a time.
 */
export function useRoomPages(search: Partial<StaySearch>) {
  return useInfiniteQuery(roomPagesQuery(search));
}
