/**
 * The types of `useAuth()`, apart from auth.tsx so the hooks that build the value can name them
 * without importing the provider that imports them (the import-cycle check counts type imports).
 */
import type { User } from '#shared/schemas/users.ts';
import type { SecondFactorKind } from '../two-factor-api.ts';

/** The three auth states of docs/product/states.md#auth-state. */
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
  refreshUser: () => Promise<void>;
  /**
   * Email + password sign-in; rejects with the provider's message. Resolves 'two-factor' when the
   * account asks for a second factor (issue 29): then `verifySignInCode` finishes it.
   */
  signIn: (email: string, password: string) => Promise<'signed-in' | 'two-factor'>;
  /** The code step of a two-factor sign-in; rejects with ApiError (two-factor-api.ts codeErrorMessage). */
  verifySignInCode: (code: string, kind: SecondFactorKind) => Promise<void>;
  /** Sign-up (signs in), then uploads `photo` and stores it on the record. */
  signUp: (name: string, email: string, password: string, photo: File) => Promise<void>;
  /**
   * "Continue with Google" through `providerId`; call it synchronously from the click. Resolves
   * 'signed-in' (popup) or 'redirected' (popup blocked: the page leaves for the provider and
   * the sign-in finishes on return to `returnTo`). Rejects with the provider's error.
   */
  signInWithGoogle: (providerId: string, returnTo: string) => Promise<'signed-in' | 'redirected'>;
  /** Issue 29: the browser's passkey prompt, then signed in; rejects with a readable message. */
  signInWithPasskey: () => Promise<void>;
  /** Asks for a password-reset e-mail; resolves alike whether or not the e-mail is known. */
  requestPasswordReset: (email: string) => Promise<void>;
  /** Sets a new password with the e-mailed token; rejects with a readable message. */
  resetPassword: (token: string, newPassword: string) => Promise<void>;
  /** Removes the session cookie, signs out of the provider, toasts. */
  signOut: () => Promise<void>;
}

/** Runs an auth flow while counting it as running (status `loading`); see useAuthTasks. */
export type RunAuthTask = <T>(task: () => Promise<T>) => Promise<T>;

/** The signed-in user of better-auth's session (the fields of GET /api/auth/get-session we read). */
export interface SessionUser {
  name: string;
  email: string;
  image?: string | null;
  /** Issue 29: the account signs in with a second factor (better-auth's two-factor plugin). */
  twoFactorEnabled?: boolean;
}

/** GET /api/auth/get-session's answer when signed in: the session and its user (better-auth's shape). */
export interface SessionData {
  user: SessionUser;
  session: { expiresAt: string };
}

/** Refetches the session (GET /api/auth/get-session); resolves with its user, or null when signed out. */
export type RefetchSession = () => Promise<SessionUser | null>;
