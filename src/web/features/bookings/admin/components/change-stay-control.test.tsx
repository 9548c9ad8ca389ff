/**
 * "Change dates" on the admin's booking detail (issue 28), with the API answered at the fetch
 * level: new dates show the server's quote, confirming posts them; a cancelled booking shows no
 * control.
 */
import { screen, waitFor } from '@testing-library/react';
import { formatDayInput } from '#web/lib/day-input.ts';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { apiFetch } from '#web/lib/api-client.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import { renderInApp, stubApi } from '#tests/helpers/component-harness.tsx';
import { ChangeStayControl } from './change-stay-control.tsx';

const booking = { _id: 'b1', status: 'paid', c_status: null, startDate: '2026-12-01', endDate: '2026-12-04' } as unknown as Booking;
const quote = {
  oldNights: 3,
  oldPricePoisha: 1_500_000,
  nights: 4,
  pricePoisha: 2_000_000,
  differencePoisha: 500_000,
  refundPoisha: 0,
  balanceDuePoisha: 500_000,
  roomNumber: '204',
  isRoomChanged: false,
  needsRefundWay: false,
};

describe('Change dates', () => {
  it('quotes the new dates and changes the stay', async () => {
    const posted: unknown[] = [];
    stubApi({
      '/admin/bookings/b1/change-stay': (_url, init) => {
        if (init?.method !== 'POST') return { body: quote };
        posted.push(JSON.parse(init.body as string));
        return { body: { ...quote, message: 'Extended booking HB1 to 2026-12-05 (+BDT 5,000)' } };
      },
      '/booking-details/b1': () => ({ body: [] }),
    });
    renderInApp(<ChangeStayControl booking={booking} />);
    // The house's date field: typed as dd-mm-yyyy, settled with Enter (docs/architecture.md#formats).
    const user = userEvent.setup();
    const checkOut = screen.getByRole('textbox', { name: 'Check-out' });
    await user.clear(checkOut);
    await user.type(checkOut, `${formatDayInput('2026-12-05')}{Enter}`);
    expect(await screen.findByText('3 nights → 4 nights, +BDT 5,000, stays in room 204')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Change dates' }));
    await waitFor(() => expect(posted).toEqual([{ checkIn: '2026-12-01', checkOut: '2026-12-05' }]));
  });

  it('asks how desk money goes back when the stay is shortened, in the methods’ own names', async () => {
    const posted: unknown[] = [];
    const shorter = {
      ...quote,
      nights: 2,
      pricePoisha: 1_000_000,
      differencePoisha: -500_000,
      refundPoisha: 500_000,
      needsRefundWay: true,
    };
    stubApi({
      '/admin/bookings/b1/change-stay': (_url, init) => {
        if (init?.method !== 'POST') return { body: shorter };
        posted.push(JSON.parse(init.body as string));
        return { body: { ...shorter, message: 'Shortened' } };
      },
    });
    renderInApp(<ChangeStayControl booking={booking} />);
    const user = userEvent.setup();
    const checkOut = screen.getByRole('textbox', { name: 'Check-out' });
    await user.clear(checkOut);
    await user.type(checkOut, `${formatDayInput('2026-12-03')}{Enter}`);
    const way = await screen.findByLabelText('Refund by hand with');
    expect([...(way as HTMLSelectElement).options].map((o) => o.text)).toContain('bKash');
    await user.selectOptions(way, 'bKash');
    await user.click(screen.getByRole('button', { name: 'Change dates' }));
    await waitFor(() => expect(posted).toEqual([{ checkIn: '2026-12-01', checkOut: '2026-12-03', refundWay: 'bkash' }]));
  });

  it('shows no stale quote once the stay has the new dates', async () => {
    let isChanged = false;
    stubApi({
      '/admin/bookings/b1/change-stay': (_url, init) => {
        if (init?.method === 'POST') {
          isChanged = true;
          return { body: { ...quote, message: 'Extended' } };
        }
        return isChanged
          ? { status: 409, body: { message: 'These are the stay’s dates already', code: 'INVALID_DATES' } }
          : { body: quote };
      },
      '/test-booking': () => ({ body: { ...booking, endDate: isChanged ? '2026-12-05' : '2026-12-04' } }),
    });
    // The booking page: the control reads the booking the page refetches after the change.
    function Page() {
      const current = useQuery({ queryKey: ['test-booking'], queryFn: () => apiFetch<Booking>('/test-booking') });
      return current.data ? <ChangeStayControl booking={current.data} /> : null;
    }
    renderInApp(<Page />);
    const user = userEvent.setup();
    const checkOut = await screen.findByRole('textbox', { name: 'Check-out' });
    await user.clear(checkOut);
    await user.type(checkOut, `${formatDayInput('2026-12-05')}{Enter}`);
    await user.click(await screen.findByRole('button', { name: 'Change dates' }));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Change dates' }) as HTMLButtonElement).disabled).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('These are the stay’s dates already')).toBeNull();
  });

  it('is not shown for a cancelled booking', () => {
    stubApi({});
    renderInApp(<ChangeStayControl booking={{ ...booking, c_status: 'approved' } as Booking} />);
    expect(screen.queryByRole('heading', { name: 'Change dates' })).toBeNull();
  });
});
