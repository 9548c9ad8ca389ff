/**
 * The browser's one TanStack Query cache (issue 25): the providers render from it, the route
 * loaders fill it (route-loaders.ts), and the server's dehydrated state seeds it before the first
 * render (app-state.ts), so hydration renders what the server rendered.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '#web/lib/api-client.ts';
import { createMutationCache } from '#web/lib/mutation-errors.ts';

export const appQueryClient = new QueryClient({
  // One error toast for every failed mutation (lib/mutation-errors.ts).
  mutationCache: createMutationCache(),
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors (4xx) will not fix themselves; retry network/5xx once.
      retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 1,
    },
  },
});
