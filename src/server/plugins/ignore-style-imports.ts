/**
 * Lets the server load web modules that import style sheets (`import './x.css'`, `swiper/css`)
 * for their first render (issue 11, decisions 010 and 020). Vite turns such imports into
 * `<link>`s in the browser build; under Node they would throw ERR_UNKNOWN_FILE_EXTENSION, so
 * this registers a module hook (node:module `register`) that answers every `.css` module with
 * an empty one. Only style sheets are touched; every other module loads as before.
 */
import { register } from 'node:module';

let isRegistered = false;

/** Registers the hook once per process; later calls do nothing. */
export function ignoreStyleImports(): void {
  if (isRegistered) return;
  isRegistered = true;
  register('./ignore-style-imports-hooks.mjs', import.meta.url);
}
