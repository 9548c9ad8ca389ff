/**
 * The "Continue with Google" popup of docs/product/api.md#identity (500×600). The SPA opens it inside the click
 * (so popup blockers allow it), points it at the identity provider, and waits for the page it
 * ends on (OAUTH_POPUP.completePath) to report back — by postMessage to the opener or, should
 * the browser have cut that link, on a BroadcastChannel. A popup closed early is reported with
 * our wording of the provider code "popup-closed-by-user" (docs/product/messages.md#identity-provider-errors).
 */
import { OAUTH_POPUP, type OAuthPopupMessage } from '#shared/domain/photo-url.ts';

const popupText = {
  closedByUser: 'Sign-in popup was closed before finishing',
  timedOut: 'Sign-in took too long. Please try again.',
  failed: 'Google sign-in failed. Please try again.',
} as const;

/** How long the opener waits for the popup before giving up (ms). */
const POPUP_TIMEOUT_MS = 5 * 60_000;
/** How often the opener checks whether the popup was closed (ms). */
const CLOSED_POLL_MS = 400;

/**
 * Opens an empty, centred 500×600 popup; call it synchronously in the click handler.
 * Returns null when the browser blocked it (the caller then falls back to a redirect).
 */
export function openSignInPopup(): Window | null {
  const { width, height } = OAUTH_POPUP;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  const features = `popup=yes,width=${width},height=${height},left=${Math.round(left)},top=${Math.round(top)}`;
  const popup = window.open('about:blank', 'hotel-booking-sign-in', features);
  if (!popup || popup.closed) return null;
  try {
    popup.document.title = 'Continue with Google';
    popup.document.body.textContent = 'Opening Google sign-in…';
  } catch {
    // A popup reused from an earlier sign-in may be on another site; that is fine.
  }
  return popup;
}

const isPopupMessage = (data: unknown): data is OAuthPopupMessage =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === OAUTH_POPUP.messageType;

/**
 * Resolves when the popup reports a successful sign-in; rejects with the provider's error
 * (its description, else its code), with `popupText.closedByUser` when the guest closed it
 * first (unless `isSignedIn()` shows the sign-in finished anyway), or after 5 minutes.
 */
export function waitForSignInPopup(popup: Window, isSignedIn: () => Promise<boolean>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(OAUTH_POPUP.messageType);
    let isSettled = false;
    const settle = (error?: Error) => {
      if (isSettled) return;
      isSettled = true;
      window.removeEventListener('message', onWindowMessage);
      channel?.close();
      window.clearInterval(closedPoll);
      window.clearTimeout(timeout);
      if (!popup.closed) popup.close();
      if (error) reject(error);
      else resolve();
    };
    const onMessage = (data: unknown) => {
      if (!isPopupMessage(data)) return;
      settle(data.ok ? undefined : new Error(data.errorDescription || data.error || popupText.failed));
    };
    const onWindowMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) onMessage(event.data);
    };
    window.addEventListener('message', onWindowMessage);
    if (channel) channel.onmessage = (event) => onMessage(event.data);

    const closedPoll = window.setInterval(() => {
      if (!popup.closed || isSettled) return;
      window.clearInterval(closedPoll);
      // The last page may have reported just before closing: give its message a moment.
      window.setTimeout(() => {
        if (isSettled) return;
        void isSignedIn()
          .catch(() => false)
          .then((signedIn) => settle(signedIn ? undefined : new Error(popupText.closedByUser)));
      }, 300);
    }, CLOSED_POLL_MS);
    const timeout = window.setTimeout(() => settle(new Error(popupText.timedOut)), POPUP_TIMEOUT_MS);
  });
}
