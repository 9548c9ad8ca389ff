/**
 * What a component test (issue 25, docs/architecture.md#component-tests) needs around a
 * component: the providers the app gives it (a fresh TanStack QueryClient with the app's
 * mutation error toasts, a memory data router, react-hot-toast's Toaster) and a network
 * answered at the `fetch` level, so the component's own API calls, parsing and error handling
 * run as they do in the browser.
 */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { BookingLimits } from '#shared/schemas/bookings.ts';
import { createMutationCache } from '#web/lib/mutation-errors.ts';

/** GET /api/booking-limits as a hotel configured with the defaults answers it; `maxGuests` the largest room. */
export function bookingLimitsOf(maxGuests: number): BookingLimits {
  return {
    maxNights: 90,
    maxPaymentBdt: 500_000,
    bookingWindowDays: 730,
    isSameDayTurnover: false,
    hotel: { name: 'Hotel', addressLines: ['Dhaka'], email: 'desk@hotel.test' },
    maxGuests,
  };
}

/** One answer of the stand-in API: a JSON body, with a status (200 by default). */
interface ApiAnswer {
  status?: number;
  body: unknown;
}

/** Answers `/api{path}` requests by path (without the query string); the request's URL and init are passed in. */
type ApiRoutes = Record<string, (url: URL, init: RequestInit | undefined) => ApiAnswer>;

/**
 * Replaces `fetch` for this test (restored after it, tests/setup/component-setup.ts): each
 * `/api/...` request is answered by the route for its path, anything else fails the test.
 * Returns the URLs asked for, in order.
 */
export function stubApi(routes: ApiRoutes): URL[] {
  const asked: URL[] = [];
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://hotel.test');
    asked.push(url);
    const route = routes[url.pathname.replace(/^\/api/, '')];
    if (!route) throw new Error(`No stand-in for ${url.pathname}`);
    const { status = 200, body } = route(url, init);
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

/**
 * Renders `element` at `initialEntry` under the route `path`, in the app's providers; `loader`
 * is the route's (issue 25's routes load their data before a navigation commits). Returns the
 * router (its `state.location` is the address bar) besides Testing Library's result.
 */
export function renderInApp(
  element: ReactNode,
  { path = '/', initialEntry = path, loader }: { path?: string; initialEntry?: string; loader?: () => Promise<null> } = {},
) {
  const queryClient = new QueryClient({
    mutationCache: createMutationCache(),
    // The app's query defaults (app/providers.tsx), less its one retry of a 5xx: a test's
    // stand-in answers are final.
    defaultOptions: { queries: { staleTime: 30_000, refetchOnWindowFocus: false, retry: false } },
  });
  const router = createMemoryRouter([{ path, element, loader }], { initialEntries: [initialEntry] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
