/**
 * Adding a passkey (issue 29), with better-auth's passkey client answered at the fetch level:
 * an empty or over-long name is refused before any call; a session older than a day (better-auth
 * answers 403 SESSION_NOT_FRESH) gets our words, not better-auth's.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, stubApi } from '#tests/helpers/component-harness.tsx';
import { AddPasskeyForm } from './add-passkey-form.tsx';

describe('Add passkey form', () => {
  it('asks for a name, refuses a long one, and explains a stale session', async () => {
    const asked = stubApi({
      '/auth/passkey/generate-register-options': () => ({
        status: 403,
        body: { code: 'SESSION_NOT_FRESH', message: 'Session is not fresh' },
      }),
    });
    renderInApp(<AddPasskeyForm />);
    const user = userEvent.setup();
    const add = screen.getByRole('button', { name: 'Add a passkey' });
    await user.click(add);
    expect(await screen.findByText('Please name the passkey, e.g. "My phone"')).toBeTruthy();
    await user.type(screen.getByLabelText('Passkey name'), 'x'.repeat(61));
    await user.click(add);
    expect(await screen.findByText('A passkey name has at most 60 characters')).toBeTruthy();
    expect(asked).toEqual([]);

    await user.clear(screen.getByLabelText('Passkey name'));
    await user.type(screen.getByLabelText('Passkey name'), 'My phone');
    await user.click(add);
    expect(await screen.findByText('For your safety, sign out and sign in again before adding a passkey.')).toBeTruthy();
    await waitFor(() => expect(asked.map((url) => url.pathname)).toEqual(['/api/auth/passkey/generate-register-options']));
  });
});
