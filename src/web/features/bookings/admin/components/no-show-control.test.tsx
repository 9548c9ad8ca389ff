/**
 * "Mark no-show" on the admin's booking detail (issue 28), with the API answered at the fetch
 * level: shown only when the server's quote allows it; the dialog states the fee and the refund
 * and asks the hand refund's method when desk money goes back.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Booking } from '#shared/schemas/bookings.ts';
import { renderInApp, stubApi } from '#tests/helpers/component-harness.tsx';
import { NoShowControl } from './no-show-control.tsx';

const booking = { _id: 'b1', status: 'paid', c_status: null, startDate: '2026-12-01', endDate: '2026-12-03' } as unknown as Booking;
const quote = { canMark: true, feePoisha: 500_000, refundPoisha: 500_000, needsRefundWay: true };

describe('Mark no-show', () => {
  it('states the fee and the refund, and marks with the chosen refund method', async () => {
    const posted: unknown[] = [];
    stubApi({
      '/admin/bookings/b1/no-show': (_url, init) => {
        if (init?.method !== 'POST') return { body: quote };
        posted.push(JSON.parse(init.body as string));
        return { body: { message: 'Booking HB1 marked a no-show', feePoisha: 500_000, refundPoisha: 500_000 } };
      },
      '/booking-details/b1': () => ({ body: [] }),
    });
    renderInApp(<NoShowControl booking={booking} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark no-show' }));
    expect(await screen.findByText(/keeps BDT 5,000; BDT 5,000 goes back/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Refund by hand with'), 'bkash');
    const buttons = screen.getAllByRole('button', { name: 'Mark no-show' });
    await user.click(buttons[buttons.length - 1]);
    await waitFor(() => expect(posted).toEqual([{ refundWay: 'bkash' }]));
  });

  it('is not shown when the quote says it cannot be marked yet', async () => {
    let asked = false;
    stubApi({
      '/admin/bookings/b1/no-show': () => {
        asked = true;
        return { body: { ...quote, canMark: false, reason: 'A no-show can be marked from the day after arrival' } };
      },
    });
    renderInApp(<NoShowControl booking={booking} />);
    await waitFor(() => expect(asked).toBe(true));
    expect(screen.queryByRole('button', { name: 'Mark no-show' })).toBeNull();
  });
});
