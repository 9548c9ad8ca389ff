/** Shares one run of an async action among the calls that arrive while it runs (public-cache.ts NOTIFY). */
/**
 * Wraps `send` so that calls arriving while one runs share ONE next run: every caller's promise
 * settles after a run that began after its call (a write's NOTIFY still leaves after the write
 * committed, so other instances drop what they cached before it), with at most one run queued
 * behind the running one. Rejections reach every caller that shared the run.
 */
export function coalesceCalls(send: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  const start = (): Promise<void> => {
    const run = send().finally(() => {
      if (running === run) running = null;
    });
    running = run;
    return run;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return start();
      });
    return queued;
  };
}
