/**
 * The room-detail date flow (docs/product/states.md#room-detail-date-flow, docs/product/rules.md#dates) as a pure
 * reducer, so every rule is testable without a browser. Dates are `YYYY-MM-DD` in hotel
 * time; `today` comes from todayInHotel() at the moment of the action.
 */
import { computeTotalPoisha, toBdt, toPoisha } from '#shared/domain/money.ts';
import { countNights } from '#shared/domain/nights.ts';
import { bookableStayError, checkInError, checkOutError, stayDatesError } from '#shared/domain/stay-dates.ts';
import { stayAmountError } from '#shared/domain/stay-limits.ts';
import { isRangeTaken, nearestFreeStay, type Reservation, type StayRange } from '#shared/domain/stay-overlap.ts';
import { messages } from '#shared/messages.ts';

/** A message for the guest; `id` lets a 2-second timer dismiss exactly the one it was set for. */
interface DatePanelNotice {
  kind: 'error' | 'success';
  text: string;
  id: number;
}

export interface DatePanelState {
  checkIn: string | null;
  checkOut: string | null;
  nights: number;
  /** Stay total in BDT; non-zero only after a successful availability check (docs/product/states.md#room-detail-date-flow). */
  total: number;
  notice: DatePanelNotice | null;
  /**
   * Why the checked stay cannot be booked although its dates are free (it costs more than one
   * gateway payment): stays shown, unlike `notice`, until the dates change.
   */
  limitError: string | null;
  /** Bumped when a chosen check-in is rejected, so the picker drops what was typed or picked. */
  checkInRev: number;
  /** Same for check-out. */
  checkOutRev: number;
  /** Last notice id handed out. */
  seq: number;
  /** After a refusal: the nearest free stay of the same length, offered to the guest. */
  suggestion: StayRange | null;
}

/**
 * `windowDays`: how many days ahead a check-in may be (GET /api/booking-limits'
 * bookingWindowDays); absent → DEFAULT_BOOKING_WINDOW_DAYS, and the server checks its own.
 */
export type DatePanelAction =
  | { type: 'checkIn'; date: string | null; today: string; windowDays?: number }
  | { type: 'checkOut'; date: string | null }
  /** Both dates at once (the guest took the suggested stay). */
  | { type: 'stay'; checkIn: string; checkOut: string; today: string }
  /** `maxPaymentBdt`: the gateway's one-payment maximum (GET /api/booking-limits); unknown → the server alone checks it. */
  | {
      type: 'checkAvailability';
      today: string;
      pricePerNight: number;
      reservations: readonly Reservation[];
      /** Issue 27: the server's availability check of the stay (GET /room/{id}/availability); absent → the reservations decide. */
      isStayFree?: boolean;
      maxPaymentBdt?: number;
      windowDays?: number;
      /** The hotel's same-day turnover setting (GET /api/booking-limits); absent → edge days overlap. */
      isSameDayTurnover?: boolean;
    }
  /**
   * The guest started changing a date (typing into a field) but has not settled on it yet: the
   * checked total no longer belongs to what the panel shows (issue 24).
   */
  | { type: 'edit' }
  /** The dates turned out to be taken after all (e.g. the server answered 409): start over. */
  | { type: 'reset' }
  | { type: 'dismiss'; id: number };

export const initialDatePanelState: DatePanelState = {
  checkIn: null,
  checkOut: null,
  nights: 0,
  total: 0,
  notice: null,
  limitError: null,
  checkInRev: 0,
  checkOutRev: 0,
  seq: 0,
  suggestion: null,
};

/**
 * The panel's first state when the page opens with a stay chosen (e.g. from the search's
 * `?checkIn=&checkOut=`): kept only when both dates pass the docs/product/rules.md#dates rules, else empty.
 */
export function initialStateFor(checkIn: string | null, checkOut: string | null, today: string): DatePanelState {
  if (!checkIn || !checkOut || stayDatesError(checkIn, checkOut, today)) return initialDatePanelState;
  return { ...initialDatePanelState, checkIn, checkOut };
}

