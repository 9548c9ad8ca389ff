/**
 * Debian's chromium as the browser journeys (playwright.config.ts) and the Lighthouse bench
 * (bench/lighthouse.ts) launch it, so a bench measures the browser the journeys run in.
 */

/** The chromium binary: CHROMIUM_PATH, else Debian's. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Launch flags of both; `--headless` is not among them, as Playwright adds its own. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
