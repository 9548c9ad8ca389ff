/**
 * Managing staff (issue 29): GET /api/admin/staff and the four changes (invite, change role,
 * deactivate, reactivate). A refusal (403 owner rules, 409 ALREADY_STAFF or LAST_OWNER) is an
 * answer, not a lost session (`forbiddenIsAnswer`), and its dialog shows it (`errorToast: false`).
 * Each success refetches the list.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role } from '#shared/domain/staff-roles.ts';
import type { InviteStaff, StaffChangeAnswer, StaffMember } from '#shared/schemas/staff.ts';
import { apiFetch } from '#web/lib/api-client.ts';

const staffKey = ['admin', 'staff'] as const;

/** Everyone on the staff, deactivated included, by name. Throws ApiError. */
export function useStaffQuery() {
  return useQuery({ queryKey: staffKey, queryFn: () => apiFetch<StaffMember[]>('/admin/staff') });
}

const post = (path: string, body?: unknown, method = 'POST') =>
  apiFetch<StaffChangeAnswer>(path, { method, body, forbiddenIsAnswer: true });
const memberPath = (id: string, action: string) => `/admin/staff/${encodeURIComponent(id)}/${action}`;

/** A staff change whose dialog shows its own failure; the list refetches after success. */
function useStaffChange<T>(send: (input: T) => Promise<StaffChangeAnswer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta: { errorToast: false },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: staffKey }),
  });
}

/** POST /admin/staff/invitations { email, name, role }. */
export const useInviteStaffMutation = () => useStaffChange((input: InviteStaff) => post('/admin/staff/invitations', input));

/** PUT /admin/staff/:id/role { role } (`guest` demotes). */
export const useChangeRoleMutation = () =>
  useStaffChange(({ id, role }: { id: string; role: Role }) => post(memberPath(id, 'role'), { role }, 'PUT'));

/** POST /admin/staff/:id/deactivate or /reactivate. */
export const useSetActiveMutation = () =>
  useStaffChange(({ id, isActive }: { id: string; isActive: boolean }) => post(memberPath(id, isActive ? 'reactivate' : 'deactivate')));
