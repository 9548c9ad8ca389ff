/**
 * What the request log may keep of a URL (issue 24): the path and query as sent, with secrets
 * and a guest's identity replaced by `[REDACTED]`, so a log file can be shared to debug:
 * - query values whose key names a secret (token, password, store_passwd, secret, an OAuth
 *   `code`), or the guest's name, e-mail or phone (the payment-success page's `name` and
 *   `email`, docs/product/api.md#gateway-callbacks); the other payment fields (tran_id, val_id, …) stay;
 * - the token in a `/reset-password/<token>` path (better-auth's link form).
 */
const REDACTED = '[REDACTED]';

// Issue 28: the guest register's identity numbers (ID, passport, visa) too.
const SENSITIVE_KEY = /token|passw|secret|^code$|^name$|e-?mail|phone|id_?number|passport|visa/i;
const RESET_TOKEN_IN_PATH = /(\/reset-password\/)[^/?#]+/gi;

/** The query key `raw` (still URL-encoded) decoded; `raw` itself when it is not valid encoding. */
function decodeKey(raw: string): string {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return raw;
  }
}

/** `url` (path + query, as in `request.url`) with secrets and a guest's identity redacted; order and encoding kept. */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = (queryAt === -1 ? url : url.slice(0, queryAt)).replace(RESET_TOKEN_IN_PATH, `$1${REDACTED}`);
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals === -1 ? pair : pair.slice(0, equals);
      return equals !== -1 && SENSITIVE_KEY.test(decodeKey(key)) ? `${key}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}
