/**
 * Waits for the "Continue with Google" popup of docs/product/api.md#identity (opened by
 * ./oauth-popup.ts and pointed at the identity provider) to report back from the page it ends
 * on (OAUTH_POPUP.completePath) — by postMessage to the opener or, should the browser have cut
 * that link, on a BroadcastChannel. A popup closed early is reported with our wording of the
 * provider code "popup-closed-by-user" (docs/product/messages.md#identity-provider-errors).
 * Loaded when a sign-in starts, not with the first page (issue 25).
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
