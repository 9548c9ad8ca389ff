/**
 * Which days each calendar of the date panel refuses (issue 12 "A calendar that knows the
 * hotel"): past days in hotel time, days taken by others (edge days included, SPEC §5), and
 * for check-out anything on or before check-in or beyond the next taken day.
 */
import type { Matcher } from 'react-day-picker';
import { addDays } from '#shared/domain/nights.ts';
import type { Reservation } from '#shared/domain/stay-overlap.ts';
import { fromIsoDate } from './picker-dates.ts';

const day = (isoDate: string): Date => fromIsoDate(isoDate)!;

export interface CalendarDays {
  taken: Matcher[];
  checkInDisabled: Matcher[];
  checkOutDisabled: Matcher[];
}

/** Matchers for both calendars, from the room's blocking reservations and the hotel's today. */
export function calendarDays(reservations: readonly Reservation[], today: string, checkIn: string | null): CalendarDays {
  const blocking = reservations.filter((r) => r.c_status !== 'approved');
  const taken: Matcher[] = blocking.map((r) => ({ from: day(r.startDate.slice(0, 10)), to: day(r.endDate.slice(0, 10)) }));
  const checkOutDisabled: Matcher[] = [{ before: day(addDays(checkIn ?? today, 1)) }, ...taken];
  if (checkIn) {
    // A stay cannot run across a taken day: nothing after the first one that follows check-in.
    const next = blocking.map((r) => r.startDate.slice(0, 10)).filter((start) => start > checkIn).sort()[0];
    if (next) checkOutDisabled.push({ after: day(next) });
  }
  return { taken, checkInDisabled: [{ before: day(today) }, ...taken], checkOutDisabled };
}
