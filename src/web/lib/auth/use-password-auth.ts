/** The e-mail and password flows of docs/product/states.md#auth-state: sign-in, sign-up and password reset. */
import { useCallback } from 'react';
import { uploadImage } from '../api-client.ts';
import { loadAuthClient, providerError, quiet, sendPasswordResetLink, setNewPassword } from '../auth-flows.ts';
import { showToast } from '../lazy-toast.ts';
import { uiText } from '../ui-text.ts';
import type { AuthValue, RunAuthTask } from './auth-types.ts';
import type { AfterAuth } from './use-after-auth.ts';

/** The password flows of AuthValue, each run as an auth task (status `loading` meanwhile). */
export type PasswordAuth = Pick<AuthValue, 'signIn' | 'verifySignInCode' | 'signUp' | 'requestPasswordReset' | 'resetPassword'>;

/** Sign-in, sign-up (with its profile photo), reset-link request and new password. */
export function usePasswordAuth(run: RunAuthTask, afterAuth: AfterAuth): PasswordAuth {
  const signIn = useCallback(
    (mail: string, password: string) =>
      run(async () => {
        const authClient = await loadAuthClient();
        const { data, error } = await authClient.signIn.email({ email: mail, password, ...quiet });
        if (error || !data) throw providerError(error);
        // Issue 29: the password was right, and the account asks for its second factor next.
        if ((data as { twoFactorRedirect?: boolean }).twoFactorRedirect) return 'two-factor' as const;
        await afterAuth(data.user.name, data.user.email, data.user.image);
        return 'signed-in' as const;
      }),
    [run, afterAuth],
  );

  const verifySignInCode = useCallback(
    (code: string, kind: 'totp' | 'backup') =>
      run(async () => {
        // Loaded when a code is typed: the two-factor calls stay out of every visitor's first page.
        const { verifySignInCode: verifyCode } = await import('../two-factor-api.ts');
        const user = await verifyCode(code, kind);
        await afterAuth(user.name, user.email, user.image);
      }),
    [run, afterAuth],
  );

  const signUp = useCallback(
    (name: string, mail: string, password: string, photo: File) =>
      run(async () => {
        const authClient = await loadAuthClient();
        const { data, error } = await authClient.signUp.email({ name, email: mail, password, ...quiet });
        if (error || !data) throw providerError(error);
        // The account exists by now: a failed photo upload is reported, and the sign-up goes on without it.
        let photoUrl: string | null = null;
        try {
          photoUrl = await uploadImage(photo, 'profile');
        } catch (uploadError) {
          void showToast('error', `${uiText.photoUploadFailed}: ${(uploadError as Error).message}`);
        }
        await afterAuth(data.user.name, data.user.email, photoUrl);
      }),
    [run, afterAuth],
  );

  const requestPasswordReset = useCallback((mail: string) => run(() => sendPasswordResetLink(mail)), [run]);
  const resetPassword = useCallback((token: string, password: string) => run(() => setNewPassword(token, password)), [run]);

  return { signIn, verifySignInCode, signUp, requestPasswordReset, resetPassword };
}
