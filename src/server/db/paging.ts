/**
 * The one way a list is paged on the server (issue 26): `readPage` turns the `page`/`pageSize`
 * query parameters into a window, reads the window and the filter's count, and answers the
 * paged shape of shared/schemas/paging.ts (`rows` for the service to map into `items`).
 */
import { sql, type SQL } from 'drizzle-orm';
import { COUNT_CAP } from '#shared/schemas/admin-lists.ts';
import { DEFAULT_PAGE_SIZE } from '#shared/schemas/paging.ts';
import type { Executor } from './client.ts';

/** The rows of one page: skip `offset`, take at most `limit`. */
export interface PageWindow {
  limit: number;
  offset: number;
}

/** How many rows match: `total`, and whether counting stopped at COUNT_CAP. */
export interface PageCount {
  total: number;
  isTotalCapped: boolean;
}

export interface PageOfRows<Row> extends PageCount {
  rows: Row[];
  page: number;
  pageSize: number;
}

/**
 * One page of a list: `read` gets the window of `query` (page 1-based, default size
 * `defaultPageSize`) and answers its rows and count (usually side by side, or in one query).
 */
export async function readPage<Row>(
  query: { page?: number; pageSize?: number },
  read: (window: PageWindow) => Promise<{ rows: Row[]; total: number; isTotalCapped?: boolean }>,
  defaultPageSize = DEFAULT_PAGE_SIZE,
): Promise<PageOfRows<Row>> {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? defaultPageSize;
  const { rows, total, isTotalCapped = false } = await read({ limit: pageSize, offset: (page - 1) * pageSize });
  return { rows, page, pageSize, total, isTotalCapped };
}

/** The paged answer of `page` with each row turned into an item by `toItem`. */
export function toPageAnswer<Row, Item>({ rows, ...meta }: PageOfRows<Row>, toItem: (row: Row) => Item) {
  return { items: rows.map(toItem), ...meta };
}

/**
 * Counts the rows of `subquery` (a `select 1 … where …`) up to COUNT_CAP + 1, so counting never
 * scans a million rows. Returns the count (at most COUNT_CAP) and whether it stopped.
 */
export async function countCapped(db: Executor, subquery: SQL): Promise<PageCount> {
  const result = await db.execute(sql`select count(*)::int as n from (${subquery} limit ${COUNT_CAP + 1}) s`);
  const n = Number((result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0);
  return { total: Math.min(n, COUNT_CAP), isTotalCapped: n > COUNT_CAP };
}
