/**
 * Money toward a booking's balance at the desk (issue 27): the clerk picks the method from the
 * shared choice (every desk method, labelled), and the form sends that method with the amount.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '#tests/helpers/component-harness.tsx';
import { TakePaymentForm } from './take-payment-form.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('TakePaymentForm', () => {
  it('offers every desk method and sends the one chosen with the amount', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response(JSON.stringify({ paymentId: 'p1', tranId: 'DK1', total: 6000, paid: 6000, balanceDue: 0 }), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderInApp(<TakePaymentForm bookingId="b1" balanceDue={5000} />);
    const method = screen.getByLabelText('Method') as HTMLSelectElement;
    expect([...method.options].map((o) => o.textContent)).toEqual(['Cash', 'bKash', 'Nagad', 'Card at the desk', 'Bank transfer']);
    fireEvent.change(method, { target: { value: 'card' } });
    fireEvent.submit(method.closest('form')!);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(String(url)).toContain('/api/admin/bookings/b1/desk-payments');
    expect(JSON.parse(init.body as string)).toEqual({ method: 'card', amountBdt: 5000 });
  });
});
