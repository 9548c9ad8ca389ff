import { Navigate, Outlet } from 'react-router';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAuth } from '#web/lib/auth.tsx';
import { paths } from '#web/lib/paths.ts';

/**
 * Guard for the admin pages (docs/product/screens.md#dashboard-layout, docs/product/overview.md#roles-and-permissions): nothing renders until the user record
 * says admin; a guest is sent to their own dashboard page. The server enforces the same.
 */
export function RequireAdmin() {
  const { status, user } = useAuth();
  if (status === 'loading' || (status === 'signed-in' && !user)) return <Spinner label="Loading…" />;
  if (user?.role !== 'admin') return <Navigate to={paths.myProfile} replace />;
  return <Outlet />;
}
