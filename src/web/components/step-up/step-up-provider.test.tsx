/**
 * Step-up in the web (issue 29): a money action answered 403 STEP_UP_REQUIRED opens the one
 * dialog; a wrong code says so and keeps it open; the right code (POST /api/step-up) closes it and
 * the action is retried once; cancelling leaves the action failed, and the session is kept (no sign-out).
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMutation } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp, stubApi } from '#tests/helpers/component-harness.tsx';
import { apiFetch, setUnauthorizedHandler } from '#web/lib/api-client.ts';
import { StepUpProvider, useStepUp } from './step-up-provider.tsx';

const stepUpRequired = {
  status: 403,
  body: { code: 'STEP_UP_REQUIRED', message: 'Confirm it is you: enter the code from your authenticator app' },
};

/** A stand-in money action: "Mark no-show", its outcome shown as text. */
function MarkNoShow() {
  const withStepUp = useStepUp();
  const mark = useMutation({
    mutationFn: () => withStepUp(() => apiFetch<{ message: string }>('/admin/bookings/b1/no-show', { method: 'POST', body: {} })),
    meta: { errorToast: false },
  });
  return (
    <div>
      <button type="button" onClick={() => mark.mutate()}>
        Mark no-show
      </button>
      {mark.isSuccess && <p>{mark.data.message}</p>}
      {mark.isError && <p>Failed: {mark.error.message}</p>}
    </div>
  );
}

/** The API: no-show refused until a step-up with 123456 went through. */
function stubMoneyApi() {
  let isConfirmed = false;
  const calls = { noShow: 0, stepUp: 0 };
  stubApi({
    '/admin/bookings/b1/no-show': () => {
      calls.noShow += 1;
      return isConfirmed ? { body: { message: 'Marked a no-show' } } : stepUpRequired;
    },
    '/step-up': (_url, init) => {
      calls.stepUp += 1;
      if ((JSON.parse(init?.body as string) as { code: string }).code !== '123456') {
        return { status: 400, body: { code: 'INVALID_TWO_FACTOR_CODE', message: 'That code is not right.' } };
      }
      isConfirmed = true;
      return { body: { checkedAt: new Date().toISOString() } };
    },
  });
  return calls;
}

function renderAction() {
  const signOut = vi.fn();
  setUnauthorizedHandler(signOut);
  renderInApp(
    <StepUpProvider>
      <MarkNoShow />
    </StepUpProvider>,
  );
  return { signOut };
}

describe('StepUpProvider', () => {
  it('asks for the code, refuses a wrong one, and retries the action once after the right one', async () => {
    const calls = stubMoneyApi();
    const { signOut } = renderAction();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark no-show' }));
    expect(await screen.findByRole('heading', { name: 'Confirm it is you' })).toBeTruthy();
    const field = screen.getByLabelText('Authenticator code');
    await user.type(field, '000000');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect((await screen.findByRole('alert')).textContent).toBe('That code is not right. Check your authenticator app and try again.');
    expect(calls).toEqual({ noShow: 1, stepUp: 1 });

    await user.clear(field);
    await user.type(field, '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Marked a no-show')).toBeTruthy();
    expect(calls).toEqual({ noShow: 2, stepUp: 2 });
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Confirm it is you' })).toBeNull());
    expect(signOut).not.toHaveBeenCalled();
  });

  it('leaves the action failed when the dialog is closed without a code', async () => {
    const calls = stubMoneyApi();
    renderAction();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Mark no-show' }));
    await screen.findByRole('heading', { name: 'Confirm it is you' });
    await user.click(screen.getAllByRole('button', { name: 'Close' })[0]);
    expect(await screen.findByText(/^Failed: Confirm it is you/)).toBeTruthy();
    expect(calls).toEqual({ noShow: 1, stepUp: 0 });
  });
});
