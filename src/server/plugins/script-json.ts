/** Data embedded in an HTML page as `<script type="application/json">` (modules/web-pages: web-pages.ts, room-page-shell.ts). */

/** `value` as JSON that cannot end its script element early (`<`, U+2028 and U+2029 escaped). */
export const toScriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
