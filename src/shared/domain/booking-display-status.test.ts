import { describe, expect, it } from 'vitest';
import { bookingDisplayStatus, bookingStatusKey, bookingStatusText } from './booking-display-status.ts';

// 2026-03-10T20:00Z is already 11 March (02:00) in Dhaka but still 10 March in UTC.
const lateEvening = new Date('2026-03-10T20:00:00Z');
const noonDhaka = new Date('2026-03-11T06:00:00Z'); // 11 March 12:00 in Dhaka

const stay = (startDate: string, endDate: string, extra: Partial<Parameters<typeof bookingDisplayStatus>[0]> = {}) => ({
  startDate,
  endDate,
  status: 'paid' as const,
  c_req: false,
  c_status: null,
  ...extra,
});

describe('bookingDisplayStatus by dates (hotel time)', () => {
  it('is "Enjoying" on the check-in day', () => {
    expect(bookingDisplayStatus(stay('2026-03-11', '2026-03-13'), noonDhaka, 'Asia/Dhaka')).toEqual({
      label: 'Enjoying',
      tone: 'green',
      chip: 'Paid',
    });
  });

  it('is "Enjoying" on the check-out day', () => {
    expect(bookingDisplayStatus(stay('2026-03-09', '2026-03-11'), noonDhaka, 'Asia/Dhaka').label).toBe('Enjoying');
  });

  it('is "Enjoying" strictly inside the stay', () => {
    expect(bookingDisplayStatus(stay('2026-03-10', '2026-03-12'), noonDhaka, 'Asia/Dhaka').label).toBe('Enjoying');
  });

  it('is "Will Enjoy" when the stay starts tomorrow', () => {
    expect(bookingDisplayStatus(stay('2026-03-12', '2026-03-14'), noonDhaka, 'Asia/Dhaka')).toEqual({
      label: 'Will Enjoy',
      tone: 'blue',
      chip: 'Paid',
    });
  });

  it('is "Enjoyed" the day after check-out', () => {
    expect(bookingDisplayStatus(stay('2026-03-08', '2026-03-10'), noonDhaka, 'Asia/Dhaka')).toEqual({
      label: 'Enjoyed',
      tone: 'gray',
      chip: 'Paid',
    });
  });

  it('judges "today" on the hotel calendar, not UTC', () => {
    const startsOnEleventh = stay('2026-03-11', '2026-03-12');
    expect(bookingDisplayStatus(startsOnEleventh, lateEvening, 'Asia/Dhaka').label).toBe('Enjoying');
    expect(bookingDisplayStatus(startsOnEleventh, lateEvening, 'UTC').label).toBe('Will Enjoy');
    const endsOnTenth = stay('2026-03-08', '2026-03-10');
    expect(bookingDisplayStatus(endsOnTenth, lateEvening, 'Asia/Dhaka').label).toBe('Enjoyed');
    expect(bookingDisplayStatus(endsOnTenth, lateEvening, 'UTC').label).toBe('Enjoying');
  });

  it('defaults to Asia/Dhaka', () => {
    expect(bookingDisplayStatus(stay('2026-03-11', '2026-03-12'), lateEvening).label).toBe('Enjoying');
  });

  it('tolerates timestamps after the date', () => {
    expect(bookingDisplayStatus(stay('2026-03-11T00:00:00.000Z', '2026-03-12T00:00:00.000Z'), noonDhaka, 'Asia/Dhaka').label).toBe(
      'Enjoying',
    );
  });
});

describe('bookingDisplayStatus chip', () => {
  it('shows the status in the words of the one vocabulary when nothing was cancelled (issue 24)', () => {
    expect(bookingDisplayStatus(stay('2026-03-20', '2026-03-22', { status: 'held' }), noonDhaka, 'Asia/Dhaka').chip).toBe('On hold');
  });

  it('keeps the stay badge for a waiting or declined request; the chip says a request waits (issue 24)', () => {
    const processing = stay('2026-03-20', '2026-03-22', { c_req: true, c_status: 'processing' });
    expect(bookingDisplayStatus(processing, noonDhaka, 'Asia/Dhaka')).toEqual({
      label: 'Will Enjoy',
      tone: 'blue',
      chip: 'Cancellation requested',
    });
    const declined = stay('2026-03-10', '2026-03-12', { c_req: true, c_status: 'declined' });
    expect(bookingDisplayStatus(declined, noonDhaka, 'Asia/Dhaka')).toEqual({ label: 'Enjoying', tone: 'green', chip: 'Paid' });
  });
});

