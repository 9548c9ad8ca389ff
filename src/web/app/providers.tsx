import { useEffect } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { LazyToaster } from '#web/components/ui/lazy-toaster.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { AuthProvider } from '#web/lib/auth.tsx';
import { createMutationCache } from '#web/lib/mutation-errors.ts';
import { queryKeys } from '#web/lib/query-keys.ts';
import { prefetchOpenedRoom } from '#web/lib/room-api.ts';
import { toRoomPagesData } from '#web/lib/room-pages.ts';
import { readInitialRooms, readInitialSession } from './initial-data.ts';
import { getRouter } from './router.tsx';

const queryClient = new QueryClient({
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

// The list the server rendered `/` or `/rooms` with: no second fetch, same first render.
const initialRooms = readInitialRooms();
if (initialRooms) queryClient.setQueryData(queryKeys.roomPages(initialRooms.key), toRoomPagesData(initialRooms.page));
// A room page's shell may carry the guest's record and the room: rendered at once, fetched later.
const initialSession = readInitialSession();
if (initialSession) {
  queryClient.setQueryData(queryKeys.user(initialSession.user.email), initialSession.user);
  if (initialSession.room) queryClient.setQueryData(queryKeys.room(initialSession.room._id), initialSession.room);
}
prefetchOpenedRoom(queryClient, window.location.pathname);

const navigate = (to: string, options?: { state?: unknown }) => {
  void getRouter().navigate(to, options);
};

/**
 * Marks the page as the running app (`<html data-app="running">`) once its first render is on
 * screen. Until then a server-rendered `/` or `/rooms` is the server's markup: links work,
 * buttons and forms do nothing yet. The journeys wait for it before they use such a control.
 */
function useRunningMark(): void {
  useEffect(() => {
    document.documentElement.dataset.app = 'running';
  }, []);
}

/** Query cache, auth state and toasts around the data router. */
export function AppProviders() {
  useRunningMark();
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider navigate={navigate} initialEmail={initialSession?.user.email}>
        <RouterProvider router={getRouter()} />
        {/* Below the fixed 64 px top bar: a toast over it covered the Rooms link right after sign-up,
            and a click meant for the link hit the toast (issue 24 merge, CI). */}
        <LazyToaster position="top-center" containerStyle={{ top: 72 }} toastOptions={{ duration: 3000 }} />
      </AuthProvider>
    </QueryClientProvider>
  );
}
