import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAuth } from '#web/lib/auth.tsx';
import { paths, type FromState } from '#web/lib/paths.ts';

/**
 * Guard for the login-required routes of SPEC §2: a spinner while auth is loading (no flash
 * of /login on reload), else a visitor goes to /login remembering where they came from.
 */
export function RequireAuth() {
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <Spinner label="Checking your session…" className="min-h-screen" />;
  if (status === 'signed-out') {
    const state: FromState = { from: { pathname: location.pathname, search: location.search, hash: location.hash } };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}
