import { useQuery } from '@tanstack/react-query';
import { ROLE_LABELS, ROLES } from '#shared/domain/staff-roles.ts';
import type { ListOption } from '#shared/lists/list-definition.ts';
import { apiFetch } from '#web/lib/api-client.ts';

interface AuditPerson {
  id: string;
  name: string;
  role: string;
}

/** GET /admin/audit-log/people (issue 29, `audit`): the staff the log can be filtered by. Throws ApiError. */
function fetchAuditPeople(): Promise<AuditPerson[]> {
  return apiFetch<AuditPerson[]>('/admin/audit-log/people');
}

const groupOf = (role: string) => ROLE_LABELS[ROLES.find((r) => r === role) ?? 'guest'];

/** The person filter's choices, under their role's name ("Front desk"); none while loading or on error. */
export function useAuditPeopleOptions(): ListOption[] {
  const { data } = useQuery({ queryKey: ['admin', 'audit-log', 'people'], queryFn: fetchAuditPeople, staleTime: 60_000 });
  return (data ?? [])
    .map((p) => ({ value: p.id, label: p.name, group: p.role === 'guest' ? 'Former staff' : groupOf(p.role) }))
    .sort((a, b) => a.group.localeCompare(b.group) || a.label.localeCompare(b.label));
}
