/** SPA entry: mounts the providers (query cache, auth, toasts) around the data router. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
import { router } from './app/router.tsx';
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

// The server may have sent the page already rendered (issue 11). Keep that markup on screen
// until the route's lazy page module is here, then render the same tree in one commit (a
// clean client render, not hydration: the signed-in top bar may differ from the server's).
if (container.hasChildNodes() && !router.state.initialized) {
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    render();
  });
} else {
  render();
}
