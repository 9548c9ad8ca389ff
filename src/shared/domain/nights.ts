/**
 * Calendar maths on stay dates. Dates are `YYYY-MM-DD` strings in hotel time; they are
 * treated as plain calendar days (UTC midnight) so no time zone or DST can shift a day.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** True when `value` is a real calendar date written as `YYYY-MM-DD`. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(+match[1], +match[2] - 1, +match[3]));
  return date.toISOString().slice(0, 10) === value;
}

/** Day number since the epoch for a `YYYY-MM-DD` date. Throws RangeError if invalid. */
export function toDayNumber(isoDate: string): number {
  if (!isIsoDate(isoDate)) throw new RangeError(`Invalid date: ${isoDate}`);
  return Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
}

/**
 * Nights between check-in and check-out (docs/product/rules.md#nights-and-prices: days between check out and check in).
 * Returns 0 when check-out is not after check-in. Throws RangeError on invalid dates.
 */
export function countNights(checkIn: string, checkOut: string): number {
  return Math.max(0, toDayNumber(checkOut) - toDayNumber(checkIn));
}

/** Adds `days` to a `YYYY-MM-DD` date. */
export function addDays(isoDate: string, days: number): string {
  return new Date((toDayNumber(isoDate) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** `YYYY-MM-DD` → `DD-MM-YYYY` (docs/product/screens.md#payment-success: dates shown day-month-year). */
export function formatDayMonthYear(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}-${month}-${year}`;
}

/**
 * A day typed as `dd-mm-yyyy` (`/` or `.` also part it; one-digit days and months too) →
 * `YYYY-MM-DD`; '' → null; undefined when it is no real date. The admin filters' day fields
 * (issue 24) read days the way every screen prints them.
 */
export function parseDayMonthYear(text: string): string | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const match = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{4})$/.exec(trimmed);
  if (!match) return undefined;
  const iso = `${match[3]}-${match[2].padStart(2, '0')}-${match[1].padStart(2, '0')}`;
  return isIsoDate(iso) ? iso : undefined;
}