function notify(state: DatePanelState, kind: DatePanelNotice['kind'], text: string): DatePanelState {
  const id = state.seq + 1;
  return { ...state, seq: id, notice: { kind, text, id } };
}

/** Clears the computed total: any change of dates invalidates the last availability check. */
function withDates(state: DatePanelState, checkIn: string | null, checkOut: string | null): DatePanelState {
  return { ...state, checkIn, checkOut, nights: 0, total: 0, notice: null, suggestion: null, limitError: null };
}

/** Applies one date-panel action; never throws. */
export function datePanelReducer(state: DatePanelState, action: DatePanelAction): DatePanelState {
  switch (action.type) {
    case 'checkIn': {
      if (action.date === state.checkIn) return state;
      if (action.date === null) return withDates(state, null, state.checkOut);
      const error = checkInError(action.date, null, action.today, action.windowDays);
      // A rejected date is not kept: the previous check-in stays and the picker re-syncs to it.
      if (error) return notify({ ...state, checkInRev: state.checkInRev + 1 }, 'error', error);
      if (state.checkOut && action.date >= state.checkOut) {
        // Issue 24: keeping the old check-in here let the guest's next check-out silently
        // stretch the stay (10–12 moved to 15–17 became 10–17, 7 nights). The new check-in is
        // taken, the check-out emptied, and the guest told so (docs/product/rules.md#dates).
        const moved = { ...withDates(state, action.date, null), checkOutRev: state.checkOutRev + 1 };
        return notify(moved, 'error', messages.dateCheckOut);
      }
      return withDates(state, action.date, state.checkOut);
    }
    case 'checkOut': {
      if (action.date === state.checkOut) return state;
      if (action.date === null) return withDates(state, state.checkIn, null);
      const error = checkOutError(state.checkIn, action.date);
      if (error) return notify({ ...state, checkOutRev: state.checkOutRev + 1 }, 'error', error);
      return withDates(state, state.checkIn, action.date);
    }
    case 'stay': {
      if (stayDatesError(action.checkIn, action.checkOut, action.today)) return state;
      // Remount both pickers so they show the new dates.
      return { ...withDates(state, action.checkIn, action.checkOut), checkInRev: state.checkInRev + 1, checkOutRev: state.checkOutRev + 1 };
    }
    case 'checkAvailability': {
      // The longest-stay rule too, so the guest hears it here and not after Confirm & Pay.
      const error = bookableStayError(state.checkIn, state.checkOut, action.today, action.windowDays);
      if (error) return notify({ ...state, nights: 0, total: 0, suggestion: null, limitError: null }, 'error', error);
      const wanted = { startDate: state.checkIn!, endDate: state.checkOut! };
      if (action.isStayFree === false || isRangeTaken(wanted, action.reservations, action.isSameDayTurnover)) {
        // The guest's choice stays; the nearest free stay of the same length is offered.
        const suggestion = nearestFreeStay(wanted, action.reservations, action.today, action.isSameDayTurnover);
        return notify({ ...state, nights: 0, total: 0, suggestion, limitError: null }, 'error', messages.datesUnavailable);
      }
      const nights = countNights(wanted.startDate, wanted.endDate);
      // Integer poisha so that e.g. 3 × 1999.99 does not come out as 5999.969999.
      const totalPoisha = computeTotalPoisha(nights, toPoisha(action.pricePerNight));
      // The server's gateway limit (issue #8), so the guest learns before Reserve, not after a hold.
      const limitError = action.maxPaymentBdt === undefined ? null : stayAmountError(totalPoisha, toPoisha(action.maxPaymentBdt));
      if (limitError) return { ...state, nights: 0, total: 0, notice: null, limitError };
      return notify({ ...state, nights, total: toBdt(totalPoisha), limitError: null }, 'success', messages.datesAvailable);
    }
    case 'edit':
      // The dates stay until the guest settles (ADR 005); only the check's result goes.
      if (state.total === 0 && !state.limitError && !state.suggestion) return state;
      return { ...state, nights: 0, total: 0, suggestion: null, limitError: null };
    case 'reset':
      return withDates(state, null, null);
    case 'dismiss':
      return state.notice?.id === action.id ? { ...state, notice: null } : state;
  }
}
