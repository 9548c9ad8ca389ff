/**
 * Route loaders (issue 25): each fills TanStack Query's cache with the query options its page
 * renders from, so a route's data loads beside its lazy chunk instead of after it. A loader never
 * fails the navigation: a failed request stays in the cache as the query's error, and the page
 * shows it as it would have. On the server nothing is fetched: the render is given its data
 * (entry-server.tsx), and the loaders find it in the cache.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router';
import { hasSignedInHint } from '#web/lib/auth/signed-in-hint.ts';
import { bookingLimitsQuery } from '#web/lib/hotel-settings.ts';
import { roomQuery } from '#web/features/rooms/api/room-query.ts';
import { roomPagesQuery } from '#web/features/rooms/search/api/room-pages.ts';
import { readStaySearch } from '#web/features/rooms/search/lib/stay-search.ts';

const isServer = typeof window === 'undefined';
const settle = (loading: Promise<unknown>) =>
  loading.then(
    () => null,
    () => null,
  );

/** Loaders of the routes that have them, over `queryClient`. */
export function createRouteLoaders(queryClient: QueryClient) {
  /** Runs `load` in the browser only; resolves to null either way. */
  const inBrowser = (load: () => Promise<unknown>) => async () => (isServer ? null : settle(load()));
  const withLimits = (load: () => Promise<unknown>) => Promise.all([load(), queryClient.ensureQueryData(bookingLimitsQuery)]);
  return {
    /** `/`: the hero's first room and the search form's guest choices. */
    home: inBrowser(() => withLimits(() => queryClient.ensureInfiniteQueryData(roomPagesQuery({})))),
    /** `/rooms?…`: the first page of that search. */
    rooms: ({ request }: LoaderFunctionArgs) =>
      inBrowser(() =>
        withLimits(() => queryClient.ensureInfiniteQueryData(roomPagesQuery(readStaySearch(new URL(request.url).searchParams)))),
      )(),
    /** `/room/:id` for a signed-in guest: the room and the date panel's limits. */
    room: ({ params }: LoaderFunctionArgs) =>
      inBrowser(() =>
        hasSignedInHint() ? withLimits(() => queryClient.ensureQueryData(roomQuery(params.id ?? ''))) : Promise.resolve(),
      )(),
  };
}
