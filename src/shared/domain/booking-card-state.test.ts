import { describe, expect, it } from 'vitest';
import { bookingCardState, type BookingCardFields } from './booking-card-state.ts';

// A stay starting 2026-12-10 begins at 2026-12-09T18:00Z in Dhaka (00:00 +06:00).
const zone = 'Asia/Dhaka';
const wellAhead = new Date('2026-11-01T00:00:00Z');
const paid: BookingCardFields = {
  status: 'paid',
  startDate: '2026-12-10',
  c_req: false,
  c_status: null,
  enjoyed: false,
  reviewed: false,
};
const declined: BookingCardFields = { ...paid, c_req: true, c_status: 'declined' };
const action = (booking: BookingCardFields, now = wellAhead) => bookingCardState(booking, now, zone).action;

describe('bookingCardState — docs/product/states.md#booking-card-actions, one test per row', () => {
  it('no request, enjoyed and not reviewed: Review', () => {
    expect(action({ ...paid, enjoyed: true })).toEqual({ kind: 'review' });
  });

  it('no request, enjoyed and reviewed: label "Reviewed"', () => {
    expect(action({ ...paid, enjoyed: true, reviewed: true })).toEqual({ kind: 'reviewed', label: 'Reviewed' });
  });

  it('no request, otherwise: Cancel button', () => {
    expect(action(paid)).toEqual({ kind: 'cancel', canCancel: true, refusal: null });
  });

  it('requested and c_status processing: label "Cancaletion Requested"', () => {
    const requested = { ...paid, c_req: true, c_status: 'processing' as const };
    expect(action(requested)).toEqual({ kind: 'cancel-requested', label: 'Cancaletion Requested' });
    expect(bookingCardState(requested, wellAhead, zone).badge.text).toBe('Paid');
  });

  it('requested and approved: label "Cancelation Approved" and status badge "Refunded"', () => {
    const approved = { ...paid, status: 'cancelled' as const, c_req: true, c_status: 'approved' as const };
    expect(bookingCardState(approved, wellAhead, zone)).toEqual({
      action: { kind: 'cancel-approved', label: 'Cancelation Approved' },
      badge: { text: 'Refunded', tone: 'warning' },
    });
    // The same whether or not the server flips the booking status on approval.
    expect(bookingCardState({ ...approved, status: 'paid' }, wellAhead, zone).badge.text).toBe('Refunded');
  });

  it('requested and declined, enjoyed and not reviewed: Review', () => {
    expect(action({ ...declined, enjoyed: true })).toEqual({ kind: 'review' });
  });

  it('requested and declined, enjoyed and reviewed: "Reviewed"', () => {
    expect(action({ ...declined, enjoyed: true, reviewed: true })).toEqual({ kind: 'reviewed', label: 'Reviewed' });
  });

  it('requested and declined, otherwise: a Cancel button that only shows "Already Declined this Cancelation!"', () => {
    expect(action(declined)).toEqual({ kind: 'cancel-declined', refusal: 'Already Declined this Cancelation!' });
    // Even far from the stay the declined Cancel never offers a new request.
    expect(action(declined, new Date('2026-01-01T00:00:00Z')).kind).toBe('cancel-declined');
  });
});

describe('bookingCardState — the 24-hour limit of docs/product/rules.md#cancel-a-booking on the Cancel button', () => {
  const tooLate = "Cann't cancel ! Less than 24 Hours left !";

  it('allows with 24 h 1 min left', () => {
    expect(action(paid, new Date('2026-12-08T17:59:00Z'))).toEqual({ kind: 'cancel', canCancel: true, refusal: null });
  });

  it('refuses with exactly 24 h and with 23 h 59 min left', () => {
    expect(action(paid, new Date('2026-12-08T18:00:00Z'))).toEqual({ kind: 'cancel', canCancel: false, refusal: tooLate });
    expect(action(paid, new Date('2026-12-08T18:01:00Z'))).toEqual({ kind: 'cancel', canCancel: false, refusal: tooLate });
  });

  it('counts in the hotel time zone', () => {
    // 20:00Z on 8 Dec is 22 h before Dhaka's midnight of 10 Dec but 28 h before UTC's.
    const now = new Date('2026-12-08T20:00:00Z');
    expect(bookingCardState(paid, now, 'Asia/Dhaka').action).toMatchObject({ canCancel: false });
    expect(bookingCardState(paid, now, 'UTC').action).toMatchObject({ canCancel: true });
  });

  it('refuses a stay in progress that is not yet enjoyed', () => {
    expect(action(paid, new Date('2026-12-11T00:00:00Z'))).toMatchObject({ kind: 'cancel', canCancel: false });
  });
});

describe('bookingCardState — bookings that never took money', () => {
  it('offers nothing on held, expired or cancelled bookings without a request', () => {
    expect(action({ ...paid, status: 'held' })).toEqual({ kind: 'none' });
    expect(action({ ...paid, status: 'expired' })).toEqual({ kind: 'none' });
    expect(action({ ...paid, status: 'cancelled' })).toEqual({ kind: 'none' });
  });

  it('badges them with their status', () => {
    expect(bookingCardState({ ...paid, status: 'held' }, wellAhead, zone).badge).toEqual({ text: 'Held', tone: 'info' });
    expect(bookingCardState(paid, wellAhead, zone).badge).toEqual({ text: 'Paid', tone: 'success' });
    expect(bookingCardState({ ...paid, status: 'expired' }, wellAhead, zone).badge).toEqual({ text: 'Expired', tone: 'neutral' });
  });
});

describe('bookingCardState — a no-show (issue 28)', () => {
  it('offers neither Cancel nor Review, even once its dates have passed', () => {
    expect(action({ ...paid, status: 'no_show' })).toEqual({ kind: 'none' });
    expect(action({ ...paid, status: 'no_show', enjoyed: true })).toEqual({ kind: 'none' });
    expect(bookingCardState({ ...paid, status: 'no_show' }, wellAhead, zone).badge).toMatchObject({ text: 'No-show' });
  });
});
