import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAuth } from '#web/lib/auth.tsx';
import { paths, type FromState } from '#web/lib/paths.ts';

/**
 * Guard for the login-required routes of docs/product/screens.md#routes: a spinner while auth is loading (no flash
 * of /login on reload), else a visitor goes to /login remembering where they came from.
 */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <Spinner label="Checking your session…" className="min-h-screen" />;
  if (status === 'signed-out') {
    const state: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    // The spinner holds the page's height while the login screen's chunk loads: an empty page
    // would pull the footer up into view and then push it away (a layout shift of 0.10 on a phone).
    return (
      <>
        <Spinner label="Opening sign-in…" className="min-h-screen" />
        <Navigate to={paths.login} replace state={state} />
      </>
    );
  }
  return <Outlet />;
}
