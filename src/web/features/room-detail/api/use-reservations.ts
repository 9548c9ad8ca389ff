/** GET /api/reservation-data/{roomId} (SPEC §7): the stays that may block new dates. */
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
