/** GET /api/reservation-data/{roomId} (SPEC §7): the stays that may block new dates. */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reservationSchema } from '#shared/schemas/rooms.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export type RoomReservation = z.infer<typeof reservationSchema>;

export const reservationsQueryKey = (roomId: string) => ['reservation-data', roomId] as const;

/** Fetches a room's reservations. Throws ApiError. */
export function fetchReservations(roomId: string): Promise<RoomReservation[]> {
  return apiFetch<RoomReservation[]>(`/reservation-data/${encodeURIComponent(roomId)}`);
}

/**
 * Reservations of one room. Availability is re-fetched on every check (see use-date-panel),
 * so a cached list never decides on its own.
 */
export function useReservations(roomId: string) {
  return useQuery({
    queryKey: reservationsQueryKey(roomId),
    queryFn: () => fetchReservations(roomId),
  });
}
