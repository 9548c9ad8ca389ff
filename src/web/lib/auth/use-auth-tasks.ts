/** The count of auth flows under way, which keeps the status `loading` (docs/product/states.md#auth-state). */
import { useCallback, useState } from 'react';
import type { RunAuthTask } from './auth-types.ts';

/**
 * `busy` while any sign-in, sign-up, Google sign-in, password reset or sign-out runs, and `run`,
 * which counts a flow for as long as its promise is pending.
 */
export function useAuthTasks(): { busy: boolean; run: RunAuthTask } {
  const [running, setRunning] = useState(0);

  // `task` starts synchronously, so a popup it opens still counts as opened by the click.
  const run = useCallback(<T>(task: () => Promise<T>): Promise<T> => {
    setRunning((n) => n + 1);
    return task().finally(() => setRunning((n) => n - 1));
  }, []);

  return { busy: running > 0, run };
}
