import { describe, expect, it } from 'vitest';
import { checkInTooFarMessage } from '#shared/domain/stay-dates.ts';
import { countNights } from '#shared/domain/nights.ts';
import { messages } from '#shared/messages.ts';
import { datePanelReducer, initialDatePanelState, type DatePanelAction, type DatePanelState } from './date-panel-reducer.ts';

const today = '2025-06-10';

function run(...actions: DatePanelAction[]): DatePanelState {
  return actions.reduce(datePanelReducer, initialDatePanelState);
}

const checkIn = (date: string | null): DatePanelAction => ({ type: 'checkIn', date, today });
const checkOut = (date: string | null): DatePanelAction => ({ type: 'checkOut', date });
const check = (
  reservations: { startDate: string; endDate: string; c_status: string | null }[] = [],
  pricePerNight = 1500,
): DatePanelAction => ({
  type: 'checkAvailability',
  today,
  pricePerNight,
  reservations: reservations.map((r, i) => ({ _id: String(i), ...r })),
});

describe('choosing dates', () => {
  it('accepts today as check-in and a later check-out', () => {
    const state = run(checkIn('2025-06-10'), checkOut('2025-06-12'));
    expect([state.checkIn, state.checkOut, state.notice]).toEqual(['2025-06-10', '2025-06-12', null]);
  });

  it('rejects a check-in before today and keeps the previous one', () => {
    const state = run(checkIn('2025-06-11'), checkIn('2025-06-09'));
    expect(state.checkIn).toBe('2025-06-11');
    expect(state.notice).toMatchObject({ kind: 'error', text: messages.datePast });
    expect(state.checkInRev).toBe(1);
  });

  it('rejects a check-in past the booking window (issue #9), by default 730 days, and keeps the previous one', () => {
    const state = run(checkIn('2025-06-11'), checkIn('9999-01-01'));
    expect(state.checkIn).toBe('2025-06-11');
    expect(state.notice).toMatchObject({ kind: 'error', text: checkInTooFarMessage(today, 730) });
    expect(state.notice?.text).toBe('Stays can be booked up to 730 days ahead: choose a check-in on or before 10-06-2027');
    expect(run(checkIn('2027-06-10')).checkIn).toBe('2027-06-10');
    const narrow = run({ type: 'checkIn', date: '2025-06-21', today, windowDays: 10 });
    expect([narrow.checkIn, narrow.notice?.text]).toEqual([null, checkInTooFarMessage(today, 10)]);
    const checked = run(checkIn('2025-06-20'), checkOut('2025-06-22'), { ...check(), windowDays: 5 } as DatePanelAction);
    expect(checked.notice?.text).toBe(checkInTooFarMessage(today, 5));
  });

  // Issue 24: the check-in used to be refused and the old one kept, so the next check-out
  // silently stretched the stay; now the check-in moves, the check-out empties, and the
  // spec's message says so.
  it('on a check-in on or after the chosen check-out, takes it, empties the check-out and says "Check \'Check-Out\' Date"', () => {
    for (const date of ['2025-06-12', '2025-06-13']) {
      const state = run(checkOut('2025-06-12'), checkIn(date));
      expect(state.checkIn).toBe(date);
      expect(state.checkOut).toBeNull();
      expect(state.notice?.text).toBe(messages.dateCheckOut);
    }
  });

  it('never stretches a moved stay: 10–12 moved to 15–17 is 15–17, not 10–17 (7 nights)', () => {
    const state = run(checkIn('2025-06-10'), checkOut('2025-06-12'), checkIn('2025-06-15'), checkOut('2025-06-17'));
    expect(state).toMatchObject({ checkIn: '2025-06-15', checkOut: '2025-06-17' });
    expect(countNights(state.checkIn!, state.checkOut!)).toBe(2);
  });

  it('rejects a check-out on or before check-in', () => {
    for (const date of ['2025-06-11', '2025-06-10']) {
      const state = run(checkIn('2025-06-11'), checkOut(date));
      expect(state.checkOut).toBeNull();
      expect(state.notice?.text).toBe(messages.dateCheckIn);
      expect(state.checkOutRev).toBe(1);
    }
  });

  it('accepts a check-out chosen before any check-in', () => {
    expect(run(checkOut('2025-06-12')).checkOut).toBe('2025-06-12');
  });

  it('resets the total when a date changes or is cleared', () => {
    const priced = run(checkIn('2025-06-10'), checkOut('2025-06-12'), check());
    expect(priced.total).toBe(3000);
    expect(datePanelReducer(priced, checkOut('2025-06-13')).total).toBe(0);
    expect(datePanelReducer(priced, checkIn('2025-06-11')).total).toBe(0);
    expect(datePanelReducer(priced, checkOut(null))).toMatchObject({ checkOut: null, total: 0 });
  });

  it('drops the total, not the dates, as soon as the guest starts typing another date (issue 24)', () => {
    const priced = run(
      checkIn('2025-06-10'),
      checkOut('2025-06-12'),
      check([{ startDate: '2025-06-20', endDate: '2025-06-21', c_status: null }]),
    );
    expect(priced.total).toBe(3000);
    const editing = datePanelReducer(priced, { type: 'edit' });
    expect(editing).toMatchObject({ checkIn: '2025-06-10', checkOut: '2025-06-12', nights: 0, total: 0 });
    const refused = run(
      checkIn('2025-06-10'),
      checkOut('2025-06-12'),
      check([{ startDate: '2025-06-11', endDate: '2025-06-13', c_status: null }]),
    );
    expect(refused.suggestion).not.toBeNull();
    expect(datePanelReducer(refused, { type: 'edit' }).suggestion).toBeNull();
    const unchecked = run(checkIn('2025-06-10'));
    expect(datePanelReducer(unchecked, { type: 'edit' })).toBe(unchecked);
  });

  it('keeps the total when the same date is picked again or a date is rejected', () => {
    const priced = run(checkIn('2025-06-10'), checkOut('2025-06-12'), check());
    expect(datePanelReducer(priced, checkOut('2025-06-12'))).toBe(priced);
    expect(datePanelReducer(priced, checkOut('2025-06-09')).total).toBe(3000);
  });
});