describe('bookingDisplayStatus for an approved cancellation', () => {
  it('is an orange "Cancelled" badge with a "Refunded" chip when a request was made', () => {
    const approved = stay('2026-03-20', '2026-03-22', { status: 'cancelled', c_req: true, c_status: 'approved' });
    expect(bookingDisplayStatus(approved, noonDhaka, 'Asia/Dhaka')).toEqual({ label: 'Cancelled', tone: 'orange', chip: 'Refunded' });
  });

  it('wins over the dates, even during the stay', () => {
    const approved = stay('2026-03-10', '2026-03-12', { c_req: true, c_status: 'approved' });
    expect(bookingDisplayStatus(approved, noonDhaka, 'Asia/Dhaka').label).toBe('Cancelled');
  });

  it('has no chip without a request flag (it would only repeat "Cancelled")', () => {
    const approved = stay('2026-03-01', '2026-03-02', { status: 'cancelled', c_req: false, c_status: 'approved' });
    expect(bookingDisplayStatus(approved, noonDhaka, 'Asia/Dhaka')).toEqual({ label: 'Cancelled', tone: 'orange', chip: null });
  });
});

describe('bookingDisplayStatus for unpaid bookings (issue #12)', () => {
  it('labels a hold "Awaiting payment", never "Will Enjoy", and a lapsed or given-up hold "Expired"', () => {
    expect(bookingDisplayStatus(stay('2026-03-20', '2026-03-22', { status: 'held' }), noonDhaka, 'Asia/Dhaka')).toEqual({
      label: 'Awaiting payment',
      tone: 'blue',
      chip: 'On hold',
    });
    for (const status of ['expired', 'cancelled'] as const) {
      expect(bookingDisplayStatus(stay('2026-03-20', '2026-03-22', { status }), noonDhaka, 'Asia/Dhaka').label).toBe('Expired');
    }
  });
});

describe('bookingStatusKey and bookingStatusText: one vocabulary for screen, modal, CSV and filter (issue 24)', () => {
  it('calls a paid booking whose cancellation was approved and refunded "Cancelled · Refunded", never "Paid"', () => {
    const refunded = stay('2026-03-20', '2026-03-22', { c_req: true, c_status: 'approved' });
    expect(bookingStatusKey(refunded, noonDhaka)).toBe('cancelled');
    expect(bookingStatusText(refunded, noonDhaka)).toBe('Cancelled · Refunded');
  });

  it('names a waiting request, a declined one stays paid', () => {
    expect(bookingStatusKey(stay('2026-03-20', '2026-03-22', { c_req: true, c_status: 'processing' }))).toBe('cancel-requested');
    expect(bookingStatusText(stay('2026-03-20', '2026-03-22', { c_req: true, c_status: 'declined' }))).toBe('Paid');
  });

  it('calls a hold whose time ran out, an expired and a given-up hold "Expired"', () => {
    const lapsed = stay('2026-03-20', '2026-03-22', { status: 'held', holdExpiresAt: '2026-03-11T05:59:59Z' });
    expect(bookingStatusKey(lapsed, noonDhaka)).toBe('expired');
    const live = stay('2026-03-20', '2026-03-22', { status: 'held', holdExpiresAt: '2026-03-11T06:10:00Z' });
    expect(bookingStatusText(live, noonDhaka)).toBe('On hold');
    expect(bookingStatusText(stay('2026-03-20', '2026-03-22', { status: 'cancelled' }))).toBe('Expired');
    expect(bookingStatusText(stay('2026-03-20', '2026-03-22', { status: 'expired' }))).toBe('Expired');
  });
});

describe('a no-show never reads as paid (issue 28)', () => {
  it('has its own key, words and badge', () => {
    const noShow = { status: 'no_show', c_req: false, c_status: null, startDate: '2026-03-01', endDate: '2026-03-03' } as const;
    expect(bookingStatusKey(noShow)).toBe('no-show');
    expect(bookingStatusText(noShow)).toBe('No-show');
    expect(bookingDisplayStatus(noShow).label).toBe('No-show');
  });
});
