/** The common end of every sign-in (docs/product/states.md#auth-state "after login or signup"). */
import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../api-client.ts';
import { fetchUserRecord, settleSession } from '../auth-flows.ts';
import { queryKeys } from '../query-keys.ts';
import type { RefetchSession } from './auth-types.ts';

/** Finishes a sign-in of `mail` as `name` with an optional stored photo URL. */
export type AfterAuth = (name: string, mail: string, photo: string | null | undefined) => Promise<void>;

/**
 * Upserts the user record, confirms the session token, loads the record into the cache and
 * waits for the session to show the user, so the status turns `signed-in` with `user` set.
 */
export function useAfterAuth(refetchSession: RefetchSession): AfterAuth {
  const queryClient = useQueryClient();
  return useCallback(
    async (name, mail, photo) => {
      await apiFetch(`/users/${encodeURIComponent(mail)}`, {
        method: 'PUT',
        body: { name, email: mail, ...(photo ? { photo } : {}) },
      });
      await apiFetch('/jwt', { method: 'POST', body: { email: mail } });
      await queryClient.fetchQuery({ queryKey: queryKeys.user(mail), queryFn: () => fetchUserRecord(mail), staleTime: 0 });
      await settleSession(refetchSession, true);
    },
    [queryClient, refetchSession],
  );
}
