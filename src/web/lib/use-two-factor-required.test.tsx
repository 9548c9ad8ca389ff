/**
 * Issue 29: a staff call answered 403 TWO_FACTOR_REQUIRED keeps the session (no sign-out) and,
 * while the dashboard is open, sends the user to the security page with the server's message.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp, stubApi } from '#tests/helpers/component-harness.tsx';
import { apiFetch, setUnauthorizedHandler } from './api-client.ts';
import { paths } from './paths.ts';
import { useTwoFactorRequiredRedirect } from './use-two-factor-required.ts';

const message = 'Set up two-factor sign-in before using the staff pages';

function StaffPage() {
  useTwoFactorRequiredRedirect();
  return (
    <button type="button" onClick={() => void apiFetch('/all-users').catch(() => undefined)}>
      Load customers
    </button>
  );
}

describe('useTwoFactorRequiredRedirect', () => {
  it('sends staff without a second factor to the security page, signed in', async () => {
    stubApi({ '/all-users': () => ({ status: 403, body: { code: 'TWO_FACTOR_REQUIRED', message } }) });
    const signOut = vi.fn();
    setUnauthorizedHandler(signOut);
    const { router } = renderInApp(<StaffPage />, { path: '/dashboard/all-customers' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Load customers' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(paths.security));
    expect(router.state.location.state).toEqual({ twoFactorRequired: message });
    expect(signOut).not.toHaveBeenCalled();
  });

  it('keeps a clerk refused a refund signed in, on the page she was on', async () => {
    const refused = { code: 'REFUND_NOT_ALLOWED', message: 'Only an owner or a manager can give money back' };
    stubApi({ '/all-users': () => ({ status: 403, body: refused }) });
    const signOut = vi.fn();
    setUnauthorizedHandler(signOut);
    const { router } = renderInApp(<StaffPage />, { path: '/dashboard/all-customers' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Load customers' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(signOut).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/dashboard/all-customers');
  });

  it('still signs out on a plain 403', async () => {
    stubApi({ '/all-users': () => ({ status: 403, body: { code: 'FORBIDDEN', message: 'You are not allowed to do that' } }) });
    const signOut = vi.fn();
    setUnauthorizedHandler(signOut);
    const { router } = renderInApp(<StaffPage />, { path: '/dashboard/all-customers' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Load customers' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledOnce());
    expect(router.state.location.pathname).toBe('/dashboard/all-customers');
  });
});
