/**
 * The 24-hour cancellation rule of docs/product/rules.md#cancel-a-booking, docs/product/rules.md#constants: a paid booking may be cancelled only while
 * more than 24 hours remain before its start, the start being 00:00 of the check-in day in
 * hotel time (docs/product/rules.md#hotel-time dates of stay are hotel-local). Exactly 24 h left is refused.
 */
import { DEFAULT_HOTEL_TIME_ZONE } from './hotel-time.ts';

const CANCEL_NOTICE_MS = 24 * 60 * 60 * 1000;

/** Offset of `timeZone` from UTC at `instant`, in ms (e.g. +6 h for Asia/Dhaka). */
function zoneOffsetMs(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second'));
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant a stay starts: 00:00 of `startDate` (`YYYY-MM-DD`) in `timeZone`. */
export function stayStartInstant(startDate: string, timeZone: string = DEFAULT_HOTEL_TIME_ZONE): Date {
  const naiveUtc = Date.parse(`${startDate.slice(0, 10)}T00:00:00Z`);
  const firstGuess = naiveUtc - zoneOffsetMs(new Date(naiveUtc), timeZone);
  // Re-check the offset at the guessed instant so a DST change that day lands correctly.
  return new Date(naiveUtc - zoneOffsetMs(new Date(firstGuess), timeZone));
}

/** True when more than 24 hours remain before the stay starts (docs/product/rules.md#cancel-a-booking). */
export function canCancelStay(startDate: string, now: Date = new Date(), timeZone: string = DEFAULT_HOTEL_TIME_ZONE): boolean {
  return stayStartInstant(startDate, timeZone).getTime() - now.getTime() > CANCEL_NOTICE_MS;
}
