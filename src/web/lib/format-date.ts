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
