/**
 * SPA entry (issue 25). A page the server rendered (`/`, `/rooms`, a signed-in guest's room page)
 * is hydrated: its app state seeds the query cache, the router loads the route's chunk and data
 * (found in the cache), and `hydrateRoot` adopts the server's DOM, nodes and typed text kept.
 * Any other page is the bare shell and is rendered with `createRoot`.
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readAppState, seedQueryCache } from './app/app-state.ts';
import { AppProviders } from './app/providers.tsx';
import { appQueryClient } from './app/query-client.ts';
import { getRouter } from './app/router.tsx';
import { setSignedInHint } from './lib/auth/signed-in-hint.ts';
import './styles.css';

// After a deploy, an open tab may ask for page chunks that no longer exist: reload once to
// pick up the new build instead of showing the error page (Vite's documented preloadError).
window.addEventListener('vite:preloadError', (event) => {
  if (sessionStorage.getItem('chunk-reload') === location.pathname) return;
  sessionStorage.setItem('chunk-reload', location.pathname);
  event.preventDefault();
  location.reload();
});

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const state = readAppState();
if (state) {
  seedQueryCache(appQueryClient, state);
  setSignedInHint(state.email !== null);
}
const app = (
  <StrictMode>
    <AppProviders initialEmail={state?.email ?? undefined} />
  </StrictMode>
);

/**
 * A mismatch between the server's markup and the first client render: React recovers by
 * rendering the part again, which is a bug of ours. Logged as an error, so the browser
 * journeys (tests/e2e/fixtures.ts) fail on it.
 */
function reportHydrationError(error: unknown): void {
  console.error('[hydration]', error);
}

/** Runs `start` once the page has painted what it holds (or after 100 ms: hidden tabs get no frames). */
function afterFirstPaint(start: () => void): void {
  let isStarted = false;
  const startOnce = () => {
    if (isStarted) return;
    isStarted = true;
    start();
  };
  requestAnimationFrame(() => setTimeout(startOnce, 0));
  setTimeout(startOnce, 100);
}

/** Hydrates the server's markup once the router has the route's chunk and data (its first render must be the page, not a fallback). */
function hydrateWhenRouted(): void {
  const router = getRouter();
  // In a transition, hydration yields to the browser every few milliseconds instead of running
  // as one long task: Lighthouse's Total Blocking Time of `/` went from 386 ms to 90-150 ms.
  const hydrate = () => startTransition(() => void hydrateRoot(container!, app, { onRecoverableError: reportHydrationError }));
  if (router.state.initialized) return void hydrate();
  const stop = router.subscribe((routerState) => {
    if (!routerState.initialized) return;
    stop();
    hydrate();
  });
}

// The server's markup paints first (the LCP photo is not kept waiting for script); then the
// router starts and the page is hydrated. Decision 023.
if (container.hasChildNodes()) afterFirstPaint(hydrateWhenRouted);
else createRoot(container).render(app);
