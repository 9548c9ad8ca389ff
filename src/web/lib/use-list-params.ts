import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A paged list's state in the URL (issue #13: "the state lives in the URL"): `values` holds
 * the known keys present in the query string; `update` patches them (empty → removed) and
 * goes back to page 1 unless the patch sets the page itself. Replaces history for typing.
 */
export function useListParams<K extends string>(keys: readonly K[]) {
  const [searchParams, setSearchParams] = useSearchParams();
  const values = useMemo(() => {
    const found: Partial<Record<K | 'page', string>> = {};
    for (const key of [...keys, 'page' as const]) {
      const value = searchParams.get(key);
      if (value) found[key] = value;
    }
    return found;
  }, [keys, searchParams]);

  const update = useCallback(
    (patch: Partial<Record<K | 'page', string | undefined>>) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch) as Array<[string, string | undefined]>) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          if (!('page' in patch)) next.delete('page');
          return next;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );

  /** The query string for the API: every value plus `page` (so the server answers the paged form). */
  const apiQuery = useMemo(() => {
    const params = new URLSearchParams(values as Record<string, string>);
    if (!params.has('page')) params.set('page', '1');
    return params.toString();
  }, [values]);

  return { values, update, apiQuery };
}

/**
 * Sends a page past the end of a paged list (`?page=999`, or the last row of the last page gone)
 * to its last page, as All Rooms does (issue 24); a list with no rows stays put and shows its
 * empty state. `list` is the page's answer, `isPlaceholder` true while it is the previous page's.
 */
export function useLastPageForPastEnd(
  list: { page: number; pageSize: number; total: number; items: readonly unknown[] } | undefined,
  isPlaceholder: boolean,
  update: (patch: { page: string }) => void,
): void {
  const lastPage = list ? Math.max(1, Math.ceil(list.total / list.pageSize)) : 1;
  const isPastEnd = list !== undefined && !isPlaceholder && list.items.length === 0 && list.page > lastPage;
  useEffect(() => {
    if (isPastEnd) update({ page: String(lastPage) });
  }, [isPastEnd, lastPage, update]);
}
