/**
 * Debian's Chromium as the browser journeys (playwright.config.ts) and the Lighthouse bench
 * (bench/lighthouse.ts) launch it: one home for the binaries and their flags.
 */
import { existsSync } from 'node:fs';

/** The full chromium binary (Lighthouse needs the real browser): CHROMIUM_PATH, else Debian's. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The binary the journeys drive: JOURNEY_CHROMIUM_PATH, else Debian's `chromium-headless-shell`
 * (the same Blink and V8 as `chromium`, without the windowing browser's display compositor and
 * GPU process; what Playwright itself runs headless tests in), else CHROMIUM_PATH. On this
 * 2-core machine it took a journey run from 478 to 366 CPU s (decision 019).
 */
export const JOURNEY_CHROMIUM_PATH =
  process.env.JOURNEY_CHROMIUM_PATH ??
  (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : CHROMIUM_PATH);

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

/**
 * The journeys' flags: also the GPU (here, software compositing) thread inside the browser
 * process instead of a process of its own, which saved about 15 % of Chromium's CPU time per
 * page load on 2 cores. Not for Lighthouse, whose timings should be a normal browser's.
 */
export const JOURNEY_CHROMIUM_FLAGS = [...CHROMIUM_FLAGS, '--in-process-gpu'];
