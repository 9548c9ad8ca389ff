/**
 * The steps of the identity flows that auth.tsx and its hooks in ./auth/ string together (docs/product/states.md#auth-state): calls to
 * better-auth and to our API, without React state. Texts of our own for the flows docs/product/messages.md#identity-provider-errors
 * gives no wording for live here too. better-auth's client is loaded by the flows that need it, not
 * with the first page (issue 25: with its fetch library about 12.5 KB gzip); the session is read
 * with a plain GET of the endpoint that client calls (fetchSession).
 */
import { messages } from '#shared/messages.ts';
import { isAcceptablePhotoUrl, OAUTH_POPUP } from '#shared/domain/photo-url.ts';
import type { User } from '#shared/schemas/users.ts';
import { apiFetch } from './api-client.ts';
import type { RefetchSession, SessionData, SessionUser } from './auth/auth-types.ts';
import { paths } from './paths.ts';

export const identityText = {
  invalidResetLink: 'This reset link is invalid, expired or already used. Please ask for a new one.',
  passwordChanged: 'Your password has been changed. Please sign in with the new one.',
} as const;

/** sessionStorage flag: a Google sign-in left by redirect (popup blocked) and must finish on return. */
export const GOOGLE_REDIRECT_KEY = 'hotel-booking:google-redirect';

/** better-auth's React client, fetched once, by the first flow that calls better-auth. */
export const loadAuthClient = () => import('./auth-client.ts').then((module) => module.authClient);

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

/**
 * GET /api/auth/get-session, the request better-auth's client makes for `useSession()`: the
 * session and its user, or null when signed out (the body `null`, or a 401 as the client reads
 * it). The server refreshes the session's expiry and cookie on this request as before. Other
 * failures reject, so the query keeps what it knew (the client kept its data too).
 */
export async function fetchSession(signal?: AbortSignal): Promise<SessionData | null> {
  const response = await fetch('/api/auth/get-session', { credentials: 'include', signal });
  if (response.status === 401) return null;
  if (!response.ok) throw new Error(response.statusText || messages.somethingWrong);
  const text = await response.text();
  const data = (text ? JSON.parse(text) : null) as Partial<SessionData> | null;
  return data?.user && data.session ? (data as SessionData) : null;
}

/**
 * Refetches the session until it shows `signedIn` (a concurrent refetch can abort ours, and
 * one started before the flow answered may still say the opposite); resolves with its user.
 */
export async function settleSession(refetch: RefetchSession, signedIn: boolean): Promise<SessionUser | null> {
  let user: SessionUser | null = null;
  for (let attempt = 0; attempt < 3; attempt++) {
    user = await refetch();
    if (Boolean(user) === signedIn) return user;
  }
  return user;
}

/** A provider photo worth storing on the record (PUT /users refuses anything else). */
export const storablePhoto = (image: string | null | undefined) => (image && isAcceptablePhotoUrl(image) ? image : null);

/** Starts the provider sign-in in the popup: asks better-auth for the provider URL and goes there. */
export async function pointPopupAtProvider(popup: Window, providerId: string): Promise<void> {
  const authClient = await loadAuthClient();
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
  const authClient = await loadAuthClient();
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
  const authClient = await loadAuthClient();
  const { error } = await authClient.requestPasswordReset({ email, redirectTo: paths.resetPassword, ...quiet });
  if (error) throw providerError(error);
}

/** POST /api/auth/reset-password; an unknown, used or expired token gets our clear wording. */
export async function setNewPassword(token: string, newPassword: string): Promise<void> {
  const authClient = await loadAuthClient();
  const { error } = await authClient.resetPassword({ token, newPassword, ...quiet });
  if (error?.code === 'INVALID_TOKEN') throw new Error(identityText.invalidResetLink);
  if (error) throw providerError(error);
}
