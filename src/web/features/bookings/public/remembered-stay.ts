/**
 * The dates a guest chose before leaving for the payment gateway, kept in this tab's
 * sessionStorage per room, so "Try Again" after a failed or cancelled payment keeps them; and
 * the chosen dates kept in the room's address, so a sign-in after a 401 (which comes back to
 * the address) or a reload keeps them too.
 */
import { isIsoDate } from '#shared/domain/nights.ts';

export interface ChosenStay {
  checkIn: string;
  checkOut: string;
}

const key = (roomId: string) => `hotel-booking:stay:${roomId}`;

/** Remembers the stay about to be paid for. Never throws (storage may be unavailable). */
export function rememberStay(roomId: string, stay: ChosenStay): void {
  try {
    sessionStorage.setItem(key(roomId), JSON.stringify(stay));
  } catch {
    // Private modes may refuse storage; Try Again then starts with empty dates.
  }
}

/** The remembered stay of `roomId`, or null. */
export function recallStay(roomId: string): ChosenStay | null {
  try {
    const stay = JSON.parse(sessionStorage.getItem(key(roomId)) ?? 'null') as Partial<ChosenStay> | null;
    return stay?.checkIn && stay.checkOut && isIsoDate(stay.checkIn) && isIsoDate(stay.checkOut)
      ? { checkIn: stay.checkIn, checkOut: stay.checkOut }
      : null;
  } catch {
    return null;
  }
}

/** `?checkIn=…&checkOut=…` for a stay, or ''. */
export function stayQuery(stay: ChosenStay | null): string {
  return stay ? `?${new URLSearchParams({ checkIn: stay.checkIn, checkOut: stay.checkOut }).toString()}` : '';
}

/**
 * `search` (a location's `?…`, or '') with the stay's `checkIn`/`checkOut` set, or both removed
 * when there is no whole stay; other parameters stay as they were. The room page keeps its
 * chosen dates in its address this way, so a sign-in after a 401 (which returns to the
 * address) or a reload keeps them (issue 24).
 */
export function searchWithStay(search: string, stay: ChosenStay | null): string {
  const params = new URLSearchParams(search);
  if (stay) {
    params.set('checkIn', stay.checkIn);
    params.set('checkOut', stay.checkOut);
  } else {
    params.delete('checkIn');
    params.delete('checkOut');
  }
  const next = params.toString();
  return next ? `?${next}` : '';
}
