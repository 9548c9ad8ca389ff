import type { ReactNode } from 'react';
import { messages } from '#shared/messages.ts';
import type { ListFilter } from '#shared/lists/list-definition.ts';
import type { ListPageState, ListValues } from '#web/lib/use-list-params.ts';
import { EmptyState } from './empty-state.tsx';
import { DateFilter, FilterSelect, ListToolbar, Pager, SearchBox } from './list-controls.tsx';
import { PageTitle } from './page-title.tsx';
import { Spinner } from './spinner.tsx';

interface ListPageProps<Item> {
  /** useListPage's state. */
  list: ListPageState<Item>;
  /** The heading and the tab's title ("All Bookings"); the count is appended once loaded. */
  title: string;
  width: 'max-w-5xl' | 'max-w-6xl' | 'max-w-7xl';
  loadingLabel: string;
  /** The pager's landmark name ("Booking pages"). */
  pagerLabel: string;
  /** Shown when the filter matches nothing (an EmptyState); the default says only "No entries". */
  empty?: ReactNode;
  /** Links beside the heading (All Rooms' Add Room). */
  headerActions?: ReactNode;
  /** More toolbar controls after the definition's filters (a sort select). */
  toolbarExtra?: ReactNode;
  /** Between the toolbar and the list (payment totals). */
  beforeList?: ReactNode;
  /** The rows of one page (a table, cards, or both). */
  children: (items: Item[]) => ReactNode;
  /** After the list (the page's dialogs). */
  after?: ReactNode;
}

/**
 * A paged admin list screen (issue 26, the list kit): counted heading, the definition's filters
 * and CSV export in a toolbar, spinner, error line, empty state, the page's rows and the pager.
 */
export function ListPage<Item>(props: ListPageProps<Item>) {
  const { list, title, width, loadingLabel, pagerLabel, children } = props;
  const { data, isPending, isError, isFetching } = list.query;
  return (
    <section className={`mx-auto ${width}`}>
      <PageTitle text={`${title} · Hotel Booking`} />
      <ListHeading title={`${title}${data ? ` (${data.total}${data.isTotalCapped ? '+' : ''})` : ''}`} actions={props.headerActions} />
      <ListFilters list={list} extra={props.toolbarExtra} />
      {props.beforeList}
      {isPending && <Spinner label={loadingLabel} />}
      {isError && (
        <div role="alert" className="alert alert-error">
          {messages.somethingWrong}
        </div>
      )}
      {data?.total === 0 && (props.empty ?? <EmptyState title="No entries" />)}
      {data && data.items.length > 0 && <div aria-busy={isFetching}>{children(data.items)}</div>}
      {data && data.total > 0 && <Pager label={pagerLabel} list={data} onPage={(page) => list.update({ page: String(page) })} />}
      {props.after}
    </section>
  );
}

function ListHeading({ title, actions }: { title: string; actions?: ReactNode }) {
  if (!actions) return <h1 className="mb-6 font-display text-3xl font-semibold">{title}</h1>;
  return (
    <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
      <h1 className="font-display text-3xl font-semibold">{title}</h1>
      {actions}
    </div>
  );
}

/** The toolbar of the definition's filters, `extra` controls, and Export CSV when the list exports. */
function ListFilters<Item>({ list, extra }: { list: ListPageState<Item>; extra?: ReactNode }) {
  const { definition, values, update, filterQuery } = list;
  if (definition.filters.length === 0 && !extra) return null;
  const exportAction = definition.csv && (
    <a className="btn btn-sm btn-outline btn-primary" href={`/api${definition.path}/export.csv?${filterQuery}`} download>
      Export CSV
    </a>
  );
  return (
    <ListToolbar actions={exportAction}>
      {definition.filters.map((filter) => (
        <FilterControl key={filter.key} filter={filter} values={values} update={update} />
      ))}
      {extra}
    </ListToolbar>
  );
}

function FilterControl({
  filter,
  values,
  update,
}: {
  filter: ListFilter<string>;
  values: ListValues;
  update: (patch: ListValues) => void;
}) {
  const value = values[filter.key] ?? '';
  const onChange = (next: string) => update({ [filter.key]: next });
  switch (filter.kind) {
    case 'search':
      return <SearchBox label={filter.label} placeholder={filter.placeholder} value={value} onSearch={onChange} />;
    case 'select':
      return <FilterSelect label={filter.label} value={value} onChange={onChange} options={filter.options} anyLabel={filter.anyLabel} />;
    case 'day':
      return <DateFilter label={filter.label} value={value} onChange={onChange} />;
  }
}

/** The definition's sort choices as one select (`column:dir`); `className` places it (phones only, say). */
export function ListSortSelect<Item>({ list, className }: { list: ListPageState<Item>; className?: string }) {
  const { definition, sorting } = list;
  const control = (
    <FilterSelect
      label={definition.sort?.label ?? 'Sort'}
      anyLabel=""
      value={`${sorting.sort}:${sorting.dir}`}
      options={definition.sort?.choices ?? []}
      onChange={(choice) => {
        const [column, direction] = choice.split(':');
        sorting.onSort(column, direction === 'asc' ? 'asc' : 'desc');
      }}
    />
  );
  return className ? <div className={className}>{control}</div> : control;
}
