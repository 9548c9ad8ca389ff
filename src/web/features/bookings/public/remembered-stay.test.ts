import { describe, expect, it } from 'vitest';
import { searchWithStay } from './remembered-stay.ts';

describe('searchWithStay (issue 24: the room keeps its dates in its address)', () => {
  it('sets both dates and keeps other parameters', () => {
    expect(searchWithStay('?errorMsg=Payment-Failed', { checkIn: '2026-12-10', checkOut: '2026-12-12' })).toBe(
      '?errorMsg=Payment-Failed&checkIn=2026-12-10&checkOut=2026-12-12',
    );
    expect(searchWithStay('?checkIn=2026-01-01&checkOut=2026-01-02', { checkIn: '2026-12-10', checkOut: '2026-12-12' })).toBe(
      '?checkIn=2026-12-10&checkOut=2026-12-12',
    );
  });

  it('removes both dates when there is no whole stay', () => {
    expect(searchWithStay('?checkIn=2026-12-10&checkOut=2026-12-12', null)).toBe('');
    expect(searchWithStay('?checkIn=2026-12-10&tranId=T1', null)).toBe('?tranId=T1');
  });
});
