/** Issue 29: "Continue with a passkey" (better-auth's passkey plugin), ending like every other sign-in (use-after-auth.ts). */
import { useCallback } from 'react';
import { messages } from '#shared/messages.ts';
import type { AuthValue, RunAuthTask } from './auth-types.ts';
import type { AfterAuth } from './use-after-auth.ts';

/** Texts of the passkey sign-in that better-auth gives no words for. */
const passkeyText = {
  cancelled: 'Passkey sign-in was cancelled or no passkey of this site is on this device.',
} as const;

/** The browser's passkey prompt, then the server's check; rejects with a readable message. */
export function usePasskeySignIn(run: RunAuthTask, afterAuth: AfterAuth): AuthValue['signInWithPasskey'] {
  return useCallback(
    () =>
      run(async () => {
        const { passkeyAuthClient } = await import('../passkey-client.ts');
        const result = await passkeyAuthClient.signIn.passkey({ fetchOptions: { disableSignal: true } });
        const data = result?.data as { user?: { name: string; email: string; image?: string | null } } | null | undefined;
        if (result?.error || !data?.user) {
          const error = result?.error as { code?: string; message?: string } | undefined;
          const code = error?.code ?? '';
          throw new Error(
            code.startsWith('ERROR_') || code === 'AUTH_CANCELLED' ? passkeyText.cancelled : error?.message || messages.somethingWrong,
          );
        }
        await afterAuth(data.user.name, data.user.email, data.user.image);
      }),
    [run, afterAuth],
  );
}
