/**
 * What a guest typed or chose in a server-rendered field before the app started (issue 25).
 * Hydration keeps the page's DOM, the field's value included, while the component's state still
 * holds what the server rendered; once mounted, a field whose value differs hands it to `adopt`,
 * so the text stays and the app acts on it.
 */
import { useEffect, type RefObject } from 'react';

/** Calls `adopt(value, element)` once, on mount, when `ref`'s field holds another value than `rendered`. */
export function useTypedBeforeStart<T extends HTMLInputElement | HTMLSelectElement>(
  ref: RefObject<T | null>,
  rendered: string,
  adopt: (value: string, element: T) => void,
): void {
  useEffect(() => {
    const element = ref.current;
    if (element && element.value !== rendered) adopt(element.value, element);
    // Once, on mount: later differences are the app's own renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
