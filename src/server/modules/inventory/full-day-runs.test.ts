import { describe, expect, it } from 'vitest';
import { fullDayRuns } from './availability.repository.ts';

describe('fullDayRuns (issue 27: days on which every room is taken)', () => {
  it('finds the runs covered by all rooms, counting a room once where its spans overlap', () => {
    const spans = [
      { pr: 'a', a: 0, b: 3 },
      { pr: 'a', a: 2, b: 6 }, // a block over a stay of the same room
      { pr: 'b', a: 2, b: 4 },
      { pr: 'b', a: 6, b: 9 },
    ];
    expect(fullDayRuns(spans, 2, 10)).toEqual([
      { a: 2, b: 4 },
      { a: 6, b: 6 },
    ]);
    // One room's overlapping spans never make two rooms.
    expect(fullDayRuns(spans.slice(0, 2), 2, 10)).toEqual([]);
  });

  it('closes a run at the end of the window and skips empty spans', () => {
    expect(
      fullDayRuns(
        [
          { pr: 'a', a: 0, b: -1 },
          { pr: 'a', a: 7, b: 9 },
        ],
        1,
        10,
      ),
    ).toEqual([{ a: 7, b: 9 }]);
  });
});
