import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Report } from '#shared/schemas/front-desk.ts';
import { apiFetch } from '#web/lib/api-client.ts';

/** GET /admin/reports?from=&to= (nights YYYY-MM-DD, both included). Throws ApiError. */
export function useReportQuery(from: string, to: string) {
  const query = new URLSearchParams({ from, to });
  return useQuery({
    queryKey: ['admin', 'reports', from, to] as const,
    queryFn: () => apiFetch<Report>(`/admin/reports?${query}`),
    placeholderData: keepPreviousData,
  });
}