describe('check availability', () => {
  it('asks for a check-in, then a check-out', () => {
    expect(run(check()).notice?.text).toBe(messages.dateNoCheckIn);
    expect(run(checkIn('2025-06-10'), check()).notice?.text).toBe(messages.dateNoCheckOut);
    expect(run(checkOut('2025-06-12'), check()).notice?.text).toBe(messages.dateNoCheckIn);
  });

  it('computes nights × price on success', () => {
    const state = run(checkIn('2025-06-10'), checkOut('2025-06-13'), check([], 1999.99));
    expect(state).toMatchObject({ nights: 3, total: 5999.97 });
    expect(state.notice).toMatchObject({ kind: 'success', text: messages.datesAvailable });
  });

  it('treats touching edge days as taken, keeps the choice and offers the nearest free stay', () => {
    const state = run(
      checkIn('2025-06-12'),
      checkOut('2025-06-14'),
      check([{ startDate: '2025-06-10', endDate: '2025-06-12', c_status: null }]),
    );
    expect(state).toMatchObject({ checkIn: '2025-06-12', checkOut: '2025-06-14', total: 0 });
    expect(state.notice?.text).toBe(messages.datesUnavailable);
    expect(state.suggestion).toEqual({ startDate: '2025-06-13', endDate: '2025-06-15' });
    const taken = datePanelReducer(state, { type: 'stay', checkIn: '2025-06-13', checkOut: '2025-06-15', today });
    expect(taken).toMatchObject({ checkIn: '2025-06-13', checkOut: '2025-06-15', suggestion: null, notice: null });
  });

  it('refuses a stay longer than 90 nights before any reservation is looked at', () => {
    const state = run(checkIn('2025-06-12'), checkOut('2025-09-11'), check([], 1000));
    expect(state).toMatchObject({ total: 0, notice: { kind: 'error', text: 'A stay can be at most 90 nights' } });
    expect(run(checkIn('2025-06-12'), checkOut('2025-09-10'), check([], 1000)).total).toBe(90_000);
  });

  it('ignores reservations whose cancellation was approved', () => {
    const state = run(
      checkIn('2025-06-12'),
      checkOut('2025-06-14'),
      check([{ startDate: '2025-06-12', endDate: '2025-06-14', c_status: 'approved' }]),
    );
    expect(state.total).toBe(3000);
  });

  it('blocks processing and declined cancellations', () => {
    for (const c_status of ['processing', 'declined']) {
      const state = run(
        checkIn('2025-06-12'),
        checkOut('2025-06-14'),
        check([{ startDate: '2025-06-13', endDate: '2025-06-20', c_status }]),
      );
      expect(state.notice?.text).toBe(messages.datesUnavailable);
    }
  });

  it('refuses a check-in that has become past since it was chosen', () => {
    const chosen = run(checkIn('2025-06-10'), checkOut('2025-06-12'));
    const next = datePanelReducer(chosen, { type: 'checkAvailability', today: '2025-06-11', pricePerNight: 100, reservations: [] });
    expect(next.notice?.text).toBe(messages.datePast);
    expect(next.total).toBe(0);
  });
});

