/**
 * The one error toast of every failed mutation (issue #10): the query client's MutationCache
 * shows the server's message (`{ message, code }`, docs/product/messages.md#toasts), or
 * "Something Went Wrong!" when there is none. A mutation whose screen shows the failure its own
 * way (a form's custom toast, a page that also reports an upload) sets `meta: { errorToast: false }`.
 */
import { MutationCache } from '@tanstack/react-query';
import { messages } from '#shared/messages.ts';
import { showToast } from './lazy-toast.ts';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** false: this mutation's screen reports its own failure; no global toast. */
      errorToast?: boolean;
    };
  }
}

/** The text a failed call's toast shows: the error's message, or `fallback` (the spec's "Something Went Wrong!"). */
function errorText(error: unknown, fallback: string = messages.somethingWrong): string {
  return (error instanceof Error && error.message) || fallback;
}

/**
 * The same error toast for a failed call that is not a mutation (a form's submit handler, a
 * download): the server's message, or `fallback` when there is none. Shown once react-hot-toast
 * has loaded (lib/lazy-toast.ts); the promise settles then.
 */
export function toastError(error: unknown, fallback?: string): Promise<void> {
  return showToast('error', errorText(error, fallback));
}

/** A MutationCache that toasts each failure through `showError` (react-hot-toast's error, loaded lazily, by default). */
export function createMutationCache(showError: (text: string) => unknown = (text) => showToast('error', text)): MutationCache {
  return new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (mutation.meta?.errorToast === false) return;
      showError(errorText(error));
    },
  });
}
