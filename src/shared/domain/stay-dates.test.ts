import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { checkInError, checkOutError, stayDatesError } from './stay-dates.ts';
import { todayInHotel } from './hotel-time.ts';

const today = '2026-11-21';

describe('date messages (docs/product/rules.md#dates)', () => {
  it('refuses a check-in before today, accepts today', () => {
    expect(checkInError('2026-11-20', null, today)).toBe(messages.datePast);
    expect(checkInError('2026-11-21', null, today)).toBeNull();
  });

  it('refuses a check-in on or after the chosen check-out', () => {
    expect(checkInError('2026-11-25', '2026-11-25', today)).toBe(messages.dateCheckOut);
    expect(checkInError('2026-11-26', '2026-11-25', today)).toBe(messages.dateCheckOut);
    expect(checkInError('2026-11-24', '2026-11-25', today)).toBeNull();
  });

  it('refuses a check-out on or before check-in', () => {
    expect(checkOutError('2026-11-25', '2026-11-25')).toBe(messages.dateCheckIn);
    expect(checkOutError('2026-11-25', '2026-11-24')).toBe(messages.dateCheckIn);
    expect(checkOutError('2026-11-25', '2026-11-26')).toBeNull();
    expect(checkOutError(null, '2026-11-26')).toBeNull();
  });

  it('asks for missing dates first', () => {
    expect(stayDatesError(null, '2026-11-26', today)).toBe(messages.dateNoCheckIn);
    expect(stayDatesError('2026-11-25', undefined, today)).toBe(messages.dateNoCheckOut);
    expect(stayDatesError('2026-11-25', '2026-11-26', today)).toBeNull();
    expect(stayDatesError('2026-11-20', '2026-11-26', today)).toBe(messages.datePast);
    expect(stayDatesError('2026-11-26', '2026-11-26', today)).toBe(messages.dateCheckIn);
  });

  it("uses the hotel's calendar, not UTC", () => {
    // 19:30 UTC on 21 Nov is already 22 Nov in Dhaka (UTC+6).
    const instant = new Date('2026-11-21T19:30:00Z');
    expect(todayInHotel(instant, 'Asia/Dhaka')).toBe('2026-11-22');
    expect(todayInHotel(instant, 'UTC')).toBe('2026-11-21');
  });
});
