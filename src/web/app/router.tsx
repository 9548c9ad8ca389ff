/** The app's data router in the browser, over the shared route table and the app's query cache. */
import { createBrowserRouter } from 'react-router';
import { appQueryClient } from './query-client.ts';
import { createRoutes } from './routes.tsx';

let router: ReturnType<typeof createBrowserRouter> | null = null;

/**
 * The router, created on first call. Creating it starts the current route's page chunk and its
 * loader side by side (issue 25), so main.tsx calls it only once the server's markup has painted.
 */
export function getRouter(): ReturnType<typeof createBrowserRouter> {
  router ??= createBrowserRouter(createRoutes(appQueryClient));
  return router;
}
