import { Navigate, Outlet } from 'react-router';
import { hasAnyPermission } from '#shared/domain/staff-roles.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAuth } from '#web/lib/auth.tsx';
import { paths } from '#web/lib/paths.ts';
import type { PageAccess } from './staff-pages.ts';

/**
 * Guard for the staff pages (docs/product/screens.md#dashboard-layout, issue 29): nothing renders
 * until the user record says the role holds `access`; anyone else is sent to their own profile.
 * The server enforces the same on every call.
 */
export function RequirePermission({ access }: { access: PageAccess }) {
  const { status, user } = useAuth();
  if (status === 'loading' || (status === 'signed-in' && !user)) return <Spinner label="Loading…" />;
  if (!user || !hasAnyPermission(user.role, access)) return <Navigate to={paths.myProfile} replace />;
  return <Outlet />;
}
