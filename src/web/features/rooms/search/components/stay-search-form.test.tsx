/**
 * The stay search of the home hero and /rooms as a guest uses it, rendered by React 19 (issue
 * 25): the Guests choices stop at the most any room sleeps (GET /api/booking-limits, issue
 * 24), and dates are checked with the booking's own rules and words before any search.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { addDays } from '#shared/domain/nights.ts';
import { formatDayInput } from '#web/lib/day-input.ts';
import { bookingLimitsOf, renderInApp, stubApi } from '#tests/helpers/component-harness.tsx';
import { StaySearchForm } from './stay-search-form.tsx';

const limits = bookingLimitsOf(3);
const day = (n: number) => addDays(todayInHotel(), n);

function renderSearch() {
  stubApi({ '/booking-limits': () => ({ body: limits }) });
  const onSearch = vi.fn();
  renderInApp(<StaySearchForm initial={{ checkIn: null, checkOut: null, guests: null }} onSearch={onSearch} />);
  return { onSearch, user: userEvent.setup() };
}

const guests = () => screen.getByRole('combobox', { name: 'Guests' });

describe('StaySearchForm', () => {
  it('offers guests from 1 up to the most any room sleeps, and searches with the dates and guests chosen', async () => {
    const { onSearch, user } = renderSearch();

    await waitFor(() => expect(within(guests()).getAllByRole('option')).toHaveLength(4));
    expect(
      within(guests())
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Any', '1 guest', '2 guests', '3 guests']);

    await user.selectOptions(guests(), '2 guests');
    await user.type(screen.getByRole('textbox', { name: 'Check In' }), formatDayInput(day(5)));
    // Enter in a date field settles the date and searches, with the date just typed.
    await user.type(screen.getByRole('textbox', { name: 'Check Out' }), `${formatDayInput(day(7))}{Enter}`);

    expect(onSearch).toHaveBeenCalledExactlyOnceWith({ checkIn: day(5), checkOut: day(7), guests: 2 });
  });

  it("refuses one date without the other, or a check-out not after the check-in, in the spec's words", async () => {
    const { onSearch, user } = renderSearch();
    const search = screen.getByRole('search', { name: 'Search rooms by dates and guests' });

    await user.type(screen.getByRole('textbox', { name: 'Check In' }), `${formatDayInput(day(5))}{Enter}`);
    expect(within(search).getByRole('alert').textContent.trim()).toBe('Please select check-out date!');

    await user.type(screen.getByRole('textbox', { name: 'Check Out' }), formatDayInput(day(5)));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(within(search).getByRole('alert').textContent.trim()).toBe("Check 'Check-In' Date");
    expect(onSearch).not.toHaveBeenCalled();
  });
});
