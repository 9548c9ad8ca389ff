/** The room page's query (GET /api/room/{id}): the page, its route loader and the likes share it. */
import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '#web/lib/query-keys.ts';
import { fetchRoom } from './room-api.ts';

/** Query options of one room with the caller's liked state. Throws ApiError from the query function. */
export const roomQuery = (roomId: string) => queryOptions({ queryKey: queryKeys.room(roomId), queryFn: () => fetchRoom(roomId) });
