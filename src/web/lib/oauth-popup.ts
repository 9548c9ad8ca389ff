/**
 * Opens the "Continue with Google" popup of docs/product/api.md#identity (500×600) inside the
 * click, so popup blockers allow it. Waiting for what it reports is in ./oauth-popup-wait.ts,
 * loaded once a sign-in starts, not with the first page (issue 25).
 */
import { OAUTH_POPUP } from '#shared/domain/photo-url.ts';

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
