/**
 * The list kit's contract (issue 26): one definition per paged list says where the server
 * answers it, which query schema parses its URL and its API call, the filters the page shows
 * (in order, with their labels), its sort, and its CSV export's columns. The server route
 * (server/modules/admin-lists/list-routes.ts), the CSV export and the web page
 * (web/components/ui/list-page.tsx) all read it, so a key or a column is written once.
 */
import type { z } from 'zod';

/** One choice of a select: the URL value and the words shown; options sharing a `group` show under its heading (issue 29). */
export interface ListOption {
  value: string;
  label: string;
  group?: string;
}

/**
 * A list page's words (docs/product/screens.md): its heading (the count is appended) and the
 * spinner's and the pager's labels.
 */
interface ListScreen {
  title: string;
  loading: string;
  pager: string;
}

/** What a list page says when the filter matches nothing; `clear` labels a link back to the unfiltered list. */
export interface ListEmpty {
  title: string;
  subtitle?: string;
  clear?: string;
}

/** A toolbar control, bound to the query key `key` (a key of the list's query schema). */
export type ListFilter<Key extends string> =
  | { kind: 'search'; key: Key; label: string; placeholder: string }
  | { kind: 'select'; key: Key; label: string; options: readonly ListOption[]; anyLabel?: string }
  /** A hotel day typed `dd-mm-yyyy`, sent as `YYYY-MM-DD` (docs/architecture.md#formats). */
  | { kind: 'day'; key: Key; label: string };

export interface ListDefinition<Query extends z.ZodObject, CsvColumn extends string = never> {
  /** The API path under /api that answers a page (and, without parameters, the spec's whole list). */
  path: string;
  /** The web page's words. */
  screen: ListScreen;
  empty: ListEmpty;
  /** Parses the URL's state on the web and the query on the server. */
  query: Query;
  filters: ReadonlyArray<ListFilter<Extract<keyof z.infer<Query>, string>>>;
  /** The order when the URL names none; `choices` are `column:dir` pairs for a select. */
  sort?: { column: string; dir: 'asc' | 'desc'; label?: string; choices?: readonly ListOption[] };
  /** `{path}/export.csv`: the file's name and its header row, in order. */
  csv?: { filename: string; columns: readonly CsvColumn[] };
}

/** A select's choices from `{ value: label }`, in the object's order. */
export function optionsOf(labels: Readonly<Record<string, string>>): ListOption[] {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

/**
 * Sort choices in the select's order, two a column: `[column, first direction, its label, the
 * other direction's label]`; the list's default order is the first choice.
 */
export function sortChoices(label: string, columns: ReadonlyArray<readonly [string, 'asc' | 'desc', string, string]>) {
  const choices = columns.flatMap(([column, dir, first, second]) => [
    { value: `${column}:${dir}`, label: first },
    { value: `${column}:${dir === 'asc' ? 'desc' : 'asc'}`, label: second },
  ]);
  const [column, dir] = columns[0];
  return { column, dir, label, choices };
}

/**
 * A definition, checked against the contract (filter keys must be keys of its query schema)
 * with its literal types kept, so the server can require a cell for each CSV column.
 */
export function defineList<const Definition extends ListDefinition<z.ZodObject, string>>(
  definition: Definition & { filters: ReadonlyArray<ListFilter<Extract<keyof z.infer<Definition['query']>, string>>> },
): Definition {
  return definition;
}

/** One CSV line of a list: a cell for each of its definition's CSV columns, and no other. */
export type CsvRecord<Definition> = Definition extends { csv: { columns: ReadonlyArray<infer Column extends string> } }
  ? Record<Column, string | number>
  : never;

/** The URL keys a list keeps: its filters', and `sort`/`dir` when it sorts. `page` is always kept besides. */
export function listKeys(definition: ListDefinition<z.ZodObject, string>): string[] {
  const keys = definition.filters.map((filter) => filter.key);
  return definition.sort ? [...keys, 'sort', 'dir'] : keys;
}
