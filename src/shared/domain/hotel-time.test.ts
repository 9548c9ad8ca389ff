import { describe, expect, it } from 'vitest';
import { formatHotelTimestamp, hotelDateTime, todayInHotel } from './hotel-time.ts';

describe('todayInHotel', () => {
  it("answers the hotel's calendar day, not UTC's, either side of its midnight", () => {
    // Asia/Dhaka is UTC+6: 17:59 UTC is 23:59 there, 18:00 UTC is the next day.
    expect(todayInHotel(new Date('2026-03-01T17:59:59Z'))).toBe('2026-03-01');
    expect(todayInHotel(new Date('2026-03-01T18:00:00Z'))).toBe('2026-03-02');
  });

  it('keeps each time zone apart when called for several (one cached formatter per zone)', () => {
    const instant = new Date('2026-06-30T23:30:00Z');
    expect(todayInHotel(instant, 'Asia/Dhaka')).toBe('2026-07-01');
    expect(todayInHotel(instant, 'America/New_York')).toBe('2026-06-30');
    expect(todayInHotel(instant, 'Asia/Dhaka')).toBe('2026-07-01');
    expect(todayInHotel(instant, 'UTC')).toBe('2026-06-30');
  });

  it('refuses an unknown time zone every time', () => {
    expect(() => todayInHotel(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => todayInHotel(new Date(), 'Mars/Olympus_Mons')).toThrow(RangeError);
  });
});

describe('hotelDateTime', () => {
  it("writes an instant on the hotel's clock, across its midnight, with a 24-hour time", () => {
    expect(hotelDateTime(new Date('2026-03-01T17:59:59Z'))).toBe('2026-03-01 23:59');
    expect(hotelDateTime(new Date('2026-03-01T18:00:00Z'))).toBe('2026-03-02 00:00');
    expect(hotelDateTime(new Date('2026-11-26T08:05:00Z'), 'UTC')).toBe('2026-11-26 08:05');
  });
});

describe('formatHotelTimestamp', () => {
  it("prints an instant and the gateway's zone-less hotel wall time the same way (issue 24)", () => {
    expect(formatHotelTimestamp('2026-11-26T08:05:33.000Z')).toBe('26 Nov 2026, 14:05');
    expect(formatHotelTimestamp(new Date('2026-11-26T08:05:33Z'))).toBe('26 Nov 2026, 14:05');
    expect(formatHotelTimestamp('2026-11-26 14:05:33')).toBe('26 Nov 2026, 14:05');
    expect(formatHotelTimestamp('2026-11-26T18:30:00Z')).toBe('27 Nov 2026, 00:30');
  });

  it('answers null for nothing and gives unreadable text back as it is', () => {
    expect(formatHotelTimestamp(null)).toBeNull();
    expect(formatHotelTimestamp('')).toBeNull();
    expect(formatHotelTimestamp('soon')).toBe('soon');
  });
});
