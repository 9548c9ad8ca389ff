/**
 * Hotel-local calendar. Stay dates are calendar days in the hotel's time zone
 * (default Asia/Dhaka, docs/product/rules.md#hotel-time), never in the browser's or the server's zone.
 */

export const DEFAULT_HOTEL_TIME_ZONE = 'Asia/Dhaka';

/**
 * One formatter per time zone, made on first use: building an Intl.DateTimeFormat costs about
 * a hundred times its format() call (≈0.4 ms vs 5 µs on the bench machine), and every booking
 * hold asks for today (issue 11, docs/performance.md#write-path).
 */
const dayFormatters = new Map<string, Intl.DateTimeFormat>();

function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    // en-CA formats as YYYY-MM-DD. Throws RangeError on an unknown zone (nothing is cached then).
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Today's date as `YYYY-MM-DD` in `timeZone` at instant `now`. */
export function todayInHotel(now: Date = new Date(), timeZone: string = DEFAULT_HOTEL_TIME_ZONE): string {
  return dayFormatter(timeZone).format(now);
}

const minuteFormatters = new Map<string, Intl.DateTimeFormat>();

function minuteFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = minuteFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    minuteFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * An instant as `YYYY-MM-DD HH:mm` on the hotel's clock, the form CSV exports use for times
 * (issue 24: an accountant's Excel reads it as a date-time, and it is hotel time, not UTC).
 * Throws RangeError on an unknown zone.
 */
export function hotelDateTime(instant: Date, timeZone: string = DEFAULT_HOTEL_TIME_ZONE): string {
  return `${todayInHotel(instant, timeZone)} ${minuteFormatter(timeZone).format(instant)}`;
}

const timestampFormatters = new Map<string, Intl.DateTimeFormat>();

function timestampFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = timestampFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short', hourCycle: 'h23', timeZone });
    timestampFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/** SSLCommerz's tran_date: "YYYY-MM-DD HH:mm:ss", already wall time in Dhaka, with no zone. */
const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The one style for timestamps on screens, invoices and PDFs (docs/architecture.md#formats,
 * issue 24): "26 Nov 2026, 14:05" on the hotel's clock. Takes an instant (ISO with its zone, or a
 * Date) or the gateway's zone-less hotel wall time, so a payment's tran_date and its paid_at read
 * alike. Null when there is none; unreadable text comes back as it is.
 */
export function formatHotelTimestamp(value: string | Date | null | undefined, timeZone: string = DEFAULT_HOTEL_TIME_ZONE): string | null {
  if (value == null || value === '') return null;
  const wall = typeof value === 'string' ? WALL_TIME.exec(value) : null;
  if (wall) {
    const [, y, mo, d, h, mi] = wall.map(Number);
    return timestampFormatter('UTC').format(new Date(Date.UTC(y, mo - 1, d, h, mi)));
  }
  const instant = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(instant.getTime()) ? String(value) : timestampFormatter(timeZone).format(instant);
}
