/** Sign-out of docs/product/states.md#auth-state, by the user or forced by a 401/403. */
import { useCallback, useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { messages } from '#shared/messages.ts';
import { setUnauthorizedHandler } from '../api-client.ts';
import { loadAuthClient, quiet, removeSessionCookie, settleSession } from '../auth-flows.ts';
import { showToast } from '../lazy-toast.ts';
import { paths, type FromState } from '../paths.ts';
import { queryKeys } from '../query-keys.ts';
import type { RefetchSession, RunAuthTask } from './auth-types.ts';

/**
 * Ends the session without a word: removes the session cookie on the server, signs out of the
 * provider, waits for the session to show it, and drops every cached query but the public rooms
 * (and the session itself, which now says signed out).
 */
export function useEndSession(refetchSession: RefetchSession): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // better-auth's client loads while the cookie is removed (it is not on the first page).
    const authClient = loadAuthClient();
    await removeSessionCookie();
    await authClient.then((client) => client.signOut(quiet)).catch(() => undefined);
    await settleSession(refetchSession, false);
    const kept = new Set<unknown>([queryKeys.allRoomLists[0], queryKeys.session[0]]);
    queryClient.removeQueries({ predicate: (query) => !kept.has(query.queryKey[0]) });
  }, [queryClient, refetchSession]);
}

/** AuthValue.signOut: ends the session as an auth task and toasts "Successfully Logged Out". */
export function useSignOut(run: RunAuthTask, endSession: () => Promise<void>): () => Promise<void> {
  return useCallback(
    () =>
      run(async () => {
        await endSession();
        void showToast('success', messages.loggedOut);
      }),
    [run, endSession],
  );
}

/**
 * docs/product/states.md#signed-out-on-401-or-403: a 401/403 from the credentialed client ends
 * the session and goes to /login (`navigate` is the router's), remembering the page it happened
 * on, so signing in again goes back there (spec §2 "back to the origin", issue 24).
 */
export function useUnauthorizedHandler(
  run: RunAuthTask,
  endSession: () => Promise<void>,
  navigate: (to: string, options?: { state?: unknown }) => void,
): void {
  useEffect(() => {
    // Requests failing together answer with one sign-out, not one each.
    let handling = false;
    setUnauthorizedHandler(() => {
      if (handling) return;
      handling = true;
      // The address as it is now: a page may keep its choices in it (the room's dates).
      const { pathname, search, hash } = window.location;
      const state: FromState = { from: { pathname, search, hash } };
      void run(async () => {
        await endSession();
        navigate(paths.login, { state });
      }).finally(() => {
        handling = false;
      });
    });
    return () => setUnauthorizedHandler(null);
  }, [run, endSession, navigate]);
}
