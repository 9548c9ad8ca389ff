import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import type { z } from 'zod';
import { listKeys, type ListDefinition } from '#shared/lists/list-definition.ts';

/** A list's URL values: its known keys as the URL has them, each one its query schema accepts. */
export type ListValues = Partial<Record<string, string>>;

/**
 * A paged list's state in the URL (issue #13: "the state lives in the URL"), read through the
 * list's definition (shared/lists): `values` holds the definition's keys and `page` that are in
 * the query string and that its shared query schema accepts (a hand-edited `?status=bogus` is
 * dropped, not sent); `update` patches them (empty → removed) and goes back to page 1 unless the
 * patch sets the page itself. Replaces history for typing.
 */
function useListParams(definition: ListDefinition<z.ZodObject, string>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const values = useMemo(() => {
    const shape = definition.query.shape as Record<string, z.ZodType | undefined>;
    const found: ListValues = {};
    for (const key of [...listKeys(definition), 'page']) {
      const value = searchParams.get(key);
      if (value && shape[key]?.safeParse(value).success) found[key] = value;
    }
    return found;
  }, [definition, searchParams]);

  const update = useCallback(
    (patch: ListValues) => {
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
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
function useLastPageForPastEnd(
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

/** What a paged list answer carries (shared/schemas/paging.ts). */
export interface PageAnswer<Item> {
  items: Item[];
  page: number;
  pageSize: number;
  total: number;
  isTotalCapped: boolean;
}

/** The sort of a sorting list as table headers and selects use it. */
export interface ListSorting {
  sort: string;
  dir: 'asc' | 'desc';
  onSort: (column: string, dir: 'asc' | 'desc') => void;
}

/**
 * A list page's state: its URL values (useListParams), its page from `usePageQuery` (the
 * feature's own query hook, called with the API query string), a page past the end sent to the
 * last page, the query of the filter without the page (export, totals) and the sort.
 */
export function useListPage<Item>(
  definition: ListDefinition<z.ZodObject, string>,
  usePageQuery: (apiQuery: string) => UseQueryResult<PageAnswer<Item>>,
) {
  const { values, update, apiQuery } = useListParams(definition);
  const query = usePageQuery(apiQuery);
  useLastPageForPastEnd(query.data, query.isPlaceholderData, update);
  const filterQuery = new URLSearchParams(values as Record<string, string>);
  filterQuery.delete('page');
  const sorting: ListSorting = {
    sort: values.sort ?? definition.sort?.column ?? '',
    dir: (values.dir ?? definition.sort?.dir) === 'asc' ? 'asc' : 'desc',
    onSort: (sort, dir) => update({ sort, dir }),
  };
  return { definition, values, update, query, filterQuery: filterQuery.toString(), sorting };
}

export type ListPageState<Item> = ReturnType<typeof useListPage<Item>>;
