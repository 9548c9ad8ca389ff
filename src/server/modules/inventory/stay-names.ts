/**
 * How a refusal names stays (issue 27: "the message names the stays"): `2026-12-01 → 12-03
 * (booking 1a2b3c4d, Rahim Uddin)`, the end date shortened when it shares the year.
 */
import type { LiveStay } from './room-stays.repository.ts';

/** "2026-12-01 → 12-03" (or "2026-12-30 → 2027-01-02" across a year). */
export function describeDates(startDate: string, endDate: string): string {
  const end = startDate.slice(0, 4) === endDate.slice(0, 4) ? endDate.slice(5) : endDate;
  return `${startDate} → ${end}`;
}

/** One stay as a refusal names it: dates, booking id (its first 8 characters) and guest. */
function describeStay(stay: LiveStay): string {
  const hold = stay.status === 'held' ? ', payment in progress' : '';
  return `${describeDates(stay.startDate, stay.endDate)} (booking ${stay.bookingId.slice(0, 8)}, ${stay.guestName}${hold})`;
}

/** Several stays, comma-separated, "and more" past the listed ones when `hasMore`. */
export function describeStays(stays: readonly LiveStay[], hasMore = false): string {
  return stays.map(describeStay).join(', ') + (hasMore ? ', and more' : '');
}
