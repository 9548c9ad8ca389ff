import { describe, expect, it } from 'vitest';
import { fewRoomsLeft, onlyLeftText } from './rooms-left.ts';

describe('fewRoomsLeft (issue 27)', () => {
  it('shows 1 to 3 free rooms of a type with several rooms in service', () => {
    expect(fewRoomsLeft(1, 3)).toBe(1);
    expect(fewRoomsLeft(3, 12)).toBe(3);
    expect(onlyLeftText(2)).toBe('Only 2 left');
  });
  it('shows nothing for a single-room type, no stay, none free or plenty free', () => {
    expect(fewRoomsLeft(1, 1)).toBeNull();
    expect(fewRoomsLeft(null, 3)).toBeNull();
    expect(fewRoomsLeft(0, 3)).toBeNull();
    expect(fewRoomsLeft(4, 12)).toBeNull();
  });
});
