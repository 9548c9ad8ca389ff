/**
 * Photo URL shape and the sign-in popup's contract, without zod, so the first page's
 * JavaScript can use them without loading the validation library (issue 11).
 * schemas/profile.ts re-exports them.
 */
import { UPLOADS_PREFIX } from './uploads-prefix.ts';

/** Whether `value` is a photo URL we store: our own upload or an https URL (e.g. a Google avatar). */
export function isAcceptablePhotoUrl(value: string): boolean {
  return value.startsWith(UPLOADS_PREFIX) || /^https:\/\/\S+$/i.test(value);
}

/**
 * The "Continue with Google" popup (docs/product/api.md#identity: 500×600): the page it ends on and the message
 * that page sends to the SPA (postMessage to the opener and a BroadcastChannel of that name).
 */
export const OAUTH_POPUP = {
  completePath: '/api/auth-popup-complete',
  messageType: 'hotel-booking:oauth-popup',
  width: 500,
  height: 600,
} as const;

/** What the popup's last page posts: `error`/`errorDescription` as the identity provider sent them. */
export interface OAuthPopupMessage {
  type: typeof OAUTH_POPUP.messageType;
  ok: boolean;
  error: string | null;
  errorDescription: string | null;
}
