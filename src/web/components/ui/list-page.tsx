import type { ReactNode } from 'react';
import { messages } from '#shared/messages.ts';
import { Link, useLocation } from 'react-router';
import type { ListEmpty, ListFilter, ListOption } from '#shared/lists/list-definition.ts';
import type { ListPageState, ListValues } from '#web/lib/use-list-params.ts';
import { EmptyState } from './empty-state.tsx';
import { DateFilter, FilterSelect, ListToolbar, Pager, SearchBox } from './list-controls.tsx';
import { PageTitle } from './page-title.tsx';
import { Spinner } from './spinner.tsx';

interface ListPageProps<Item> {
  /** useListPage's state. */
  list: ListPageState<Item>;
  width: 'max-w-5xl' | 'max-w-6xl' | 'max-w-7xl';
  /** Replaces the definition's empty state (All Rooms says which filter matched nothing). */
  empty?: ReactNode;
  /** Links beside the heading (All Rooms' Add Room). */
  headerActions?: ReactNode;
  /** More toolbar controls after the definition's filters (a sort select). */
  toolbarExtra?: ReactNode;
  /** Choices the server gives, put before a select filter's own, by the filter's key (the audit log's people). */
  moreOptions?: Partial<Record<string, readonly ListOption[]>>;
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
  const { list, width, children } = props;
  const { title, loading, pager } = list.definition.screen;
  const { data, isPending, isError, isFetching } = list.query;
  return (
    <section className={`mx-auto ${width}`}>
      <PageTitle text={`${title} · Hotel Booking`} />
      <ListHeading title={`${title}${data ? ` (${data.total}${data.isTotalCapped ? '+' : ''})` : ''}`} actions={props.headerActions} />
      <ListFilters list={list} extra={props.toolbarExtra} moreOptions={props.moreOptions} />
      {props.beforeList}
      {isPending && <Spinner label={loading} />}
      {isError && (
        <div role="alert" className="alert alert-error">
          {messages.somethingWrong}
        </div>
      )}
      {data?.total === 0 && (props.empty ?? <ListEmptyState empty={list.definition.empty} />)}
      {data && data.items.length > 0 && <div aria-busy={isFetching}>{children(data.items)}</div>}
      {data && data.total > 0 && <Pager label={pager} list={data} onPage={(page) => list.update({ page: String(page) })} />}
      {props.after}
    </section>
  );
}

/** The definition's empty state; `clear` links to the list without its filters. */
function ListEmptyState({ empty }: { empty: ListEmpty }) {
  const { pathname } = useLocation();
  const action = empty.clear && (
    <Link to={pathname} className="btn btn-primary">
      {empty.clear}
    </Link>
  );
  return <EmptyState title={empty.title} subtitle={empty.subtitle} action={action} />;
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
function ListFilters<Item>({
  list,
  extra,
  moreOptions,
}: {
  list: ListPageState<Item>;
  extra?: ReactNode;
  moreOptions?: ListPageProps<Item>['moreOptions'];
}) {
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
        <FilterControl key={filter.key} filter={filter} values={values} update={update} moreOptions={moreOptions?.[filter.key]} />
      ))}
      {extra}
    </ListToolbar>
  );
}

function FilterControl({
  filter,
  values,
  update,
  moreOptions = [],
}: {
  filter: ListFilter<string>;
  values: ListValues;
  update: (patch: ListValues) => void;
  moreOptions?: readonly ListOption[];
}) {
  const value = values[filter.key] ?? '';
  const onChange = (next: string) => update({ [filter.key]: next });
  switch (filter.kind) {
    case 'search':
      return <SearchBox label={filter.label} placeholder={filter.placeholder} value={value} onSearch={onChange} />;
    case 'select':
      return (
        <FilterSelect
          label={filter.label}
          value={value}
          onChange={onChange}
          options={[...moreOptions, ...filter.options]}
          anyLabel={filter.anyLabel}
        />
      );
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
