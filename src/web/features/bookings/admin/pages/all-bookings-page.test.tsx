/**
 * The admin list controls (src/web/components/ui/list-controls.tsx) as All Bookings uses them
 * (docs/product/screens.md#all-bookings, issue #13: "the state lives in the URL"), rendered by
 * React 19 (issue 25): search, status, stay dates, sorting and paging change the address and
 * the API query; a page past the end goes to the last page. The API is answered at the fetch
 * level (tests/helpers/component-harness.tsx). All Payments and All Rooms use the same controls
 * and the same URL state (lib/use-list-params.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { PagedBooking } from '#shared/schemas/admin-lists.ts';
import { paths } from '#web/lib/paths.ts';
import { renderInApp, stubApi } from '#tests/helpers/component-harness.tsx';
import AllBookingsPage from './all-bookings-page.tsx';

const PAGE_SIZE = 25;

/** One paid booking; its room is named after the page it is on, so a test can see which page is shown. */
function bookingOnPage(page: number): PagedBooking {
  return {
    _id: `booking-${page}`,
    roomId: 'room-1',
    userId: 'user-1',
    room: { title: `Room on page ${page}`, image: '/uploads/room.webp', category: 'deluxe' },
    user: { name: 'Rahim Uddin', email: 'rahim@example.com', photo: null, phone: null },
    price: 5000,
    pricePerNight: 2500,
    nights: 2,
    startDate: '2030-03-10',
    endDate: '2030-03-12',
    bookingDate: '2030-01-05T08:00:00.000Z',
    status: 'paid',
    holdExpiresAt: null,
    tranId: `tran-${page}`,
    c_req: false,
    c_status: null,
    declineReason: null,
    enjoyed: false,
    reviewed: false,
    source: 'ota',
    sourceName: 'Agoda',
    roomNumber: '204',
  };
}

/**
 * Renders All Bookings at `search` over a stand-in list of `total` bookings (one row shown per
 * page); returns the API queries asked for (as `URLSearchParams` strings) and the router.
 */
function renderAllBookings({ search = '', total = 60, loader }: { search?: string; total?: number; loader?: () => Promise<null> } = {}) {
  const asked = stubApi({
    '/all-bookings-admin': (url) => {
      const page = Number(url.searchParams.get('page'));
      const isOnAPage = page <= Math.ceil(total / PAGE_SIZE);
      return { body: { items: isOnAPage ? [bookingOnPage(page)] : [], page, pageSize: PAGE_SIZE, total, isTotalCapped: false } };
    },
  });
  const app = renderInApp(<AllBookingsPage />, {
    path: paths.allBookings,
    initialEntry: `${paths.allBookings}${search}`,
    loader,
  });
  const apiQueries = () => asked.filter((url) => url.pathname === '/api/all-bookings-admin').map((url) => url.searchParams.toString());
  return { ...app, apiQueries, user: userEvent.setup() };
}

const pager = () => screen.getByRole('navigation', { name: 'Booking pages' });

