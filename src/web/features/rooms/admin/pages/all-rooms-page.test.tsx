/**
 * All Rooms' category filter (docs/product/screens.md#all-rooms, issue 11: the filter and the
 * page live in the URL), rendered by React 19 (issue 25) with the API answered at the fetch
 * level: choosing a category asks for it; the empty state says which
 * empty it is.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { paths } from '#web/lib/paths.ts';
import { renderInApp, stubApi } from '#tests/helpers/component-harness.tsx';
import AllRoomsPage from './all-rooms-page.tsx';

describe('All Rooms category filter', () => {
  it('puts the category in the address, asks the server for it, and says the category is empty', async () => {
    const asked = stubApi({
      '/all-rooms': (url) => ({
        body: { items: [], page: Number(url.searchParams.get('page')), pageSize: 24, total: 0, isTotalCapped: false },
      }),
    });
    const { router } = renderInApp(<AllRoomsPage />, { path: paths.allRooms, initialEntry: paths.allRooms });
    const user = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'No rooms yet' })).toBeTruthy();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Family 4');

    expect(router.state.location.search).toBe('?category=family-4');
    expect(await screen.findByRole('heading', { name: 'No rooms in this category' })).toBeTruthy();
    await waitFor(() => expect(asked.map((url) => url.search)).toEqual(['?page=1&pageSize=24', '?category=family-4&page=1&pageSize=24']));
  });
});
