/** "Continue with Google" of docs/product/states.md#auth-state: in a popup, or by redirect when the popup is blocked. */
import { useCallback, useEffect } from 'react';
import { messages } from '#shared/messages.ts';
import {
  GOOGLE_REDIRECT_KEY,
  pointPopupAtProvider,
  providerError,
  redirectToProvider,
  settleSession,
  storablePhoto,
} from '../auth-flows.ts';
import { showToast } from '../lazy-toast.ts';
import { openSignInPopup } from '../oauth-popup.ts';
import type { AuthValue, RunAuthTask } from './auth-types.ts';
import type { AuthSession } from './use-auth-session.ts';
import type { AfterAuth } from './use-after-auth.ts';

type SessionState = Pick<AuthSession, 'isSessionPending' | 'hasSession' | 'refetchSession'>;

/** AuthValue.signInWithGoogle; also finishes a redirected sign-in when the page comes back. */
export function useGoogleSignIn(run: RunAuthTask, afterAuth: AfterAuth, session: SessionState): AuthValue['signInWithGoogle'] {
  const { isSessionPending, hasSession, refetchSession } = session;

  /** Upserts the record of whoever the provider signed in (docs/product/states.md#auth-state "after login or signup"). */
  const finishGoogleSignIn = useCallback(async () => {
    const signedIn = await settleSession(refetchSession, true);
    if (!signedIn) throw providerError(null);
    await afterAuth(signedIn.name, signedIn.email, storablePhoto(signedIn.image));
  }, [afterAuth, refetchSession]);

  const signInWithGoogle = useCallback(
    (providerId: string, returnTo: string) =>
      run(async (): Promise<'signed-in' | 'redirected'> => {
        const popup = openSignInPopup();
        if (!popup) {
          await redirectToProvider(providerId, returnTo);
          return 'redirected';
        }
        // Fetched while the popup goes to the provider (the guest is there for seconds at least).
        const popupWait = import('../oauth-popup-wait.ts');
        // Awaited below; a failure before then is the provider's error, not this one.
        popupWait.catch(() => undefined);
        try {
          await pointPopupAtProvider(popup, providerId);
        } catch (error) {
          popup.close();
          throw error;
        }
        const { waitForSignInPopup } = await popupWait;
        await waitForSignInPopup(popup, async () => (await refetchSession()) !== null);
        await finishGoogleSignIn();
        return 'signed-in';
      }),
    [run, refetchSession, finishGoogleSignIn],
  );

  // The popup-blocked path comes back to the app signed in: finish what the popup path does.
  useEffect(() => {
    if (isSessionPending || sessionStorage.getItem(GOOGLE_REDIRECT_KEY) === null) return;
    sessionStorage.removeItem(GOOGLE_REDIRECT_KEY);
    // Signed out here means the provider refused; /login shows its error from the URL.
    if (!hasSession) return;
    // Started from a microtask: the loading state is set outside the effect's own render pass.
    void Promise.resolve()
      .then(() => run(finishGoogleSignIn))
      .then(
        () => showToast('success', messages.signupGoogleSuccess),
        (error: Error) => showToast('error', error.message),
      );
  }, [isSessionPending, hasSession, run, finishGoogleSignIn]);

  return signInWithGoogle;
}
