import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials.ts';

describe('initialsOf', () => {
  it('takes the first and last word', () => {
    expect(initialsOf('rahim uddin')).toBe('RU');
    expect(initialsOf('  Ayesha   Siddiqa Khan ')).toBe('AK');
  });

  it('handles one word and blanks', () => {
    expect(initialsOf('Guest')).toBe('G');
    expect(initialsOf('   ')).toBe('?');
  });
});
