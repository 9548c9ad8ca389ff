/**
 * First render of the public pages on the server (issue 11): `/` and `/rooms` arrive as HTML
 * that already holds the hero and the room grid, so they paint before any script runs. The
 * server (plugins/web-pages.ts) loads this module at run time and hands it the cached room
 * list; the browser then renders the same tree from the same data (main.tsx).
 */
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Room } from '#shared/schemas/rooms.ts';
import { AuthProvider } from '#web/lib/auth.tsx';
import { queryKeys } from '#web/lib/query-keys.ts';
import { routes } from './app/routes.tsx';

/** The room list the page shows: its category filter (null = all) and the rooms. */
export interface InitialRooms {
  category: string | null;
  rooms: Room[];
}

const handler = createStaticHandler(routes);

/** The app's markup for `url` (absolute) as an anonymous visitor sees it; null for a redirect. */
export async function renderPage(url: string, initial: InitialRooms): Promise<string | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  queryClient.setQueryData(queryKeys.rooms(initial.category), initial.rooms);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <AuthProvider navigate={() => undefined}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AuthProvider>
    </QueryClientProvider>,
  );
}
