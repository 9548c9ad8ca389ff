import { useQuery } from '@tanstack/react-query';
import { fetchRoom } from '#web/lib/room-api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The room shown on the detail page (GET /api/room/{id}). */
export function useRoom(roomId: string) {
  return useQuery({ queryKey: queryKeys.room(roomId), queryFn: () => fetchRoom(roomId) });
}
