import { useQuery } from '@tanstack/react-query';
import { roomQuery } from '../../api/room-query.ts';

/** The room shown on the detail page (GET /api/room/{id}); its route loader fills the same query. */
export function useRoom(roomId: string) {
  return useQuery(roomQuery(roomId));
}
