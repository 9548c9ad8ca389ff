/**
 * Step-up in the web (issue 29, decision 031): `useStepUp()` wraps a mutation's call so that a
 * 403 STEP_UP_REQUIRED (a refund, a role change or a settings change whose session's last
 * second-factor check is too old) opens the one StepUpDialog, which sends the code to
 * POST /api/step-up; the call is then retried once. Cancelling rejects with the original error, so
 * the mutation fails as it would have (nothing changed on the server).
 */
import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { hasErrorCode } from '#web/lib/api-client.ts';
import { StepUpDialog } from './step-up-dialog.tsx';

/** Runs `call`; on STEP_UP_REQUIRED asks for the code and runs it once more. */
type WithStepUp = <T>(call: () => Promise<T>) => Promise<T>;

const StepUpContext = createContext<WithStepUp | null>(null);

/** Outside a provider the call runs as it is (a STEP_UP_REQUIRED then fails like any refusal). */
const runAsIs: WithStepUp = (call) => call();

/** The wrapper of the nearest StepUpProvider: `withStepUp(() => apiFetch(...))`. */
export function useStepUp(): WithStepUp {
  return useContext(StepUpContext) ?? runAsIs;
}

interface Pending {
  confirm: () => void;
  cancel: () => void;
}

/** Provides `useStepUp()` and renders the dialog while a call waits for the code. */
export function StepUpProvider({ children }: { children: ReactNode }) {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);

  const askForCode = useCallback(
    (refusal: Error) =>
      new Promise<void>((resolve, reject) => {
        const settle = (outcome: () => void) => () => {
          pendingRef.current = null;
          setPending(null);
          outcome();
        };
        const next = { confirm: settle(resolve), cancel: settle(() => reject(refusal)) };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );

  const withStepUp = useCallback<WithStepUp>(
    async (call) => {
      try {
        return await call();
      } catch (error) {
        if (!hasErrorCode(error, 'STEP_UP_REQUIRED')) throw error;
        // Cancelling rejects with this refusal, so the mutation fails as it would have.
        await askForCode(error);
        return call();
      }
    },
    [askForCode],
  );

  const value = useMemo(() => withStepUp, [withStepUp]);
  return (
    <StepUpContext.Provider value={value}>
      {children}
      <StepUpDialog
        open={pending !== null}
        onConfirmed={() => pendingRef.current?.confirm()}
        onCancel={() => pendingRef.current?.cancel()}
      />
    </StepUpContext.Provider>
  );
}
