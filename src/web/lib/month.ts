/** Calendar months as `YYYY-MM` strings for the tape chart (issue 13); days are `YYYY-MM-DD`. */
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { addDays } from '#shared/domain/nights.ts';
import { monthSchema } from '#shared/schemas/front-desk.ts';

/** The month `delta` months after `month` (negative goes back). */
export function shiftMonth(month: string, delta: number): string {
  const [year, mon] = month.split('-').map(Number);
  const index = year * 12 + (mon - 1) + delta;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** `month` from the URL when it is a real `YYYY-MM`, else this hotel month. */
export function monthOrCurrent(value: string | null): string {
  return value && monthSchema.safeParse(value).success ? value : todayInHotel().slice(0, 7);
}

/** Every day from `from` up to, not including, `to`. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d < to; d = addDays(d, 1)) days.push(d);
  return days;
}

const monthName = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'narrow', timeZone: 'UTC' });
const weekdayLong = new Intl.DateTimeFormat('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

/** "March 2026". */
export const monthLabel = (month: string) => monthName.format(new Date(`${month}-01T00:00:00Z`));
/** "M" for a Monday. */
export const weekdayLetter = (day: string) => weekday.format(new Date(`${day}T00:00:00Z`));
/** "Monday 2 March", for screen readers. */
export const dayLabel = (day: string) => weekdayLong.format(new Date(`${day}T00:00:00Z`));
