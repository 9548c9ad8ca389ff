/** better-auth's session plus our user record, read as one AuthStatus and `user` (docs/product/states.md#auth-state). */
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { User } from '#shared/schemas/users.ts';
import { authClient } from '../auth-client.ts';
import { fetchUserRecord } from '../auth-flows.ts';
import { queryKeys } from '../query-keys.ts';
import { authStatus } from './auth-status.ts';
import type { AuthStatus, RefetchSession } from './auth-types.ts';

/** What useAuthSession gives the provider and the flow hooks. */
export interface AuthSession {
  status: AuthStatus;
  /** The user record; null while signed out or until it loads. */
  user: User | null;
  /** better-auth has not answered whether there is a session yet. */
  isSessionPending: boolean;
  hasSession: boolean;
  refetchSession: RefetchSession;
  /** AuthValue.refreshUser: reloads the session. */
  refreshUser: () => Promise<void>;
}

/**
 * The session and the signed-in user's record. While a flow is `busy` the record is not fetched
 * here: the flow loads it itself once the record is upserted (useAfterAuth).
 */
export function useAuthSession(busy: boolean): AuthSession {
  const session = authClient.useSession();
  const refetchSession = session.refetch;

  const email = session.data?.user.email ?? null;
  const userQuery = useQuery({
    queryKey: queryKeys.user(email),
    queryFn: () => fetchUserRecord(email as string),
    enabled: email !== null && !busy,
    staleTime: 5 * 60_000,
  });

  const refreshUser = useCallback(async () => {
    await refetchSession();
  }, [refetchSession]);

  const hasSession = session.data != null;
  // Still `loading` while a session exists and its record is pending (see authStatus): a like
  // pressed right after a reload must not act for a user the page does not know yet.
  const status = authStatus({ busy, isSessionPending: session.isPending, hasSession, isRecordPending: userQuery.isPending });
  const user = hasSession ? (userQuery.data ?? null) : null;
  return { status, user, isSessionPending: session.isPending, hasSession, refetchSession, refreshUser };
}
