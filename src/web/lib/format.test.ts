import { describe, expect, it } from 'vitest';
import { formatMoney, formatNightly, formatStayDate, formatStayRange, formatTimestamp } from './format.ts';

describe('the one format each (issue #12)', () => {
  it('money: "BDT 17,500", nightly with "/night"', () => {
    expect(formatMoney(17500)).toBe('BDT 17,500');
    expect(formatMoney(12500.5)).toBe('BDT 12,500.5');
    expect(formatNightly(2600)).toBe('BDT 2,600/night');
  });

  it('stay dates: day-month-year, never shifted by a time zone', () => {
    expect(formatStayDate('2026-12-04')).toBe('04-12-2026');
    expect(formatStayDate('2026-12-04T00:00:00.000Z')).toBe('04-12-2026');
    expect(formatStayRange('2026-12-30', '2027-01-02')).toBe('30-12-2026 to 02-01-2027');
  });

  it('timestamps: hotel time, date and time', () => {
    // 2026-11-23T20:30Z is 24 Nov 02:30 in Dhaka.
    expect(formatTimestamp('2026-11-23T20:30:00Z')).toBe('24 Nov 2026, 02:30');
    expect(formatTimestamp(null)).toBe('—');
  });

  it("timestamps: the gateway's tran_date (hotel wall time, no zone) reads like any other (issue 24)", () => {
    expect(formatTimestamp('2026-11-24 02:30:41')).toBe(formatTimestamp('2026-11-23T20:30:41Z'));
  });
});
