/**
 * Auth state of docs/product/states.md#auth-state on top of better-auth's session: `loading` at start and while any
 * sign-in, sign-up, Google sign-in, password reset or sign-out runs, then `signed-in` or
 * `signed-out`. After login, sign-up or Google sign-in the user record is upserted, the
 * session token confirmed and the record loaded. A 401/403 from the credentialed client signs
 * out and goes to /login. The hooks in ./auth/ hold one concern each; the steps live in auth-flows.ts.
 */
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import type { AuthValue } from './auth/auth-types.ts';
import { useAfterAuth } from './auth/use-after-auth.ts';
import { useAuthSession } from './auth/use-auth-session.ts';
import { setSignedInHint } from './auth/signed-in-hint.ts';
import { useAuthTasks } from './auth/use-auth-tasks.ts';
import { useGoogleSignIn } from './auth/use-google-sign-in.ts';
import { usePasswordAuth } from './auth/use-password-auth.ts';
import { usePasskeySignIn } from './auth/use-passkey-sign-in.ts';
import { useEndSession, useSignOut, useUnauthorizedHandler } from './auth/use-sign-out.ts';

export type { AuthValue } from './auth/auth-types.ts';

const AuthContext = createContext<AuthValue | null>(null);

/** What AuthProvider takes. */
interface AuthProviderProps {
  children: ReactNode;
  /** The router's navigate, used by the 401/403 handler (with the page to come back to as state). */
  navigate: (to: string, options?: { state?: unknown }) => void;
  /** The signed-in e-mail the page's shell carried (app/initial-data.ts), trusted until better-auth answers. */
  initialEmail?: string;
}

/** Provides `useAuth()`. */
export function AuthProvider({ children, navigate, initialEmail }: AuthProviderProps) {
  const { busy, run } = useAuthTasks();
  const session = useAuthSession(busy, initialEmail);
  const { status, user, refreshUser, refetchSession } = session;
  const afterAuth = useAfterAuth(refetchSession);
  const { signIn, verifySignInCode, signUp, requestPasswordReset, resetPassword } = usePasswordAuth(run, afterAuth);
  const signInWithGoogle = useGoogleSignIn(run, afterAuth, session);
  const signInWithPasskey = usePasskeySignIn(run, afterAuth);
  const endSession = useEndSession(refetchSession);
  const signOut = useSignOut(run, endSession);
  useUnauthorizedHandler(run, endSession, navigate);
  // For the route loaders, which run outside React (app/route-loaders.ts).
  useEffect(() => {
    if (status !== 'loading') setSignedInHint(status === 'signed-in');
  }, [status]);

  const value = useMemo<AuthValue>(
    () => ({
      status,
      user,
      refreshUser,
      signIn,
      verifySignInCode,
      signUp,
      signInWithGoogle,
      signInWithPasskey,
      requestPasswordReset,
      resetPassword,
      signOut,
    }),
    [
      status,
      user,
      refreshUser,
      signIn,
      verifySignInCode,
      signUp,
      signInWithGoogle,
      signInWithPasskey,
      requestPasswordReset,
      resetPassword,
      signOut,
    ],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

/** The auth state and actions; must be used under `AuthProvider`. */
export function useAuth(): AuthValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
