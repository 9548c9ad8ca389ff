/**
 * GET /api/room/{id}/availability?checkIn&checkOut (issue 27, the availability check): whether
 * one physical room of the type is free for the whole stay and how many are, for the signed-in
 * guest: their own live hold does not count, as booking again replaces it.
 */
import { useQuery } from '@tanstack/react-query';
import type { RoomAvailability } from '#shared/schemas/rooms.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export interface CheckedStay {
  checkIn: string;
  checkOut: string;
}

/** Fetches the type's availability for `stay`. Throws ApiError (400 INVALID_DATES, 401, 404). */
export function fetchRoomAvailability(roomId: string, stay: CheckedStay): Promise<RoomAvailability> {
  const query = new URLSearchParams({ checkIn: stay.checkIn, checkOut: stay.checkOut });
  return apiFetch<RoomAvailability>(`/room/${encodeURIComponent(roomId)}/availability?${query}`);
}

/** Query key of one stay's availability of a room type. */
export const roomAvailabilityKey = (roomId: string, stay: CheckedStay) =>
  ['room-availability', roomId, stay.checkIn, stay.checkOut] as const;

/** The type's availability for `stay` (none asked without a stay); each availability check refreshes it. */
export function useRoomAvailability(roomId: string, stay: CheckedStay | null) {
  return useQuery({
    queryKey: stay ? roomAvailabilityKey(roomId, stay) : ['room-availability', roomId, null],
    queryFn: () => fetchRoomAvailability(roomId, stay!),
    enabled: stay !== null,
    staleTime: 5_000,
    retry: false,
  });
}
