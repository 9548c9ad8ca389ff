/**
 * The one error toast of every failed mutation (issue #10): the query client's MutationCache
 * shows the server's message (`{ message, code }`, docs/product/messages.md#toasts), or
 * "Something Went Wrong!" when there is none. A mutation whose screen shows the failure its own
 * way (a form's custom toast, a page that also reports an upload) sets `meta: { errorToast: false }`.
 */
import { MutationCache } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { messages } from '#shared/messages.ts';

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: {
      /** false: this mutation's screen reports its own failure; no global toast. */
      errorToast?: boolean;
    };
  }
}

/** The text a failed mutation's toast shows: the error's message, or the spec's fallback. */
function mutationErrorText(error: unknown): string {
  return (error instanceof Error && error.message) || messages.somethingWrong;
}

/** A MutationCache that toasts each failure through `showError` (react-hot-toast's error by default). */
export function createMutationCache(showError: (text: string) => unknown = toast.error): MutationCache {
  return new MutationCache({
    onError: (error, _variables, _context, mutation) => {
      if (mutation.meta?.errorToast === false) return;
      showError(mutationErrorText(error));
    },
  });
}
