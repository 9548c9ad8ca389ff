/**
 * The providers around the router (query cache, auth, toasts). `AppTree` is the one tree both
 * the server's render (entry-server.tsx) and the browser's hydration (main.tsx) use, so the two
 * agree node for node, `useId` ids included (issue 25).
 */
import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { LazyToaster } from '#web/components/ui/lazy-toaster.tsx';
import { AuthProvider } from '#web/lib/auth.tsx';
import { appQueryClient } from './query-client.ts';
import { getRouter } from './router.tsx';

interface AppTreeProps {
  queryClient: QueryClient;
  /** The router's navigate, for the auth provider's 401/403 handler. */
  navigate: (to: string, options?: { state?: unknown }) => void;
  /** The signed-in e-mail the server rendered the page for (app-state.ts), or undefined. */
  initialEmail?: string;
  /** The router element: the browser's RouterProvider or the server's StaticRouterProvider. */
  router: ReactNode;
}

/** Query cache and auth state around `router`; toasts once the app runs. */
export function AppTree({ queryClient, navigate, initialEmail, router }: AppTreeProps) {
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider navigate={navigate} initialEmail={initialEmail}>
        {router}
        {/* Below the fixed 64 px top bar: a toast over it covered the Rooms link right after sign-up,
            and a click meant for the link hit the toast (issue 24 merge, CI). */}
        {/* Nothing on the server and in the first client render (lazy-toaster.tsx): hydration sees the same tree. */}
        <LazyToaster position="top-center" containerStyle={{ top: 72 }} toastOptions={{ duration: 3000 }} />
      </AuthProvider>
    </QueryClientProvider>
  );
}

const navigate = (to: string, options?: { state?: unknown }) => {
  void getRouter().navigate(to, options);
};

/**
 * Marks the page as the running app (`<html data-app="running">`) once it is hydrated or first
 * rendered. Until then a server-rendered page is the server's markup: links work, buttons do
 * nothing yet. The journeys wait for it before they use such a control.
 */
function useRunningMark(): void {
  useEffect(() => {
    document.documentElement.dataset.app = 'running';
  }, []);
}

/** The browser's app: the tree over the app's query cache and data router. */
export function AppProviders({ initialEmail }: { initialEmail?: string }) {
  useRunningMark();
  return (
    <AppTree
      queryClient={appQueryClient}
      navigate={navigate}
      initialEmail={initialEmail}
      router={<RouterProvider router={getRouter()} />}
    />
  );
}
