/**
 * First render of the public pages on the server (issue 11): `/` and `/rooms` arrive as HTML
 * that already holds the hero and the room grid, so they paint before any script runs. The
 * server (plugins/web-pages.ts) loads this module at run time and hands it the cached room
 * list; the browser then renders the same tree from the same data (main.tsx).
 */
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RoomPage } from '#shared/schemas/rooms.ts';
import { AuthProvider } from '#web/lib/auth.tsx';
import { queryKeys } from '#web/lib/query-keys.ts';
import { toRoomPagesData } from '#web/lib/room-pages.ts';
import { readStaySearch, toQueryString } from '#web/lib/stay-search.ts';
import { routes } from './app/routes.tsx';
import type { InitialRooms } from './app/initial-data.ts';

const handler = createStaticHandler(routes);

/**
 * The app's markup for `url` (absolute) as an anonymous visitor sees it, given the first page
 * of the room list that page asks for (`/`: all rooms; `/rooms`: its search), and that page
 * under the query key the page uses (the SPA starts from it). Null for a redirect.
 */
export async function renderPage(url: string, page: RoomPage): Promise<{ markup: string; initial: InitialRooms } | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const { pathname, searchParams } = new URL(url);
  const initial: InitialRooms = { key: pathname === '/rooms' ? toQueryString(readStaySearch(searchParams)) || null : null, page };
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });
  queryClient.setQueryData(queryKeys.roomPages(initial.key), toRoomPagesData(page));
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <QueryClientProvider client={queryClient}>
      <AuthProvider navigate={() => undefined}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { markup, initial };
}
