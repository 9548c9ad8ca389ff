/**
 * Paged lists (issues 11 and 13): the page parameters every paged list takes and the fields
 * every paged answer carries, `{ items, page, pageSize, total, isTotalCapped }`.
 */
import { z } from 'zod';

/** Largest page the server answers (issue #13: "a page size of at most 100"). */
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 25;

/** `page` (1-based) and `pageSize` query parameters. */
export const pageNumberFields = {
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
};

/** What a paged answer says beside its `items`. */
export const pageMetaFields = {
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Rows matching the filter (admin lists count up to COUNT_CAP + 1). */
  total: z.number().int(),
  /** True when there are more than `total` rows (the count stopped at COUNT_CAP). */
  isTotalCapped: z.boolean(),
};
