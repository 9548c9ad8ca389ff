import { useQuery } from '@tanstack/react-query';
import type { Room } from '#shared/schemas/rooms.ts';
import { publicFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The first room's image, for the hero background (shares the room list's cache entry). */
export function useHeroImage(): string | null {
  const { data } = useQuery({
    queryKey: queryKeys.rooms(null),
    queryFn: () => publicFetch<Room[]>('/all-rooms'),
    retry: false,
  });
  return data?.[0]?.image ?? null;
}
