/**
 * The sign-in's code step (issue 29), with better-auth's endpoints answered at the fetch level: a
 * wrong code says so and keeps what was typed, the right one finishes the sign-in, "Use a backup
 * code" sends the code to the backup-code endpoint, and an expired pending sign-in goes back to the password.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp, stubApi } from '#tests/helpers/component-harness.tsx';
import { verifySignInCode, type SecondFactorKind } from '#web/lib/two-factor-api.ts';
import { SignInCodeStep } from './sign-in-code-step.tsx';

const signedIn = { body: { token: 't', user: { name: 'Rahim', email: 'rahim@example.com', image: null } } };
const bodyOf = (init: RequestInit | undefined) => JSON.parse(init?.body as string) as { code: string };

function renderStep() {
  const onSignedIn = vi.fn(async () => {});
  const onRestart = vi.fn();
  const verify = async (code: string, kind: SecondFactorKind) => {
    await verifySignInCode(code, kind);
  };
  renderInApp(<SignInCodeStep verify={verify} onSignedIn={onSignedIn} onRestart={onRestart} />);
  return { onSignedIn, onRestart };
}

describe('SignInCodeStep', () => {
  it('refuses a wrong code with a clear message, keeps the code, then signs in with the right one', async () => {
    const sent: string[] = [];
    stubApi({
      '/auth/two-factor/verify-totp': (_url, init) => {
        sent.push(bodyOf(init).code);
        return bodyOf(init).code === '123456' ? signedIn : { status: 401, body: { code: 'INVALID_CODE', message: 'Invalid code' } };
      },
    });
    const { onSignedIn, onRestart } = renderStep();
    const user = userEvent.setup();
    const field = await screen.findByLabelText('Authenticator code');
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not right. Check your authenticator app and try again.');
    expect((field as HTMLInputElement).value).toBe('000000');
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(onSignedIn).not.toHaveBeenCalled();

    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(sent).toEqual(['000000', '123456']);
    expect(onRestart).not.toHaveBeenCalled();
  });

  it('takes a backup code instead, sent to the backup-code endpoint', async () => {
    const asked = stubApi({
      '/auth/two-factor/verify-backup-code': (_url, init) => (bodyOf(init).code === 'abcde-12345' ? signedIn : { status: 401, body: {} }),
    });
    const { onSignedIn } = renderStep();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Use a backup code' }));
    await user.type(screen.getByLabelText('Backup code'), 'abcde-12345');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledOnce());
    expect(asked.map((url) => url.pathname)).toEqual(['/api/auth/two-factor/verify-backup-code']);
  });

  it('asks for a code before calling anyone', async () => {
    const asked = stubApi({});
    renderStep();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Verify' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Enter the 6-digit code from your authenticator app');
    expect(asked).toHaveLength(0);
  });

  it('goes back to the password when the pending sign-in has expired', async () => {
    stubApi({
      '/auth/two-factor/verify-totp': () => ({
        status: 401,
        body: { code: 'INVALID_TWO_FACTOR_COOKIE', message: 'Invalid two factor cookie' },
      }),
    });
    const { onRestart, onSignedIn } = renderStep();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Authenticator code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(onRestart).toHaveBeenCalledOnce());
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});
