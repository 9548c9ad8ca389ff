/**
 * Availability rule of SPEC §5: two stays overlap when they share any day, edge days
 * included (`[]` ranges), and reservations whose cancellation was approved no longer count.
 * The database enforces the same rule with an exclusion constraint (DESIGN §3).
 */

export interface StayRange {
  startDate: string; // YYYY-MM-DD
  endDate: string; // YYYY-MM-DD
}

export interface Reservation extends StayRange {
  c_status?: string | null;
}

/** Inclusive overlap of two stays (touching edge days overlap; containment overlaps). */
export function staysOverlap(a: StayRange, b: StayRange): boolean {
  return a.startDate.slice(0, 10) <= b.endDate.slice(0, 10) && b.startDate.slice(0, 10) <= a.endDate.slice(0, 10);
}

/** True when `wanted` collides with any reservation that still blocks dates. */
export function isRangeTaken(wanted: StayRange, reservations: readonly Reservation[]): boolean {
  return reservations.some((r) => r.c_status !== 'approved' && staysOverlap(wanted, r));
}
