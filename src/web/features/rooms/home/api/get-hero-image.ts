import { useInfiniteQuery } from '@tanstack/react-query';
import { roomPagesQuery } from '../../search/api/room-pages.ts';

/** The first room's image, for the hero background (shares the room list's first page). */
export function useHeroImage(): string | null {
  const { data } = useInfiniteQuery({ ...roomPagesQuery({}), retry: false });
  return data?.pages[0]?.items[0]?.image ?? null;
}
