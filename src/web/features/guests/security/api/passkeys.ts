/**
 * Issue 29: the caller's passkeys through better-auth's passkey plugin (lib/passkey-client.ts,
 * loaded on first use): list, add (the browser's WebAuthn prompt) and delete.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages } from '#shared/messages.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** A passkey as the security page shows it. `createdAt` is an ISO instant. */
export interface PasskeyItem {
  id: string;
  name: string;
  createdAt: string | null;
}

const loadClient = () => import('#web/lib/passkey-client.ts').then((module) => module.passkeyAuthClient);

/** better-auth's refusal as an Error with its message (or the house's generic one). */
function failure(error: { message?: string; code?: string } | null | undefined): Error {
  if (error?.code === 'SESSION_NOT_FRESH' || error?.code === 'SESSION_IS_NOT_FRESH') {
    return new Error('For your safety, sign out and sign in again before adding a passkey.');
  }
  return new Error(error?.message || messages.somethingWrong);
}

async function listPasskeys(): Promise<PasskeyItem[]> {
  const client = await loadClient();
  const { data, error } = await client.passkey.listUserPasskeys();
  if (error || !data) throw failure(error);
  return data.map((passkey) => ({
    id: passkey.id,
    name: passkey.name || 'Passkey',
    createdAt: passkey.createdAt ? new Date(passkey.createdAt).toISOString() : null,
  }));
}

/** The caller's passkeys. */
export function usePasskeysQuery() {
  return useQuery({ queryKey: queryKeys.passkeys, queryFn: listPasskeys });
}

/** Registers a passkey named `name` on this device (the browser asks the user to confirm). */
export function useAddPasskeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (name: string) => {
      const client = await loadClient();
      const result = await client.passkey.addPasskey({ name });
      if (result?.error) throw failure(result.error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.passkeys }),
  });
}

/** Deletes passkey `id` (it stops signing in at once). */
export function useDeletePasskeyMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const client = await loadClient();
      const { error } = await client.passkey.deletePasskey({ id });
      if (error) throw failure(error);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.passkeys }),
  });
}
