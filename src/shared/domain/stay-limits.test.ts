import { describe, expect, it } from 'vitest';
import { MAX_NIGHTS, stayAmountError, stayLengthError } from './stay-limits.ts';

describe('stayLengthError', () => {
  it('accepts up to MAX_NIGHTS nights and refuses one more', () => {
    expect(stayLengthError(MAX_NIGHTS)).toBeNull();
    expect(stayLengthError(MAX_NIGHTS + 1)).toBe('A stay can be at most 90 nights');
  });
});

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
