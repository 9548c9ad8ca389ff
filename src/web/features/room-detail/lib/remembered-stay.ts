/**
 * The dates a guest chose before leaving for the payment gateway, kept in this tab's
 * sessionStorage per room, so "Try Again" after a failed or cancelled payment keeps them.
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
