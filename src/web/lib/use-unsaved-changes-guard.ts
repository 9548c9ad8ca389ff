import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type Blocker, type BlockerFunction } from 'react-router';

/**
 * Guards a form with unsaved changes (issue 24: leaving a half-filled Add Room or Edit Room form
 * discarded it silently). While `hasChanges()` is true, a navigation inside the app to another
 * path (a link, or the browser's Back and Forward) is held (`blocker.state === 'blocked'`, for a
 * confirmation dialog to proceed or reset) and closing or reloading the tab asks the browser's own
 * question. `hasChanges` is asked at the moment of leaving, not copied from a render: an effect may run
 * after the next paint, and a Back pressed right after typing went through unasked (issue 24).
 * `allowLeave()` lifts the guard for good, e.g. just before a successful save navigates away;
 * `keepGuard()` puts it back if the save fails.
 */
export function useUnsavedChangesGuard(hasChanges: () => boolean): { blocker: Blocker; allowLeave: () => void; keepGuard: () => void } {
  const isLeaveAllowed = useRef(false);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => !isLeaveAllowed.current && currentLocation.pathname !== nextLocation.pathname && hasChanges(),
    [hasChanges],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (isLeaveAllowed.current || !hasChanges()) return;
      event.preventDefault();
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasChanges]);

  const allowLeave = useCallback(() => {
    isLeaveAllowed.current = true;
  }, []);
  const keepGuard = useCallback(() => {
    isLeaveAllowed.current = false;
  }, []);
  return { blocker, allowLeave, keepGuard };
}
