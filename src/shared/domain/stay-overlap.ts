/**
 * Availability rule of docs/product/rules.md#availability: by default two stays overlap when
 * they share any day, edge days included (`[]` ranges), so a room is not sold for check-in on
 * the day its last guest checks out. With the hotel's same-day turnover setting
 * (HOTEL_SAME_DAY_TURNOVER) one guest's check-out day may be the next guest's check-in day
 * (`[)` ranges: only shared nights count). Reservations whose cancellation was approved no
 * longer count. The database enforces the same rule with an exclusion constraint
 * (docs/architecture.md#data).
 */

export interface StayRange {
  startDate: string; // YYYY-MM-DD
  endDate: string; // YYYY-MM-DD
}

export interface Reservation extends StayRange {
  c_status?: string | null;
  /** The viewer's own stay (GET /reservation-data, issue 24): it still blocks, but is not "another guest's". */
  isOwn?: boolean;
}

/**
 * True when the stays collide: they share a day (default; containment overlaps too), or, with
 * `isSameDayTurnover`, a night (a check-out day may be another stay's check-in day).
 */
export function staysOverlap(a: StayRange, b: StayRange, isSameDayTurnover = false): boolean {
  const [aStart, aEnd, bStart, bEnd] = [a.startDate, a.endDate, b.startDate, b.endDate].map((d) => d.slice(0, 10));
  return isSameDayTurnover ? aStart < bEnd && bStart < aEnd : aStart <= bEnd && bStart <= aEnd;
}

/** True when `wanted` collides with any reservation that still blocks dates (rule as in staysOverlap). */
export function isRangeTaken(wanted: StayRange, reservations: readonly Reservation[], isSameDayTurnover = false): boolean {
  return reservations.some((r) => r.c_status !== 'approved' && staysOverlap(wanted, r, isSameDayTurnover));
}

/** How far either way nearestFreeStay looks (days). */
const SEARCH_DAYS = 365;

const shift = (isoDate: string, days: number): string =>
  new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * The free stay of the same length nearest to `wanted` (a refused choice), trying one day
 * later, one day earlier, two later, … up to a year, never starting before `today`, under the
 * same overlap rule. Null when nothing within a year is free.
 */
export function nearestFreeStay(
  wanted: StayRange,
  reservations: readonly Reservation[],
  today: string,
  isSameDayTurnover = false,
): StayRange | null {
  for (let days = 1; days <= SEARCH_DAYS; days += 1) {
    for (const delta of [days, -days]) {
      const candidate = { startDate: shift(wanted.startDate, delta), endDate: shift(wanted.endDate, delta) };
      if (candidate.startDate >= today && !isRangeTaken(candidate, reservations, isSameDayTurnover)) return candidate;
    }
  }
  return null;
}
