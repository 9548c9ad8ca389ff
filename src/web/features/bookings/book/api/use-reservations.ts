/** GET /api/reservation-data/{roomId} (docs/product/api.md#rooms): the stays that may block new dates. */
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { reservationSchema } from '#shared/schemas/rooms.ts';
import { apiFetch } from '#web/lib/api-client.ts';

export type RoomReservation = z.infer<typeof reservationSchema>;

/**
 * Fetches a room's reservations. Throws ApiError. Not cached: every availability check asks
 * afresh (use-date-panel), since someone may have booked since the page loaded.
 */
export function fetchReservations(roomId: string): Promise<RoomReservation[]> {
  return apiFetch<RoomReservation[]>(`/reservation-data/${encodeURIComponent(roomId)}`);
}

/** Query key of a room's reservations (the calendars' taken days). */
export const reservationsKey = (roomId: string) => ['reservation-data', roomId] as const;

/** The room's reservations for marking taken days; each availability check refreshes them. */
export function useReservations(roomId: string) {
  return useQuery({ queryKey: reservationsKey(roomId), queryFn: () => fetchReservations(roomId), staleTime: 30_000 });
}
