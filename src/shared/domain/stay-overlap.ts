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

/** How far either way nearestFreeStay looks (days). */
const SEARCH_DAYS = 365;

const shift = (isoDate: string, days: number): string =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The free stay of the same length nearest to `wanted` (a refused choice), trying one day
 * later, one day earlier, two later, … up to a year, never starting before `today`. Null when
 * nothing within a year is free.
 */
export function nearestFreeStay(wanted: StayRange, reservations: readonly Reservation[], today: string): StayRange | null {
  for (let days = 1; days <= SEARCH_DAYS; days += 1) {
    for (const delta of [days, -days]) {
      const candidate = { startDate: shift(wanted.startDate, delta), endDate: shift(wanted.endDate, delta) };
      if (candidate.startDate >= today && !isRangeTaken(candidate, reservations)) return candidate;
    }
  }
  return null;
}
