import { ROLE_LABELS } from '#shared/domain/staff-roles.ts';
import type { User } from '#shared/schemas/users.ts';

/** The spec's "Admin" (the owner) or "Guest" as a badge; other staff roles by their name (issue 29). */
export function RoleBadge({ role }: { role: User['role'] }) {
  if (role === 'admin') return <span className="badge badge-secondary font-semibold">Admin</span>;
  if (role === 'guest') return <span className="badge badge-outline badge-primary font-semibold">Guest</span>;
  return <span className="badge badge-accent font-semibold">{ROLE_LABELS[role]}</span>;
}
