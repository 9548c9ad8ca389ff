import { useQuery } from '@tanstack/react-query';
import type { Room } from '#shared/schemas/rooms.ts';
import type { RoomCategory } from '#shared/domain/humanize-category.ts';
import { publicFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** SPEC §7 GET /all-rooms, without credentials (anonymous visitors are never bounced). */
export function fetchRooms(category: RoomCategory | null): Promise<Room[]> {
  const query = category ? `?category=${encodeURIComponent(category)}` : '';
  return publicFetch<Room[]>(`/all-rooms${query}`);
}

/** The room list, optionally filtered by category. */
export function useRoomsQuery(category: RoomCategory | null) {
  return useQuery({ queryKey: queryKeys.rooms(category), queryFn: () => fetchRooms(category) });
}
