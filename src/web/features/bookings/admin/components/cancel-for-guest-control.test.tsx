/**
 * "Cancel for guest" on the admin's booking detail (issue 28), with the API answered at the fetch
 * level: the dialog proposes the policy's outcome, asks a reason, asks why when staff choose
 * another outcome, asks the hand refund's method only when desk money goes back, and shows the
 * server's refusal.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Booking } from '#shared/schemas/bookings.ts';
import { renderInApp, stubApi } from '#tests/helpers/component-harness.tsx';
import { CancelForGuestControl } from './cancel-for-guest-control.tsx';

const booking = { _id: 'b1', status: 'paid', c_status: null, startDate: '2026-12-01', endDate: '2026-12-03' } as unknown as Booking;
const quote = {
  proposal: 'full-refund',
  keptPoisha: 1_000_000,
  firstNightPoisha: 500_000,
  outcomes: [
    { outcome: 'full-refund', refundPoisha: 1_000_000, needsRefundWay: false },
    { outcome: 'first-night-kept', refundPoisha: 500_000, needsRefundWay: false },
    { outcome: 'no-refund', refundPoisha: 0, needsRefundWay: false },
  ],
};

function stubCancel(reply: (body: unknown) => { status?: number; body: unknown }, q: unknown = quote) {
  const posted: unknown[] = [];
  stubApi({
    '/admin/bookings/b1/staff-cancel': (_url, init) => {
      if (init?.method !== 'POST') return { body: q };
      const body = JSON.parse(init.body as string);
      posted.push(body);
      return reply(body);
    },
  });
  return posted;
}

async function openDialog() {
  const user = userEvent.setup();
  renderInApp(<CancelForGuestControl booking={booking} />);
  await user.click(await screen.findByRole('button', { name: 'Cancel for guest' }));
  return user;
}

describe('Cancel for guest', () => {
  it('proposes the policy outcome and cancels with the reason', async () => {
    const posted = stubCancel(() => ({
      body: {
        message: 'Booking HB1 cancelled: Full refund, BDT 10,000 back to the guest',
        outcome: 'full-refund',
        refundPoisha: 1_000_000,
      },
    }));
    const user = await openDialog();
    expect(screen.getByText(/The guest paid BDT 10,000/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: /Full refund: BDT 10,000 back \(policy\)/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByLabelText('Why not the policy’s outcome')).toBeNull();
    expect(screen.queryByLabelText('Refund by hand with')).toBeNull();
    await user.type(screen.getByLabelText('Reason'), 'Guest phoned: flight cancelled');
    await user.click(screen.getByRole('button', { name: 'Cancel the stay' }));
    await waitFor(() => expect(posted).toEqual([{ reason: 'Guest phoned: flight cancelled', outcome: 'full-refund' }]));
  });

  it('asks why for another outcome and how desk money goes back', async () => {
    const deskQuote = { ...quote, outcomes: quote.outcomes.map((o) => ({ ...o, needsRefundWay: o.refundPoisha > 0 })) };
    const posted = stubCancel(() => ({ body: { message: 'ok', outcome: 'first-night-kept', refundPoisha: 500_000 } }), deskQuote);
    const user = await openDialog();
    await user.type(screen.getByLabelText('Reason'), 'Walk-in: changed plans');
    await user.click(screen.getByRole('radio', { name: /First night kept/ }));
    await user.type(screen.getByLabelText('Why not the policy’s outcome'), 'Manager agreed on the phone');
    await user.selectOptions(screen.getByLabelText('Refund by hand with'), 'nagad');
    await user.click(screen.getByRole('button', { name: 'Cancel the stay' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          reason: 'Walk-in: changed plans',
          outcome: 'first-night-kept',
          overrideReason: 'Manager agreed on the phone',
          refundWay: 'nagad',
        },
      ]),
    );
  });

  it("shows the server's refusal in the dialog", async () => {
    stubCancel(() => ({ status: 400, body: { message: 'Say why the stay is cancelled', code: 'VALIDATION' } }));
    const user = await openDialog();
    await user.click(screen.getByRole('button', { name: 'Cancel the stay' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Say why the stay is cancelled');
    await user.type(screen.getByLabelText('Reason'), 'G');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('is not shown for a booking already cancelled', () => {
    let asked = false;
    stubApi({
      '/admin/bookings/b1/staff-cancel': () => {
        asked = true;
        return { body: quote };
      },
    });
    renderInApp(<CancelForGuestControl booking={{ ...booking, c_status: 'approved' } as Booking} />);
    expect(screen.queryByRole('button', { name: 'Cancel for guest' })).toBeNull();
    expect(asked).toBe(false);
  });
});
