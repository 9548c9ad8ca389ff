import { describe, expect, it } from 'vitest';
import { formatDayInput, parseDayInput } from './day-input.ts';

describe('day input', () => {
  it('reads dd-mm-yyyy with -, / or . and short parts', () => {
    expect(parseDayInput('05-12-2026')).toBe('2026-12-05');
    expect(parseDayInput(' 5/1/2027 ')).toBe('2027-01-05');
    expect(parseDayInput('31.12.2026')).toBe('2026-12-31');
  });
  it('answers null for an empty field and undefined for anything that is not a real date', () => {
    expect(parseDayInput('  ')).toBeNull();
    for (const text of ['30-02-2026', '2026-12-05', '5-12-26', 'tomorrow', '00-01-2026']) expect(parseDayInput(text), text).toBeUndefined();
  });
  it('writes a stay date back as dd-mm-yyyy', () => {
    expect(formatDayInput('2026-12-05')).toBe('05-12-2026');
  });
});
