import { describe, expect, it } from 'vitest';
import { ROOM_CATEGORIES, humanizeCategory } from './humanize-category.ts';

describe('humanizeCategory', () => {
  it('humanises every room category', () => {
    expect(ROOM_CATEGORIES.map(humanizeCategory)).toEqual([
      'Single Deluxe',
      'Single Premium',
      'Couple Deluxe',
      'Couple Premium',
      'Family 4',
      'Family 6',
    ]);
  });

  it('spaces camel case, dashes and underscores and capitalises words', () => {
    expect(humanizeCategory('king_size-suite')).toBe('King Size Suite');
    expect(humanizeCategory('presidentialSuiteDeluxe')).toBe('Presidential Suite Deluxe');
    expect(humanizeCategory('--odd__input--')).toBe('Odd Input');
    expect(humanizeCategory('')).toBe('');
  });
});
