import { describe, expect, it } from 'vitest';
import { canCancelStay, stayStartInstant } from './cancellation-policy.ts';

// A stay starting 2026-12-10 begins at 2026-12-10T00:00+06:00 = 2026-12-09T18:00Z in Dhaka.
const start = '2026-12-10';
const at = (iso: string) => new Date(iso);

describe('stayStartInstant', () => {
  it('is midnight of the check-in day in hotel time', () => {
    expect(stayStartInstant(start, 'Asia/Dhaka').toISOString()).toBe('2026-12-09T18:00:00.000Z');
    expect(stayStartInstant(start, 'UTC').toISOString()).toBe('2026-12-10T00:00:00.000Z');
  });

  it('follows daylight saving time where the zone has it', () => {
    expect(stayStartInstant('2026-07-01', 'America/New_York').toISOString()).toBe('2026-07-01T04:00:00.000Z');
    expect(stayStartInstant('2026-01-15', 'America/New_York').toISOString()).toBe('2026-01-15T05:00:00.000Z');
  });
});

describe('canCancelStay (24-hour rule)', () => {
  it('refuses with 23 h 59 min left', () => {
    expect(canCancelStay(start, at('2026-12-08T18:01:00Z'), 'Asia/Dhaka')).toBe(false);
  });

  it('refuses with exactly 24 h left', () => {
    expect(canCancelStay(start, at('2026-12-08T18:00:00Z'), 'Asia/Dhaka')).toBe(false);
  });

  it('allows with 24 h 1 min left', () => {
    expect(canCancelStay(start, at('2026-12-08T17:59:00Z'), 'Asia/Dhaka')).toBe(true);
  });

  it('judges by the hotel time zone, not UTC', () => {
    // 20:00Z on 8 Dec: 22 h before Dhaka midnight of 10 Dec, but 28 h before UTC midnight.
    const now = at('2026-12-08T20:00:00Z');
    expect(canCancelStay(start, now, 'Asia/Dhaka')).toBe(false);
    expect(canCancelStay(start, now, 'UTC')).toBe(true);
  });

  it('refuses stays that already started or lie in the past', () => {
    expect(canCancelStay(start, at('2026-12-10T12:00:00Z'), 'Asia/Dhaka')).toBe(false);
  });
});
