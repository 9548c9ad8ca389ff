import { hasAnyPermission, type Permission } from '#shared/domain/staff-roles.ts';
import { useAuth } from './auth.tsx';

/**
 * True when the signed-in user's role holds `permission` (or any of a list), issue 29. For hiding
 * what a role may not do; the server refuses it anyway.
 */
export function useCan(permission: Permission | readonly Permission[]): boolean {
  const { user } = useAuth();
  return user ? hasAnyPermission(user.role, permission) : false;
}
