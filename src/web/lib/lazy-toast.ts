/**
 * react-hot-toast loaded on first use, not with the first page (issue 25: the entry carried it
 * and goober, 4.8 KB gzip, for toasts no first interaction shows). Its store is module state,
 * and pages that import it statically get the same module, so a toast shown here before the
 * Toaster has mounted is in the store and appears when it does (components/ui/lazy-toaster.tsx).
 */

/** The toast kinds the app shows from code that is part of the first page. */
type ToastKind = 'success' | 'error';

let toastModule: Promise<typeof import('react-hot-toast')> | undefined;

/** react-hot-toast's module, fetched once. */
export function loadToastModule(): Promise<typeof import('react-hot-toast')> {
  toastModule ??= import('react-hot-toast');
  return toastModule;
}

/**
 * Shows a `kind` toast with `text` as soon as react-hot-toast is here (at once when it already
 * is, after the chunk otherwise). Toasts shown one after another keep their order.
 */
export function showToast(kind: ToastKind, text: string): Promise<void> {
  return loadToastModule().then(({ default: toast }) => {
    toast[kind](text);
  });
}
