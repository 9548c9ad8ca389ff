import { describe, expect, it } from 'vitest';
import { computeTotalPoisha, formatBdt, formatGatewayAmount, parseAmountToPoisha, toBdt, toPoisha } from './money.ts';

describe('money', () => {
  it('converts BDT to integer poisha without float drift', () => {
    expect(toPoisha(1500)).toBe(150000);
    expect(toPoisha(0.1 + 0.2)).toBe(30);
    expect(toPoisha(19.99)).toBe(1999);
    expect(() => toPoisha(-1)).toThrow(RangeError);
    expect(() => toPoisha(Number.NaN)).toThrow(RangeError);
  });

  it('converts poisha back to BDT and refuses fractions of a poisha', () => {
    expect(toBdt(150050)).toBe(1500.5);
    expect(toBdt(0)).toBe(0);
    expect(() => toBdt(1.5)).toThrow(RangeError);
  });

  it('parses gateway amount strings exactly', () => {
    expect(parseAmountToPoisha('1500.00')).toBe(150000);
    expect(parseAmountToPoisha('1500')).toBe(150000);
    expect(parseAmountToPoisha('1500.5')).toBe(150050);
    expect(parseAmountToPoisha('0.07')).toBe(7);
    expect(parseAmountToPoisha('1500.009')).toBe(150000);
    expect(parseAmountToPoisha('-5')).toBeNull();
    expect(parseAmountToPoisha('1e3')).toBeNull();
    expect(parseAmountToPoisha('')).toBeNull();
    expect(parseAmountToPoisha('abc')).toBeNull();
  });

  it('formats poisha for the gateway with two decimals', () => {
    expect(formatGatewayAmount(150000)).toBe('1500.00');
    expect(formatGatewayAmount(150005)).toBe('1500.05');
    expect(formatGatewayAmount(7)).toBe('0.07');
  });

  it('computes totals as nights × nightly price', () => {
    expect(computeTotalPoisha(3, 250000)).toBe(750000);
    expect(computeTotalPoisha(0, 250000)).toBe(0);
    expect(() => computeTotalPoisha(1.5, 100)).toThrow(RangeError);
    expect(() => computeTotalPoisha(-1, 100)).toThrow(RangeError);
  });

  it('formats BDT for guests with grouped thousands and up to two decimals', () => {
    expect(formatBdt(1500)).toBe('BDT 1,500');
    expect(formatBdt(5999.97)).toBe('BDT 5,999.97');
    expect(formatBdt(12500.5)).toBe('BDT 12,500.5');
    expect(formatBdt(0)).toBe('BDT 0');
  });
});
