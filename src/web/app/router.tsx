/** The app's data router in the browser, over the shared route table. */
import { createBrowserRouter } from 'react-router';
import { routes } from './routes.tsx';

let router: ReturnType<typeof createBrowserRouter> | null = null;

/**
 * The router, created on first call. Creating it starts loading the current route's page chunk
 * (every page is lazy), so main.tsx calls it only once the server's markup has painted.
 */
export function getRouter(): ReturnType<typeof createBrowserRouter> {
  router ??= createBrowserRouter(routes);
  return router;
}
