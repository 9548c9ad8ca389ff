import { describe, expect, it } from 'vitest';
import { stayAmountError } from './stay-limits.ts';

describe('stayAmountError', () => {
  const max = 500_000 * 100;
  it('accepts a total equal to the gateway maximum', () => {
    expect(stayAmountError(max, max)).toBeNull();
    expect(stayAmountError(1, max)).toBeNull();
  });
  it('refuses one poisha more, naming both amounts in BDT', () => {
    expect(stayAmountError(max + 1, max)).toBe(
      'This stay costs BDT 500,000.01, more than the BDT 500,000 our payment gateway accepts in one payment. Please choose fewer nights.',
    );
  });
  it('names a raised limit as configured', () => {
    expect(stayAmountError(2_000_000_00, 1_000_000_00)).toContain('more than the BDT 1,000,000 our payment gateway');
  });
});
