/**
 * Check out on the booking detail (issue 28), with the API answered at the fetch level: a guest
 * leaving before the last night is told that Change dates frees and refunds the nights after
 * today (check-out alone never shortens the stay); on the last day there is no such line.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { addDays } from '#shared/domain/nights.ts';
import { renderInApp, stubApi } from '#tests/helpers/component-harness.tsx';
import { StayActions } from './stay-actions.tsx';

function view(checkOut: string) {
  return {
    booking: { id: 'b1', stayStatus: 'checked-in', checkIn: addDays(todayInHotel(), -1), checkOut },
    folio: { total: 6200, paid: 6200, balanceDue: 0 },
    canCheckIn: false,
    reason: null,
    canCheckOut: true,
  };
}

describe('StayActions', () => {
  it('reminds the desk that an early departure needs Change dates', async () => {
    const lastNight = addDays(todayInHotel(), 2);
    stubApi({ '/admin/bookings/b1/check-in': () => ({ body: view(lastNight) }) });
    renderInApp(<StayActions bookingId="b1" />);
    expect(await screen.findByRole('button', { name: 'Check out' })).toBeTruthy();
    const [y, m, d] = lastNight.split('-');
    expect(screen.getByText(`The stay runs to ${d}-${m}-${y}. Leaving early?`, { exact: false })).toBeTruthy();
  });

  it('says nothing more on the check-out day', async () => {
    stubApi({ '/admin/bookings/b1/check-in': () => ({ body: view(todayInHotel()) }) });
    renderInApp(<StayActions bookingId="b1" />);
    expect(await screen.findByRole('button', { name: 'Check out' })).toBeTruthy();
    expect(screen.queryByText(/Leaving early\?/)).toBeNull();
  });
});