describe('notices', () => {
  it('dismisses only the notice the timer was set for', () => {
    const first = run(check());
    const second = datePanelReducer(first, check());
    expect(second.notice!.id).not.toBe(first.notice!.id);
    expect(datePanelReducer(second, { type: 'dismiss', id: first.notice!.id }).notice).not.toBeNull();
    expect(datePanelReducer(second, { type: 'dismiss', id: second.notice!.id }).notice).toBeNull();
  });

  it('reset clears dates and total', () => {
    const priced = run(checkIn('2025-06-10'), checkOut('2025-06-12'), check());
    expect(datePanelReducer(priced, { type: 'reset' })).toMatchObject({ checkIn: null, checkOut: null, total: 0, nights: 0 });
  });
});

describe('limits before Reserve (issue #8)', () => {
  const withLimit = (pricePerNight: number, maxPaymentBdt?: number): DatePanelAction => ({
    type: 'checkAvailability',
    today,
    pricePerNight,
    reservations: [],
    maxPaymentBdt,
  });

  it('explains a stay over the gateway maximum, in BDT, and offers no total (so no Reserve)', () => {
    const state = run(checkIn('2025-06-11'), checkOut('2025-07-10'), withLimit(17_500, 500_000));
    expect(state.total).toBe(0);
    expect(state.notice).toBeNull();
    expect(state.limitError).toBe(
      'This stay costs BDT 507,500, more than the BDT 500,000 our payment gateway accepts in one payment. Please choose fewer nights.',
    );
  });

  it('accepts a stay exactly at the maximum, and clears the explanation when the dates change', () => {
    const over = run(checkIn('2025-06-11'), checkOut('2025-07-10'), withLimit(17_500, 500_000));
    const changed = datePanelReducer(over, checkOut('2025-07-09'));
    expect(changed.limitError).toBeNull();
    const fits = datePanelReducer(changed, withLimit(17_500, 490_000));
    expect([fits.total, fits.limitError, fits.notice?.text]).toEqual([490_000, null, messages.datesAvailable]);
  });

  it('refuses more than 90 nights like the server, and leaves the amount to the server when the limit is unknown', () => {
    const tooLong = run(checkIn('2025-06-11'), checkOut('2025-09-10'), withLimit(100, 500_000));
    expect([tooLong.total, tooLong.limitError, tooLong.notice?.text]).toEqual([0, null, 'A stay can be at most 90 nights']);
    expect(run(checkIn('2025-06-11'), checkOut('2025-07-10'), withLimit(17_500)).total).toBe(507_500);
  });
});

describe('same-day turnover (GET /api/booking-limits isSameDayTurnover)', () => {
  const lastGuest = { startDate: '2025-06-12', endDate: '2025-06-14', c_status: null };
  const checkWithTurnover = (isSameDayTurnover: boolean): DatePanelAction =>
    ({ ...check([lastGuest]), isSameDayTurnover }) as DatePanelAction;

  it('offers a stay that starts on the last guest’s check-out day only when the hotel allows it', () => {
    const allowed = run(checkIn('2025-06-14'), checkOut('2025-06-16'), checkWithTurnover(true));
    expect(allowed.notice).toMatchObject({ kind: 'success', text: messages.datesAvailable });
    expect(allowed.total).toBe(3000);
    const refused = run(checkIn('2025-06-14'), checkOut('2025-06-16'), checkWithTurnover(false));
    expect(refused.notice).toMatchObject({ kind: 'error', text: messages.datesUnavailable });
    expect(refused.suggestion).toEqual({ startDate: '2025-06-15', endDate: '2025-06-17' });
  });

  it('suggests the check-out day of the blocking stay as the nearest check-in', () => {
    const refused = run(checkIn('2025-06-13'), checkOut('2025-06-15'), checkWithTurnover(true));
    expect(refused.notice).toMatchObject({ kind: 'error', text: messages.datesUnavailable });
    expect(refused.suggestion).toEqual({ startDate: '2025-06-14', endDate: '2025-06-16' });
  });
});

describe("the server's availability check (issue 27)", () => {
  it('refuses a stay the server finds full though no reservation marks it, and prices one it finds free', () => {
    const full = run(checkIn('2025-06-13'), checkOut('2025-06-15'), { ...(check() as object), isStayFree: false } as DatePanelAction);
    expect(full.notice).toMatchObject({ kind: 'error', text: messages.datesUnavailable });
    expect(full.total).toBe(0);
    const free = run(checkIn('2025-06-13'), checkOut('2025-06-15'), { ...(check() as object), isStayFree: true } as DatePanelAction);
    expect(free.total).toBe(3000);
  });
});
