import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Occupancy, Report, Today } from '#shared/schemas/front-desk.ts';
import { apiFetch } from '#web/lib/api-client.ts';

/** Query keys of the front desk (issue 13), under the admin prefix. */
const keys = {
  today: ['admin', 'today'] as const,
  occupancy: (month: string) => ['admin', 'occupancy', month] as const,
  report: (from: string, to: string) => ['admin', 'reports', from, to] as const,
};

/** GET /admin/today: arrivals, departures, in-house, live holds, waiting requests. Throws ApiError. */
export function useTodayQuery() {
  return useQuery({ queryKey: keys.today, queryFn: () => apiFetch<Today>('/admin/today'), refetchInterval: 60_000 });
}

/** GET /admin/occupancy?month=YYYY-MM: the month's rooms and live stays. Throws ApiError. */
export function useOccupancyQuery(month: string) {
  return useQuery({
    queryKey: keys.occupancy(month),
    queryFn: () => apiFetch<Occupancy>(`/admin/occupancy?month=${encodeURIComponent(month)}`),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/reports?from=&to= (nights, both included). Throws ApiError. */
export function useReportQuery(from: string, to: string) {
  const query = new URLSearchParams({ from, to });
  return useQuery({
    queryKey: keys.report(from, to),
    queryFn: () => apiFetch<Report>(`/admin/reports?${query}`),
    placeholderData: keepPreviousData,
  });
}
