/** The session plus our user record, read as one AuthStatus and `user` (docs/product/states.md#auth-state). */
import { useCallback, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { User } from '#shared/schemas/users.ts';
import { fetchSession, fetchUserRecord } from '../auth-flows.ts';
import { queryKeys } from '../query-keys.ts';
import { authStatus } from './auth-status.ts';
import type { AuthStatus, RefetchSession, SessionData } from './auth-types.ts';

/**
 * A session read less than this long ago is not read again when the window regains focus (ms);
 * better-auth's `useSession()`, which this query replaces (issue 25), refetched on focus with
 * the same 5 s limit.
 */
const SESSION_FOCUS_REFETCH_MS = 5_000;

/** What useAuthSession gives the provider and the flow hooks. */
export interface AuthSession {
  status: AuthStatus;
  /** The user record; null while signed out or until it loads. */
  user: User | null;
  /** The server has not answered whether there is a session yet. */
  isSessionPending: boolean;
  hasSession: boolean;
  refetchSession: RefetchSession;
  /** AuthValue.refreshUser: reloads the session. */
  refreshUser: () => Promise<void>;
}

/**
 * The session (a TanStack query of GET /api/auth/get-session, fetched after the first render:
 * pending on the server and in the browser's first render alike) and the signed-in user's
 * record. While a flow is `busy` the record is not fetched here: the flow loads it itself once
 * the record is upserted (useAfterAuth). `initialEmail`, a session the page's shell vouched for
 * (its record is already in the query cache), stands in for the session until the server first
 * answers, and never after.
 */
export function useAuthSession(busy: boolean, initialEmail?: string): AuthSession {
  const queryClient = useQueryClient();
  const session = useQuery({
    queryKey: queryKeys.session,
    queryFn: ({ signal }) => fetchSession(signal),
    staleTime: SESSION_FOCUS_REFETCH_MS,
    refetchOnWindowFocus: true,
    // As better-auth's client: one answer decides (a failure reads as signed out until a refetch).
    retry: false,
  });
  // A refetch that a newer one cancels resolves too; settleSession asks again when needed.
  const refetchSession = useCallback<RefetchSession>(async () => {
    await queryClient.refetchQueries({ queryKey: queryKeys.session, exact: true });
    return queryClient.getQueryData<SessionData | null>(queryKeys.session)?.user ?? null;
  }, [queryClient]);
  // Latched: a session query pending again (dropped from the cache) does not bring the shell's session back.
  const [hasAnswered, setHasAnswered] = useState(false);
  if (!session.isPending && !hasAnswered) setHasAnswered(true);
  const shellEmail = hasAnswered || !session.isPending ? undefined : initialEmail;
  const isSessionPending = session.isPending && !shellEmail;

  const email = session.data?.user.email ?? shellEmail ?? null;
  const userQuery = useQuery({
    queryKey: queryKeys.user(email),
    queryFn: () => fetchUserRecord(email as string),
    enabled: email !== null && !busy,
    staleTime: 5 * 60_000,
  });

  const refreshUser = useCallback(async () => {
    await refetchSession();
  }, [refetchSession]);

  const hasSession = session.data != null || Boolean(shellEmail);
  // Still `loading` while a session exists and its record is pending (see authStatus): a like
  // pressed right after a reload must not act for a user the page does not know yet.
  const status = authStatus({ busy, isSessionPending, hasSession, isRecordPending: userQuery.isPending });
  const user = hasSession ? (userQuery.data ?? null) : null;
  return { status, user, isSessionPending, hasSession, refetchSession, refreshUser };
}
