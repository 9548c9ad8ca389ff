import { describe, expect, it } from 'vitest';
import { maskIdNumber } from './mask-id.ts';

describe('maskIdNumber', () => {
  it('keeps only the last 3 characters', () => {
    expect(maskIdNumber('1990123456789')).toBe('••••••789');
    expect(maskIdNumber('EB 1234 567')).toBe('••••••567');
  });
  it('never shows a short number whole beyond its last 3', () => {
    expect(maskIdNumber('AB12')).toBe('••••••B12');
  });
  it('is null without a number', () => {
    expect(maskIdNumber(null)).toBeNull();
    expect(maskIdNumber('  ')).toBeNull();
  });
});
