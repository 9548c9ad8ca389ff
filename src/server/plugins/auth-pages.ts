/**
 * What the identity flows send that is not JSON: the password-reset e-mail and the small page
 * that ends a sign-in popup (docs/product/api.md#identity: "Google popup sign-in", "password-reset email").
 */
import { OAUTH_POPUP } from '#shared/schemas/profile.ts';
import type { MailMessage } from './mailer.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The reset e-mail for `name` with a single-use `link` valid for `minutes`. */
export function passwordResetEmail(to: string, name: string, link: string, minutes: number): MailMessage {
  const text = [
    `Hello ${name},`,
    '',
    'Someone (hopefully you) asked to reset the password of your Hotel Booking account.',
    `Open this link within ${minutes} minutes to choose a new password. It works once:`,
    '',
    link,
    '',
    'If you did not ask for this, ignore this e-mail: your password stays as it is.',
  ].join('\n');
  const html = `<p>Hello ${escapeHtml(name)},</p>
<p>Someone (hopefully you) asked to reset the password of your Hotel Booking account.
Open this link within ${minutes} minutes to choose a new password. It works once:</p>
<p><a href="${escapeHtml(link)}">Reset my password</a></p>
<p>If you did not ask for this, ignore this e-mail: your password stays as it is.</p>`;
  return { to, subject: 'Reset your Hotel Booking password', text, html };
}

/**
 * The page a sign-in popup lands on (better-auth's callbackURL/errorCallbackURL). It tells the
 * opener how it went — `error`/`error_description` as the identity provider sent them — and
 * closes. Opened as a normal tab (no opener), it carries on to the home page or /login. Its
 * script and style carry `nonce`, which the answer's CSP names (popupContentSecurityPolicy).
 */
export function popupCompletePage(nonce: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Signing in · Hotel Booking</title>
<style nonce="${nonce}">body{font-family:system-ui,sans-serif;display:grid;place-items:center;min-height:90vh;margin:0}</style></head>
<body>
<p role="status">Finishing sign-in… this window closes by itself.</p>
<script nonce="${nonce}">
(function () {
  var query = new URLSearchParams(location.search);
  var error = query.get('error');
  var message = { type: '${OAUTH_POPUP.messageType}', ok: !error, error: error, errorDescription: query.get('error_description') };
  try { new BroadcastChannel('${OAUTH_POPUP.messageType}').postMessage(message); } catch (e) {}
  try { if (window.opener) window.opener.postMessage(message, location.origin); } catch (e) {}
  window.close();
  setTimeout(function () {
    location.replace(error ? '/login?' + query.toString() : '/');
  }, 500);
})();
</script>
</body></html>`;
}

/** The popup page's CSP (issue 24): nothing but its own nonce'd script and style; never framed. */
export function popupContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
