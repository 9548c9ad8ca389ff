import { useQuery } from '@tanstack/react-query';
import { fetchRoom } from '../../api/room-api.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * The room being edited. It shares its cache entry with the room page, so it always refetches
 * on mount: the form is filled once and must start from the current fields.
 */
export function useRoomQuery(roomId: string) {
  return useQuery({ queryKey: queryKeys.room(roomId), queryFn: () => fetchRoom(roomId), refetchOnMount: 'always' });
}
