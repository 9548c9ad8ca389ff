import { DEFAULT_HOTEL_TIME_ZONE } from '#shared/domain/hotel-time.ts';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: DEFAULT_HOTEL_TIME_ZONE,
});

/** An ISO instant as hotel-local date and time ("21 Nov 2025, 14:05"); "—" when missing or invalid. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

// Stay dates are calendar days (`YYYY-MM-DD`), read as UTC midnight so no zone shifts them.
const stayDate = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

const asUtcDay = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);

/** A stay date as day-month-year ("14 Dec 2026"), the one style for stay dates. */
export function formatStayDate(isoDate: string): string {
  return stayDate.format(asUtcDay(isoDate));
}

/** A stay's dates as one range ("14–17 Dec 2026", "30 Dec 2026 – 2 Jan 2027"). */
export function formatStayRange(checkIn: string, checkOut: string): string {
  return stayDate.formatRange(asUtcDay(checkIn), asUtcDay(checkOut));
}
