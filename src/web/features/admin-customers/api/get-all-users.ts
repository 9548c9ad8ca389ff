import { useQuery } from '@tanstack/react-query';
import type { User } from '#shared/schemas/users.ts';
import { apiFetch } from '#web/lib/api-client.ts';
import { queryKeys } from '#web/lib/query-keys.ts';

/** SPEC §7 GET /all-users (admin only). Throws ApiError. */
export function fetchAllUsers(): Promise<User[]> {
  return apiFetch<User[]>('/all-users');
}

/** Every customer and admin. */
export function useAllUsersQuery() {
  return useQuery({ queryKey: queryKeys.allUsers, queryFn: fetchAllUsers });
}
