import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CashClose } from '#shared/schemas/cash-close.ts';
import { apiFetch } from '#web/lib/api-client.ts';

/** GET /admin/cash-close?date= (a hotel day, YYYY-MM-DD). Throws ApiError. */
export function useCashCloseQuery(date: string) {
  return useQuery({
    queryKey: ['admin', 'cash-close', date] as const,
    queryFn: () => apiFetch<CashClose>(`/admin/cash-close?${new URLSearchParams({ date })}`),
    placeholderData: keepPreviousData,
  });
}

/** The CSV's address for `date` (the browser downloads it with the session cookie). */
export const cashCloseCsvUrl = (date: string) => `/api/admin/cash-close.csv?${new URLSearchParams({ date })}`;
