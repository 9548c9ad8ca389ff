import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Occupancy, Today } from '#shared/schemas/front-desk.ts';
import { apiFetch } from '#web/lib/api-client.ts';

/** Query keys of the front desk (issue 13), under the admin prefix (the reports' key too: reports/api/get-report.ts). */
const keys = {
  today: ['admin', 'today'] as const,
  occupancy: (month: string) => ['admin', 'occupancy', month] as const,
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
