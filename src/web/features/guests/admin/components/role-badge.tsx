import type { User } from '#shared/schemas/users.ts';

/** "Admin" or "Guest" as a badge. */
export function RoleBadge({ role }: { role: User['role'] }) {
  return role === 'admin' ? (
    <span className="badge badge-secondary font-semibold">Admin</span>
  ) : (
    <span className="badge badge-outline badge-primary font-semibold">Guest</span>
  );
}
