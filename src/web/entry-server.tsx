/**
 * First render on the server (issue 11): `/` and `/rooms` arrive as HTML that already holds the
 * hero and the room grid, and a signed-in guest's room page arrives with the room and its
 * slider, so they paint before any script runs. The server (plugins/web-pages.ts,
 * plugins/room-page-shell.ts) loads this module at run time and hands it the data; the browser
 * then renders the same tree from the same data (main.tsx). Decisions 010 and 020.
 */
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { InitialSession } from '#shared/schemas/initial-session.ts';
import type { RoomPage } from '#shared/schemas/rooms.ts';
import { AuthProvider } from '#web/lib/auth.tsx';
import { queryKeys } from '#web/lib/query-keys.ts';
import { toRoomPagesData } from '#web/lib/room-pages.ts';
import { readStaySearch, toQueryString } from '#web/lib/stay-search.ts';
import { routes } from './app/routes.tsx';
import type { InitialRooms } from './app/initial-data.ts';

const handler = createStaticHandler(routes);

/** The app's markup for `url` (absolute) from the data in `queryClient`, or null for a redirect. */
async function renderRoute(url: string, queryClient: QueryClient, initialEmail?: string): Promise<string | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <QueryClientProvider client={queryClient}>
      <AuthProvider navigate={() => undefined} initialEmail={initialEmail}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AuthProvider>
    </QueryClientProvider>,
  );
}

/** A cache for one render: what the server was given is fresh, the rest renders as loading (no effects run). */
const createServerQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });

/**
 * The app's markup for `url` (absolute) as an anonymous visitor sees it, given the first page
 * of the room list that page asks for (`/`: all rooms; `/rooms`: its search), and that page
 * under the query key the page uses (the SPA starts from it). Null for a redirect.
 */
export async function renderPage(url: string, page: RoomPage): Promise<{ markup: string; initial: InitialRooms } | null> {
  const { pathname, searchParams } = new URL(url);
  const initial: InitialRooms = { key: pathname === '/rooms' ? toQueryString(readStaySearch(searchParams)) || null : null, page };
  const queryClient = createServerQueryClient();
  queryClient.setQueryData(queryKeys.roomPages(initial.key), toRoomPagesData(page));
  const markup = await renderRoute(url, queryClient);
  return markup === null ? null : { markup, initial };
}

/**
 * The room page `url` (absolute, `/room/{id}`) as the signed-in guest of `session` sees it
 * before anything else loads: the guest's top bar, the room with its slider and booking panel,
 * the reviews still loading. Null for a redirect.
 */
export function renderRoomPage(
  url: string,
  session: InitialSession & { room: NonNullable<InitialSession['room']> },
): Promise<string | null> {
  const queryClient = createServerQueryClient();
  queryClient.setQueryData(queryKeys.user(session.user.email), session.user);
  queryClient.setQueryData(queryKeys.room(session.room._id), session.room);
  return renderRoute(url, queryClient, session.user.email);
}

/**
 * Loads the modules of every page the server renders (`/`, `/rooms`, a room page: their lazy
 * route modules) without rendering anything, so the first visitor after a start does not wait
 * for them (a cold room page took 90 ms more than a warm one).
 */
export async function warmUp(): Promise<void> {
  for (const pathname of ['/', '/rooms', '/room/warm-up']) await handler.query(new Request(`http://localhost${pathname}`));
}
