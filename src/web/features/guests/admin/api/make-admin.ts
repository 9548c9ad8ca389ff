import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** docs/product/api.md#admin-users POST /make-admin/{userId}, no body; resolves with `{ message }` ("{name} made Admin"). */
function makeAdmin(userId: string): Promise<{ message: string }> {
  return apiFetch<{ message: string }>(`/make-admin/${encodeURIComponent(userId)}`, { method: 'POST' });
}

/** Promotes a guest, then refetches the list (docs/product/api.md#admin-users). */
export function useMakeAdminMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeAdmin,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.allUsers }),
  });
}
