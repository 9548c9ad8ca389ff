/**
 * The stay search in the URL: `/rooms?checkIn=YYYY-MM-DD&checkOut=YYYY-MM-DD&guests=N&sort=…`
 * (plus `category`), so a search can be shared and reloaded and the room page opens with the
 * dates chosen. Unknown or malformed values are dropped, never trusted.
 */
import { isIsoDate } from '#shared/domain/nights.ts';
import { ROOM_CATEGORIES, type RoomCategory } from '#shared/domain/humanize-category.ts';
import { MAX_GUESTS, ROOM_SORTS, type RoomSort } from '#shared/domain/room-search.ts';

export interface StaySearch {
  category: RoomCategory | null;
  checkIn: string | null;
  checkOut: string | null;
  guests: number | null;
  sort: RoomSort | null;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | null =>
  (list as readonly string[]).includes(value ?? '') ? (value as T) : null;

/** Reads the search from URL parameters; dates only as a pair of real `YYYY-MM-DD` dates. */
export function readStaySearch(params: URLSearchParams): StaySearch {
  const checkIn = params.get('checkIn');
  const checkOut = params.get('checkOut');
  const hasStay = Boolean(checkIn && checkOut && isIsoDate(checkIn) && isIsoDate(checkOut));
  const guests = Number(params.get('guests'));
  return {
    category: oneOf(ROOM_CATEGORIES, params.get('category')),
    checkIn: hasStay ? checkIn : null,
    checkOut: hasStay ? checkOut : null,
    guests: Number.isInteger(guests) && guests >= 1 && guests <= MAX_GUESTS ? guests : null,
    sort: oneOf(ROOM_SORTS, params.get('sort')),
  };
}

/** The search as URL parameters, leaving out what is not set (also the API's query string). */
export function toSearchParams(search: Partial<StaySearch>): URLSearchParams {
  const params = new URLSearchParams();
  if (search.category) params.set('category', search.category);
  if (search.checkIn && search.checkOut) {
    params.set('checkIn', search.checkIn);
    params.set('checkOut', search.checkOut);
  }
  if (search.guests) params.set('guests', String(search.guests));
  if (search.sort) params.set('sort', search.sort);
  return params;
}

/** `?…` for a path, or '' when nothing is set. */
export function toQueryString(search: Partial<StaySearch>): string {
  const text = toSearchParams(search).toString();
  return text ? `?${text}` : '';
}
