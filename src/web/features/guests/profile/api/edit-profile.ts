import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EditProfileBody } from '#shared/schemas/profile.ts';
import type { User } from '#shared/schemas/users.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/**
 * docs/product/api.md#users POST /edit-profile/{userId}: name, age, photo, phoneNumber, address, bio. Resolves
 * with the updated record; rejects with the server's message ("Internal Server Error" on a 500).
 */
function editProfile(userId: string, body: EditProfileBody): Promise<User> {
  return apiFetch<User>(`/edit-profile/${encodeURIComponent(userId)}`, { method: 'POST', body });
}

/** Saves the profile and puts the new record in the signed-in user's cache entry. */
export function useEditProfileMutation(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EditProfileBody) => editProfile(userId, body),
    // The page toasts the failure of the photo upload and of this edit alike.
    meta: { errorToast: false },
    onSuccess: (updated) => queryClient.setQueryData(queryKeys.user(updated.email), updated),
  });
}
