/**
 * Issue 29: the caller's sessions (GET /api/account/sessions), ending one
 * (DELETE /api/account/sessions/{id}) or every other one (POST /api/account/sessions/end-others).
 * Sessions are named by an opaque id; their tokens never reach the browser.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AccountSession } from '#shared/schemas/account-security.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** The caller's live sessions, oldest first, this device's marked `isCurrent`. */
export function useAccountSessionsQuery() {
  return useQuery({
    queryKey: queryKeys.accountSessions,
    queryFn: async () => (await apiFetch<{ sessions: AccountSession[] }>('/account/sessions')).sessions,
  });
}

/** Ends one session by its id (failures toast through the mutation cache). */
export function useEndSessionMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<{ ok: boolean }>(`/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.accountSessions }),
  });
}

/** Ends every session but this device's; resolves with the server's message. */
export function useEndOtherSessionsMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiFetch<{ message: string; endedSessions: number }>('/account/sessions/end-others', { method: 'POST' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.accountSessions }),
  });
}
