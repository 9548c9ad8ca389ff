/** SPA entry: mounts the providers (query cache, auth, toasts) around the data router. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers.tsx';
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

createRoot(container).render(
  <StrictMode>
    <AppProviders />
  </StrictMode>,
);
