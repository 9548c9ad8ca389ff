import { describe, expect, it } from 'vitest';
import { sortByStay } from './sort-by-stay.ts';

const stay = (id: string, startDate: string, endDate: string) => ({ id, startDate, endDate });

describe('sortByStay (issue 24: My Bookings in stay order)', () => {
  it('puts stays not yet over first, soonest check-in on top, then past stays most recent first', () => {
    const booked = [
      stay('past-old', '2026-01-02', '2026-01-04'),
      stay('next-year', '2027-03-01', '2027-03-03'),
      stay('past-recent', '2026-11-01', '2026-11-03'),
      stay('ongoing', '2026-11-25', '2026-11-28'),
      stay('next-week', '2026-12-03', '2026-12-05'),
      stay('leaves-today', '2026-11-24', '2026-11-26'),
    ];
    expect(sortByStay(booked, '2026-11-26').map((b) => b.id)).toEqual([
      'leaves-today',
      'ongoing',
      'next-week',
      'next-year',
      'past-recent',
      'past-old',
    ]);
  });

  it('does not change the list it was given', () => {
    const booked = [stay('b', '2027-01-05', '2027-01-06'), stay('a', '2027-01-01', '2027-01-02')];
    sortByStay(booked, '2026-11-26');
    expect(booked.map((b) => b.id)).toEqual(['b', 'a']);
  });
});
