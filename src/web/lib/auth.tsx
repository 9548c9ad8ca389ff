/**
 * Auth state of SPEC §4 on top of better-auth's session: `loading` at start and while any
 * sign-in, sign-up, Google sign-in, password reset or sign-out runs, then `signed-in` or
 * `signed-out`. After login, sign-up or Google sign-in the user record is upserted, the
 * session token confirmed and the record loaded. A 401/403 from the credentialed client signs
 * out and goes to /login. The individual steps live in auth-flows.ts.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { messages } from '#shared/messages.ts';
import type { User } from '#shared/schemas/users.ts';
import { apiFetch, setUnauthorizedHandler, uploadImage } from './api-client.ts';
import { authClient } from './auth-client.ts';
import {
  currentSessionUser, fetchUserRecord, GOOGLE_REDIRECT_KEY, pointPopupAtProvider, providerError, quiet, redirectToProvider,
  removeSessionCookie, sendPasswordResetLink, setNewPassword, settleSession, storablePhoto,
} from './auth-flows.ts';
import { openSignInPopup, waitForSignInPopup } from './oauth-popup.ts';
import { paths } from './paths.ts';
import { queryKeys } from './query-keys.ts';
import { uiText } from './ui-text.ts';

/** The three auth states of SPEC §4. */
export type AuthStatus = 'loading' | 'signed-out' | 'signed-in';

/** What `useAuth()` returns. */
export interface AuthValue {
  status: AuthStatus;
  /** The `/api/user/{email}` record; null while signed out or until it loads. */
  user: User | null;
  /**
   * Reloads the session, whose display name and photo a profile edit changes. The edit's
   * answer already is the new user record (put in the cache by useEditProfileMutation).
   */
  refreshUser(): Promise<void>;
  /** Email + password sign-in; rejects with the provider's message. */
  signIn(email: string, password: string): Promise<void>;
  /** Sign-up (signs in), then uploads `photo` and stores it on the record. */
  signUp(name: string, email: string, password: string, photo: File): Promise<void>;
  /**
   * "Continue with Google" through `providerId`; call it synchronously from the click. Resolves
   * 'signed-in' (popup) or 'redirected' (popup blocked: the page leaves for the provider and
   * the sign-in finishes on return to `returnTo`). Rejects with the provider's error.
   */
  signInWithGoogle(providerId: string, returnTo: string): Promise<'signed-in' | 'redirected'>;
  /** Asks for a password-reset e-mail; resolves alike whether or not the e-mail is known. */
  requestPasswordReset(email: string): Promise<void>;
  /** Sets a new password with the e-mailed token; rejects with a readable message. */
  resetPassword(token: string, newPassword: string): Promise<void>;
  /** Removes the session cookie, signs out of the provider, toasts. */
  signOut(): Promise<void>;
}

const AuthContext = createContext<AuthValue | null>(null);

