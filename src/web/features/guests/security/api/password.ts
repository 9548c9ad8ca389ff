/**
 * Issue 29: GET /api/account/password (whether the account has one: Google-only accounts have
 * none) and POST /api/account/password (current + new; every other session ends, this device
 * gets a fresh cookie from the answer).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordBody, PasswordState } from '#shared/schemas/account-security.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** Whether the signed-in account has a password to change. */
export function usePasswordStateQuery() {
  return useQuery({ queryKey: queryKeys.passwordState, queryFn: () => apiFetch<PasswordState>('/account/password') });
}

/** Changes the password; resolves with the server's message. The sessions list is read again after. */
export function useChangePasswordMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) =>
      apiFetch<{ message: string; endedSessions: number }>('/account/password', { method: 'POST', body }),
    // The form shows a wrong current password beside its field (and toasts it itself).
    meta: { errorToast: false },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.accountSessions }),
  });
}
