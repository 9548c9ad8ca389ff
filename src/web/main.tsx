/** SPA entry: mounts the providers (query cache, auth, toasts) around the data router. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { getRouter } from './app/router.tsx';
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

const render = () =>
  createRoot(container).render(
    <StrictMode>
      <AppProviders />
    </StrictMode>,
  );

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

// The server may have sent the page already rendered (issue 11). Let that markup paint first,
// then start the router (which loads the route's lazy page module) and, once the module is
// here, render the same tree in one commit: a clean client render, not hydration (the top bar
// of a signed-in visitor may differ from the server's). Decisions 010 and 020.
if (container.hasChildNodes()) {
  afterFirstPaint(() => {
    const router = getRouter();
    if (router.state.initialized) return render();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      render();
    });
  });
} else {
  render();
}
