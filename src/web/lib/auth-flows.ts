/**
 * The steps of the identity flows that auth.tsx and its hooks in ./auth/ string together (docs/product/states.md#auth-state): calls to
 * better-auth and to our API, without React state. Texts of our own for the flows docs/product/messages.md#identity-provider-errors
 * gives no wording for live here too.
 */
import { messages } from '#shared/messages.ts';
import { isAcceptablePhotoUrl, OAUTH_POPUP } from '#shared/domain/photo-url.ts';
import type { User } from '#shared/schemas/users.ts';
import { apiFetch } from './api-client.ts';
import { authClient } from './auth-client.ts';
import { paths } from './paths.ts';

export const identityText = {
  invalidResetLink: 'This reset link is invalid, expired or already used. Please ask for a new one.',
  passwordChanged: 'Your password has been changed. Please sign in with the new one.',
} as const;

/** sessionStorage flag: a Google sign-in left by redirect (popup blocked) and must finish on return. */
export const GOOGLE_REDIRECT_KEY = 'hotel-booking:google-redirect';

/** Our own calls refetch the session themselves; better-auth's signal refetch would race them. */
export const quiet = { fetchOptions: { disableSignal: true } };

export const fetchUserRecord = (email: string) => apiFetch<User>(`/user/${encodeURIComponent(email)}`);

/** The identity provider's error as-is (docs/product/messages.md#identity-provider-errors), or the generic message. */
export function providerError(error: { message?: string; statusText?: string } | null | undefined): Error {
  return new Error(error?.message || error?.statusText || messages.somethingWrong);
}

/** Clears the server session; the answer is not read (docs/product/api.md#session GET /remove-jwt). */
export async function removeSessionCookie(): Promise<void> {
  await fetch('/api/remove-jwt', { credentials: 'include' }).catch(() => undefined);
}

/** The current better-auth session user, or null. */
export const currentSessionUser = (): SessionUser | null =>
  (authClient.$store.atoms.session.get() as { data?: { user?: SessionUser } | null }).data?.user ?? null;

/** What the session atom holds of the signed-in user (better-auth's user fields we read). */
interface SessionUser {
  name: string;
  email: string;
  image?: string | null;
}

/** Refetches the session until it shows `signedIn` (a concurrent refetch can abort ours). */
export async function settleSession(refetch: () => Promise<void>, signedIn: boolean): Promise<void> {
  for (let attempt = 0; attempt < 3; attempt++) {
    await refetch();
    if (Boolean(currentSessionUser()) === signedIn) return;
  }
}

/** A provider photo worth storing on the record (PUT /users refuses anything else). */
export const storablePhoto = (image: string | null | undefined) => (image && isAcceptablePhotoUrl(image) ? image : null);

/** Starts the provider sign-in in the popup: asks better-auth for the provider URL and goes there. */
export async function pointPopupAtProvider(popup: Window, providerId: string): Promise<void> {
  const { data, error } = await authClient.signIn.social({
    provider: providerId,
    callbackURL: OAUTH_POPUP.completePath,
    errorCallbackURL: OAUTH_POPUP.completePath,
    disableRedirect: true,
    ...quiet,
  });
  if (error || !data?.url) throw providerError(error);
  popup.location.href = data.url;
}

/**
 * The popup-blocked fallback: the whole page goes to the provider and comes back to
 * `returnTo` (errors to /login?error=…); auth/use-google-sign-in.ts finishes the sign-in on return.
 */
export async function redirectToProvider(providerId: string, returnTo: string): Promise<void> {
  sessionStorage.setItem(GOOGLE_REDIRECT_KEY, '1');
  const { error } = await authClient.signIn.social({
    provider: providerId,
    callbackURL: returnTo,
    errorCallbackURL: paths.login,
    ...quiet,
  });
  if (error) {
    sessionStorage.removeItem(GOOGLE_REDIRECT_KEY);
    throw providerError(error);
  }
}

/** POST /api/auth/request-password-reset; the answer is the same for unknown e-mails. */
export async function sendPasswordResetLink(email: string): Promise<void> {
  const { error } = await authClient.requestPasswordReset({ email, redirectTo: paths.resetPassword, ...quiet });
  if (error) throw providerError(error);
}

/** POST /api/auth/reset-password; an unknown, used or expired token gets our clear wording. */
export async function setNewPassword(token: string, newPassword: string): Promise<void> {
  const { error } = await authClient.resetPassword({ token, newPassword, ...quiet });
  if (error?.code === 'INVALID_TOKEN') throw new Error(identityText.invalidResetLink);
  if (error) throw providerError(error);
}
