/**
 * Hotel-local calendar. Stay dates are calendar days in the hotel's time zone
 * (default Asia/Dhaka, DESIGN §3), never in the browser's or the server's zone.
 */

export const DEFAULT_HOTEL_TIME_ZONE = 'Asia/Dhaka';

/** Today's date as `YYYY-MM-DD` in `timeZone` at instant `now`. */
export function todayInHotel(now: Date = new Date(), timeZone: string = DEFAULT_HOTEL_TIME_ZONE): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
