/** Screen words for a booking's source (issue 27). */
import { BOOKING_SOURCE_LABELS, type BookingSource } from '#shared/schemas/inventory.ts';

/** "Walk-in"; for a named OTA, "OTA · Agoda". */
export function bookingSourceLabel(source: BookingSource, sourceName: string | null): string {
  return source === 'ota' && sourceName ? `${BOOKING_SOURCE_LABELS.ota} · ${sourceName}` : BOOKING_SOURCE_LABELS[source];
}
