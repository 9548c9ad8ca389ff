import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { createMutationCache } from './mutation-errors.ts';

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
