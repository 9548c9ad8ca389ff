/**
 * Work the server starts without awaiting it (password-reset e-mails, the sandbox's IPN):
 * each promise is tracked until it settles, so shutdown and tests can wait for "everything
 * that was started has finished" instead of sleeping and hoping.
 */
export interface BackgroundTasks {
  /** Tracks `work`; its rejection is handed to `onError` (never unhandled). */
  run(work: Promise<unknown>, onError: (error: unknown) => void): void;
  /** Resolves once every task started so far (and any they start) has settled. */
  settled(): Promise<void>;
}

/** A new, empty tracker. */
export function createBackgroundTasks(): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(work, onError) {
      const tracked = work.catch(onError).finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    async settled() {
      while (pending.size) await Promise.allSettled([...pending]);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Fire-and-forget work of this app (see createBackgroundTasks). */
    backgroundTasks: BackgroundTasks;
  }
}
