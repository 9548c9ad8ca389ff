/**
 * First render on the server (issues 11 and 25): `/` and `/rooms` arrive as HTML that already
 * holds the hero and the room grid, and a signed-in guest's room page arrives with the room and
 * its slider, so they paint before any script runs. The server (modules/web-pages/web-pages.ts,
 * modules/web-pages/room-page-shell.ts) loads this module at run time and hands it the data; each render
 * returns its markup and the app state (app/app-state.ts) the browser hydrates it with: the same
 * tree (app/providers.tsx) from the same cache. Decision 023.
 */
import { renderToString } from 'react-dom/server';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { BookingLimits } from '#shared/schemas/bookings.ts';
import type { InitialSession } from '#shared/schemas/initial-session.ts';
import type { RoomDetail, RoomPage } from '#shared/schemas/rooms.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { toRoomPagesData } from '#web/features/rooms/search/api/room-pages.ts';
import { readStaySearch, toQueryString } from '#web/features/rooms/search/lib/stay-search.ts';
import type { AppState } from './app/app-state.ts';
import { AppTree } from './app/providers.tsx';
import { createRoutes } from './app/routes.tsx';

/** A rendered page: the markup for `<div id="root">` and the state to embed beside it. */
export interface RenderedPage {
  markup: string;
  state: AppState;
}

/** A cache for one render: what the server was given is fresh, the rest renders as loading (no effects run). */
const createServerQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } } });

/** The app's markup for `url` (absolute) from the data in `queryClient`, or null for a redirect. */
async function renderRoute(url: string, queryClient: QueryClient, email: string | null): Promise<RenderedPage | null> {
  const handler = createStaticHandler(createRoutes(queryClient));
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const markup = renderToString(
    <AppTree
      queryClient={queryClient}
      navigate={() => undefined}
      initialEmail={email ?? undefined}
      router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
    />,
  );
  return { markup, state: { queries: dehydrate(queryClient), email } };
}

/**
 * `/` or `/rooms` (absolute `url`) as an anonymous visitor sees it, given the first page of the
 * room list that page asks for (`/`: all rooms; `/rooms`: its search) and the booking limits
 * (the search form's guest choices). Null for a redirect.
 */
export function renderPage(url: string, data: { page: RoomPage; limits: BookingLimits }): Promise<RenderedPage | null> {
  const { pathname, searchParams } = new URL(url);
  const key = pathname === '/rooms' ? toQueryString(readStaySearch(searchParams)) || null : null;
  const queryClient = createServerQueryClient();
  queryClient.setQueryData(queryKeys.roomPages(key), toRoomPagesData(data.page));
  queryClient.setQueryData(queryKeys.bookingLimits, data.limits);
  return renderRoute(url, queryClient, null);
}

/** The query cache of a signed-in guest's room page: the guest's record, the room, the limits. */
function createRoomPageCache(session: InitialSession & { room: RoomDetail | null }, limits: BookingLimits): QueryClient {
  const queryClient = createServerQueryClient();
  queryClient.setQueryData(queryKeys.user(session.user.email), session.user);
  if (session.room) queryClient.setQueryData(queryKeys.room(session.room._id), session.room);
  queryClient.setQueryData(queryKeys.bookingLimits, limits);
  return queryClient;
}

/**
 * The room page `url` (absolute, `/room/{id}`) as the signed-in guest of `session` sees it
 * before anything else loads: the guest's top bar, the room with its slider and booking panel,
 * the reviews still loading. Null for a redirect.
 */
export function renderRoomPage(
  url: string,
  session: InitialSession & { room: RoomDetail },
  limits: BookingLimits,
): Promise<RenderedPage | null> {
  return renderRoute(url, createRoomPageCache(session, limits), session.user.email);
}

/**
 * The app state of a room page the server does not render (a return from the gateway, whose
 * dialog only the running app can operate; an unknown room): the browser renders it at once
 * from this instead of asking for the session, the record and the room one after another.
 */
export function createRoomPageState(session: InitialSession, limits: BookingLimits): AppState {
  return { queries: dehydrate(createRoomPageCache(session, limits)), email: session.user.email };
}

/**
 * Loads the modules of every page the server renders (`/`, `/rooms`, a room page: their lazy
 * route modules) without rendering anything, so the first visitor after a start does not wait
 * for them (a cold room page took 90 ms more than a warm one).
 */
export async function warmUp(): Promise<void> {
  const handler = createStaticHandler(createRoutes(createServerQueryClient()));
  for (const pathname of ['/', '/rooms', '/room/warm-up']) await handler.query(new Request(`http://localhost${pathname}`));
}