describe('All Bookings list controls', () => {
  it('pages with Next and Previous through the address, and disables them at the ends', async () => {
    const { user, router, apiQueries } = renderAllBookings();

    expect(await screen.findByRole('heading', { name: 'All Bookings (60)' })).toBeTruthy();
    expect(within(pager()).getByText('Page 1 of 3')).toBeTruthy();
    expect(within(pager()).getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    expect(apiQueries()).toEqual(['page=1']);

    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(await within(pager()).findByText('Page 2 of 3')).toBeTruthy();
    expect(screen.getAllByText('Room on page 2').length).toBeGreaterThan(0);

    await user.click(within(pager()).getByRole('button', { name: 'Next' }));
    expect(await within(pager()).findByText('Page 3 of 3')).toBeTruthy();
    expect(within(pager()).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);

    await user.click(within(pager()).getByRole('button', { name: 'Previous' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(apiQueries()).toEqual(['page=1', 'page=2', 'page=3']); // page 2 came from the cache
  });

  it('searches 300 ms after the last keystroke, from page 1, and the CSV export follows the search', async () => {
    const { user, router, apiQueries } = renderAllBookings({ search: '?page=2' });
    await screen.findByRole('heading', { name: 'All Bookings (60)' });

    await user.type(screen.getByRole('searchbox', { name: 'Search bookings' }), 'rahim');
    // One request for the whole word, not one per letter.
    await waitFor(() => expect(router.state.location.search).toBe('?q=rahim'));
    await waitFor(() => expect(apiQueries()).toEqual(['page=2', 'q=rahim&page=1']));
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe('/api/all-bookings-admin/export.csv?q=rahim');
  });

  it('keeps what the admin types while the address catches up with the last search (issue 25: route loaders)', async () => {
    // A search-only navigation waits for the route's loader before the address changes (issue
    // 25 loads a route's data in its loader): letters typed meanwhile were replaced by the older
    // term when it arrived ('ra' + 'h' came back as 'ra', and the 'h' was never searched).
    let release = () => {};
    const loader = () => new Promise<null>((resolve) => (release = () => resolve(null)));
    const { user, router } = renderAllBookings({ loader });
    release();
    await screen.findByRole('heading', { name: 'All Bookings (60)' });
    const box = screen.getByRole('searchbox', { name: 'Search bookings' });

    await user.type(box, 'ra');
    await waitFor(() => expect(router.state.navigation.state).toBe('loading')); // 300 ms on: 'ra' is on its way
    await user.type(box, 'h');
    release();
    await waitFor(() => expect(router.state.location.search).toBe('?q=ra'));
    expect(box).toHaveProperty('value', 'rah');

    await waitFor(() => expect(router.state.navigation.state).toBe('loading'));
    release();
    await waitFor(() => expect(router.state.location.search).toBe('?q=rah'));
    expect(box).toHaveProperty('value', 'rah');
  });

  it('filters by status and sorts by a column, each in the address', async () => {
    const { user, router, apiQueries } = renderAllBookings({ search: '?page=3' });
    await screen.findByRole('heading', { name: 'All Bookings (60)' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Expired holds');
    expect(router.state.location.search).toBe('?status=expired');

    await user.click(screen.getByRole('button', { name: /^Price/ }));
    expect(router.state.location.search).toBe('?status=expired&sort=price&dir=desc');
    expect(screen.getByRole('columnheader', { name: /^Price/ }).getAttribute('aria-sort')).toBe('descending');
    // The phone's sort select shows the same order the headers set.
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveProperty('value', 'price:desc');

    await user.click(screen.getByRole('button', { name: /^Price/ }));
    expect(router.state.location.search).toBe('?status=expired&sort=price&dir=asc');
    await waitFor(() => expect(apiQueries().at(-1)).toBe('status=expired&sort=price&dir=asc&page=1'));
  });

  it('filters by source in the address and shows each row’s room number and source (issue 27)', async () => {
    const { user, router, apiQueries } = renderAllBookings();
    await screen.findByRole('heading', { name: 'All Bookings (60)' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Source' }), 'Walk-in');
    expect(router.state.location.search).toBe('?source=walk-in');
    await waitFor(() => expect(apiQueries().at(-1)).toBe('source=walk-in&page=1'));
    const table = screen.getByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(expect.arrayContaining(['Room no.', 'Source']));
    const row = within(table).getAllByRole('row')[1];
    expect(within(row).getByText('204')).toBeTruthy();
    expect(within(row).getByText('OTA · Agoda')).toBeTruthy();
  });

  it('takes stay dates typed as dd-mm-yyyy, and marks one that is no day without filtering by it', async () => {
    const { user, router } = renderAllBookings();
    await screen.findByRole('heading', { name: 'All Bookings (60)' });
    const from = screen.getByRole('textbox', { name: 'Staying from' });

    await user.type(from, '1-12-2030{Enter}');
    expect(router.state.location.search).toBe('?stayFrom=2030-12-01');
    expect(from).toHaveProperty('value', '01-12-2030');

    await user.clear(from);
    await user.type(from, '31-11-2030{Enter}');
    expect(from.getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.search).toBe('?stayFrom=2030-12-01');

    await user.clear(from);
    await user.tab();
    expect(router.state.location.search).toBe('');
  });

  it('reads the address through the list shared query schema: a value it refuses is not sent to the API (issue 26)', async () => {
    const { apiQueries } = renderAllBookings({ search: '?status=bogus&stayFrom=12-03-2030&sort=price&dir=asc&page=2' });
    await screen.findByRole('heading', { name: 'All Bookings (60)' });

    expect(apiQueries()).toEqual(['sort=price&dir=asc&page=2']);
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/all-bookings-admin/export.csv?sort=price&dir=asc',
    );
  });

  it('goes to the last page from a page past the end', async () => {
    const { router } = renderAllBookings({ search: '?page=9' });

    await waitFor(() => expect(router.state.location.search).toBe('?page=3'));
    expect(await screen.findByText('Page 3 of 3')).toBeTruthy();
    expect(screen.getAllByText('Room on page 3').length).toBeGreaterThan(0);
  });

  it('clears the filters from the empty state, and the search box follows the address', async () => {
    const { user, router } = renderAllBookings({ search: '?q=nobody&status=paid', total: 0 });
    expect(screen.getByRole('searchbox', { name: 'Search bookings' })).toHaveProperty('value', 'nobody');

    expect(await screen.findByText('No bookings match')).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Clear filters' }));

    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('searchbox', { name: 'Search bookings' })).toHaveProperty('value', '');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveProperty('value', '');
  });
});
