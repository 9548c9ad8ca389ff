/**
 * The occupancy calendar's month buttons (issue 13; the month lives in the address). A second
 * click can run before the page re-rendered with the first one's month: navigations render in a
 * transition, and CI's journey saw Next then Previous land two months back.
 */
import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderInApp, stubApi } from '#tests/helpers/component-harness.tsx';
import OccupancyPage from './occupancy-page.tsx';

describe('Occupancy month buttons', () => {
  it('steps from the month last asked for, even before the page shows it', async () => {
    stubApi({
      '/admin/occupancy': (url) => ({ body: { month: url.searchParams.get('month'), days: [], rooms: [], stays: [] } }),
    });
    const { router } = renderInApp(<OccupancyPage />, { path: '/dashboard/occupancy', initialEntry: '/dashboard/occupancy?month=2026-11' });
    const next = await screen.findByRole('button', { name: /Next month/ });
    const previous = screen.getByRole('button', { name: /Previous month/ });
    // Both clicks in one act: React renders once, after both.
    act(() => {
      fireEvent.click(next);
      fireEvent.click(previous);
    });
    expect(router.state.location.search).toBe('?month=2026-11');
    act(() => {
      fireEvent.click(next);
      fireEvent.click(next);
    });
    expect(router.state.location.search).toBe('?month=2027-01');
  });
});
