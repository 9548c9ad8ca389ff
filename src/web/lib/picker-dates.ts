/**
 * Bridges react-date-picker's `Date` values and the app's `YYYY-MM-DD` stay dates.
 * The picker hands out local-midnight dates, so the calendar day must be read from the
 * local parts: `toISOString()` would shift the day for anyone east of UTC (e.g. Dhaka).
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Local calendar day of `date` as `YYYY-MM-DD`. */
export function toIsoDate(date: Date): string {
  const year = String(date.getFullYear()).padStart(4, '0');
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/** `YYYY-MM-DD` → local-midnight `Date` for the picker, or null when not a date string. */
export function fromIsoDate(isoDate: string): Date | null {
  const match = ISO_DATE.exec(isoDate);
  if (!match) return null;
  const date = new Date(0, 0, 1);
  // setFullYear keeps years below 100 literal (the Date constructor maps them to 19xx).
  date.setFullYear(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
  date.setHours(0, 0, 0, 0);
  return date;
}

/** docs/product/rules.md#constants picker limits: selectable from 100 years back to 20 years ahead of `now`. */
export function pickerLimits(now: Date = new Date()): { minDate: Date; maxDate: Date } {
  const minDate = new Date(now);
  minDate.setFullYear(now.getFullYear() - 100);
  minDate.setHours(0, 0, 0, 0);
  const maxDate = new Date(now);
  maxDate.setFullYear(now.getFullYear() + 20);
  maxDate.setHours(23, 59, 59, 999);
  return { minDate, maxDate };
}