/** Provides `useAuth()`. `navigate` is the router's, used by the 401/403 handler. */
export function AuthProvider({ children, navigate }: { children: ReactNode; navigate: (to: string) => void }) {
  const queryClient = useQueryClient();
  const session = authClient.useSession();
  const refetchSession = session.refetch;
  const [running, setRunning] = useState(0);

  const email = session.data?.user.email ?? null;
  const userQuery = useQuery({
    queryKey: queryKeys.user(email),
    queryFn: () => fetchUserRecord(email as string),
    enabled: email !== null && running === 0,
    staleTime: 5 * 60_000,
  });

  // `task` starts synchronously, so a popup it opens still counts as opened by the click.
  const run = useCallback(<T,>(task: () => Promise<T>): Promise<T> => {
    setRunning((n) => n + 1);
    return task().finally(() => setRunning((n) => n - 1));
  }, []);

  /** SPEC §4: upsert the record, confirm the session token, load the record. */
  const afterAuth = useCallback(
    async (name: string, mail: string, photo: string | null | undefined) => {
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

  const signIn = useCallback(
    (mail: string, password: string) =>
      run(async () => {
        const { data, error } = await authClient.signIn.email({ email: mail, password, ...quiet });
        if (error || !data) throw providerError(error);
        await afterAuth(data.user.name, data.user.email, data.user.image);
      }),
    [run, afterAuth],
  );

  const signUp = useCallback(
    (name: string, mail: string, password: string, photo: File) =>
      run(async () => {
        const { data, error } = await authClient.signUp.email({ name, email: mail, password, ...quiet });
        if (error || !data) throw providerError(error);
        let photoUrl: string | null = null;
        try {
          photoUrl = await uploadImage(photo, 'profile');
        } catch (uploadError) {
          toast.error(`${uiText.photoUploadFailed}: ${(uploadError as Error).message}`);
        }
        await afterAuth(data.user.name, data.user.email, photoUrl);
      }),
    [run, afterAuth],
  );

  /** Upserts the record of whoever the provider signed in (SPEC §4 "after login or signup"). */
  const finishGoogleSignIn = useCallback(async () => {
    await settleSession(refetchSession, true);
    const signedIn = currentSessionUser();
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
        try {
          await pointPopupAtProvider(popup, providerId);
        } catch (error) {
          popup.close();
          throw error;
        }
        await waitForSignInPopup(popup, async () => {
          await refetchSession();
          return currentSessionUser() !== null;
        });
        await finishGoogleSignIn();
        return 'signed-in';
      }),
    [run, refetchSession, finishGoogleSignIn],
  );

  // The popup-blocked path comes back to the app signed in: finish what the popup path does.
  const isSessionPending = session.isPending;
  const hasSession = Boolean(session.data);
  useEffect(() => {
    if (isSessionPending || sessionStorage.getItem(GOOGLE_REDIRECT_KEY) === null) return;
    sessionStorage.removeItem(GOOGLE_REDIRECT_KEY);
    // Signed out here means the provider refused; /login shows its error from the URL.
    if (!hasSession) return;
    // Started from a microtask: the loading state is set outside the effect's own render pass.
    void Promise.resolve()
      .then(() => run(finishGoogleSignIn))
      .then(
        () => toast.success(messages.signupGoogleSuccess),
        (error: Error) => toast.error(error.message),
      );
  }, [isSessionPending, hasSession, run, finishGoogleSignIn]);

  const requestPasswordReset = useCallback((mail: string) => run(() => sendPasswordResetLink(mail)), [run]);
  const resetPassword = useCallback((token: string, password: string) => run(() => setNewPassword(token, password)), [run]);

  /** SPEC §4 sign-out: remove the session cookie on the server, then sign out of the provider. */
  const endSession = useCallback(async () => {
    await removeSessionCookie();
    await authClient.signOut(quiet).catch(() => undefined);
    await settleSession(refetchSession, false);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'rooms' });
  }, [queryClient, refetchSession]);

  const signOut = useCallback(
    () =>
      run(async () => {
        await endSession();
        toast.success(messages.loggedOut);
      }),
    [run, endSession],
  );

  // SPEC §4: a 401/403 from the credentialed client logs out and goes to /login.
  useEffect(() => {
    let handling = false;
    setUnauthorizedHandler(() => {
      if (handling) return;
      handling = true;
      void run(async () => {
        await endSession();
        navigate(paths.login);
      }).finally(() => {
        handling = false;
      });
    });
    return () => setUnauthorizedHandler(null);
  }, [run, endSession, navigate]);

  const refreshUser = useCallback(async () => {
    await refetchSession();
  }, [refetchSession]);

  const status: AuthStatus = running > 0 || session.isPending ? 'loading' : session.data ? 'signed-in' : 'signed-out';
  const user = session.data ? (userQuery.data ?? null) : null;

  const value = useMemo<AuthValue>(
    () => ({ status, user, refreshUser, signIn, signUp, signInWithGoogle, requestPasswordReset, resetPassword, signOut }),
    [status, user, refreshUser, signIn, signUp, signInWithGoogle, requestPasswordReset, resetPassword, signOut],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The auth state and actions; must be used under `AuthProvider`. */
export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
