import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditLogPage } from '#shared/schemas/audit-log.ts';
import { apiFetch } from '#web/lib/api-client.ts';

/** GET /admin/audit-log?{query} (admin, issue #13): one page of entries, newest first. Throws ApiError. */
function fetchAuditPage(query: string): Promise<AuditLogPage> {
  return apiFetch<AuditLogPage>(`/admin/audit-log?${query}`);
}

/** The page for `query`; the previous page stays on screen while the next one loads. */
export function useAuditPageQuery(query: string) {
  return useQuery({ queryKey: ['admin', 'audit-log', query], queryFn: () => fetchAuditPage(query), placeholderData: keepPreviousData });
}
