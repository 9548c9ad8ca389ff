import { describe, expect, it } from 'vitest';
import { bookingDisplayStatus } from './booking-display-status.ts';

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
      chip: 'paid',
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
      chip: 'paid',
    });
  });

  it('is "Enjoyed" the day after check-out', () => {
    expect(bookingDisplayStatus(stay('2026-03-08', '2026-03-10'), noonDhaka, 'Asia/Dhaka')).toEqual({
      label: 'Enjoyed',
      tone: 'gray',
      chip: 'paid',
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
  it('shows the booking status text when nothing was cancelled', () => {
    expect(bookingDisplayStatus(stay('2026-03-20', '2026-03-22', { status: 'held' }), noonDhaka, 'Asia/Dhaka').chip).toBe('held');
  });

  it('ignores processing and declined cancellation requests', () => {
    const processing = stay('2026-03-20', '2026-03-22', { c_req: true, c_status: 'processing' });
    expect(bookingDisplayStatus(processing, noonDhaka, 'Asia/Dhaka')).toEqual({ label: 'Will Enjoy', tone: 'blue', chip: 'paid' });
    const declined = stay('2026-03-10', '2026-03-12', { c_req: true, c_status: 'declined' });
    expect(bookingDisplayStatus(declined, noonDhaka, 'Asia/Dhaka')).toEqual({ label: 'Enjoying', tone: 'green', chip: 'paid' });
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

  it('keeps the status text in the chip without a request flag', () => {
    const approved = stay('2026-03-01', '2026-03-02', { status: 'cancelled', c_req: false, c_status: 'approved' });
    expect(bookingDisplayStatus(approved, noonDhaka, 'Asia/Dhaka')).toEqual({ label: 'Cancelled', tone: 'orange', chip: 'cancelled' });
  });
});

describe('bookingDisplayStatus for unpaid bookings (issue #12)', () => {
  it('labels a hold "Awaiting payment", never "Will Enjoy", and a lapsed or given-up hold "Expired"', () => {
    expect(bookingDisplayStatus(stay('2026-03-20', '2026-03-22', { status: 'held' }), noonDhaka, 'Asia/Dhaka')).toEqual({
      label: 'Awaiting payment',
      tone: 'blue',
      chip: 'held',
    });
    for (const status of ['expired', 'cancelled'] as const) {
      expect(bookingDisplayStatus(stay('2026-03-20', '2026-03-22', { status }), noonDhaka, 'Asia/Dhaka').label).toBe('Expired');
    }
  });
});
