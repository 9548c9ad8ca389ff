import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker, type BlockerFunction } from 'react-router';

/**
 * Guards a form with unsaved changes (issue 24: leaving a half-filled Add Room or Edit Room form
 * discarded it silently). While `isDirty`, a navigation inside the app to another path is held
 * (`blocker.state === 'blocked'`, for a confirmation dialog to proceed or reset) and closing or
 * reloading the tab asks the browser's own question. `allowLeave()` lifts the guard for good,
 * e.g. just before a successful save navigates away; `keepGuard()` puts it back if the save fails.
 */
export function useUnsavedChangesGuard(isDirty: boolean): { blocker: Blocker; allowLeave: () => void; keepGuard: () => void } {
  const isDirtyRef = useRef(isDirty);
  const isLeaveAllowed = useRef(false);
  useEffect(() => {
    isDirtyRef.current = isDirty;
  }, [isDirty]);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      isDirtyRef.current && !isLeaveAllowed.current && currentLocation.pathname !== nextLocation.pathname,
    [],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!isDirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      if (isLeaveAllowed.current) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [isDirty]);

  const allowLeave = useCallback(() => {
    isLeaveAllowed.current = true;
  }, []);
  const keepGuard = useCallback(() => {
    isLeaveAllowed.current = false;
  }, []);
  return { blocker, allowLeave, keepGuard };
}
