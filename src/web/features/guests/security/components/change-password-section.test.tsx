/**
 * The security page's password section (issue 29), with the API answered at the fetch level:
 * the form refuses a short or unrepeated password before any call, a wrong current password
 * shows beside its field, a change posts only current + new and toasts; a Google-only account
 * gets a sentence instead of a form.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderInApp, stubApi } from '#tests/helpers/component-harness.tsx';
import { ChangePasswordSection } from './change-password-section.tsx';

describe('Change password section', () => {
  it('checks the form, shows a wrong current password at its field, and changes the password', async () => {
    const posted: unknown[] = [];
    stubApi({
      '/account/password': (_url, init) => {
        if (init?.method !== 'POST') return { body: { hasPassword: true } };
        const body = JSON.parse(init.body as string) as { currentPassword: string };
        posted.push(body);
        return body.currentPassword === 'wrong-one'
          ? { status: 400, body: { code: 'WRONG_PASSWORD', message: 'Your current password is not correct' } }
          : { body: { message: 'Password changed. Other devices were signed out.', endedSessions: 1 } };
      },
      '/account/sessions': () => ({ body: { sessions: [] } }),
    });
    renderInApp(<ChangePasswordSection />);
    const user = userEvent.setup();
    const current = await screen.findByLabelText('Current password');
    const next = screen.getByLabelText('New password');
    const again = screen.getByLabelText('Repeat new password');
    const submit = screen.getByRole('button', { name: 'Change password' });

    await user.type(current, 'wrong-one');
    await user.type(next, '123');
    await user.type(again, '124');
    await user.click(submit);
    expect(await screen.findByText('Password must be at least 6 characters')).toBeTruthy();
    expect(screen.getByText('The passwords do not match')).toBeTruthy();
    expect(posted).toEqual([]);

    await user.clear(next);
    await user.type(next, 'brand-new-pass');
    await user.clear(again);
    await user.type(again, 'brand-new-pass');
    await user.click(submit);
    expect(await screen.findByText('Your current password is not correct', { selector: 'p' })).toBeTruthy();
    expect(current.getAttribute('aria-invalid')).toBe('true');

    await user.clear(current);
    await user.type(current, 'secret123');
    await user.click(submit);
    expect(await screen.findByText('Password changed. Other devices were signed out.')).toBeTruthy();
    expect(posted.at(-1)).toEqual({ currentPassword: 'secret123', newPassword: 'brand-new-pass' });
    await waitFor(() => expect((current as HTMLInputElement).value).toBe(''));
  });

  it('tells a Google-only account it has no password here', async () => {
    stubApi({ '/account/password': () => ({ body: { hasPassword: false } }) });
    renderInApp(<ChangePasswordSection />);
    expect(await screen.findByText(/You sign in with Google, so this account has no password here/)).toBeTruthy();
    expect(screen.queryByLabelText('Current password')).toBeNull();
  });
});
