import { QueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client.ts';
import { createMutationCache, toastError } from './mutation-errors.ts';

/** Runs one failing mutation through a client with the global handler; returns what it toasted. */
async function toastsOf(error: unknown, meta?: { errorToast?: boolean }): Promise<string[]> {
  const shown: string[] = [];
  const client = new QueryClient({ mutationCache: createMutationCache((text) => shown.push(text)) });
  const mutation = client.getMutationCache().build(client, {
    mutationFn: () => Promise.reject(error as Error),
    meta,
  });
  await mutation.execute(undefined).catch(() => undefined);
  return shown;
}

describe('the global mutation-error toast', () => {
  it("shows the server's message once", async () => {
    expect(await toastsOf(new ApiError(409, 'DATES_UNAVAILABLE', 'Sorry! Selected dates are not available'))).toEqual([
      'Sorry! Selected dates are not available',
    ]);
  });

  it('falls back to "Something Went Wrong!" when the error has no message', async () => {
    expect(await toastsOf(new Error(''))).toEqual(['Something Went Wrong!']);
    expect(await toastsOf('not an error')).toEqual(['Something Went Wrong!']);
  });

  it('stays quiet for a mutation that reports its own failure', async () => {
    expect(await toastsOf(new Error('Internal Server Error'), { errorToast: false })).toEqual([]);
  });
});

describe('the error toast of a call that is not a mutation', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the server\'s message, else the caller\'s fallback, else "Something Went Wrong!"', async () => {
    const shown = vi.spyOn(toast, 'error').mockReturnValue('');
    // react-hot-toast loads on first use (lib/lazy-toast.ts): each promise settles once shown.
    await Promise.all([
      toastError(new ApiError(401, 'UNAUTHORIZED', 'Invalid email or password')),
      toastError(new Error(''), 'Could not check availability. Please try again.'),
      toastError(undefined),
    ]);
    expect(shown.mock.calls.map(([text]) => text)).toEqual([
      'Invalid email or password',
      'Could not check availability. Please try again.',
      'Something Went Wrong!',
    ]);
  });
});
