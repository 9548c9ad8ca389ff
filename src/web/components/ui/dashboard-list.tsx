import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '#shared/messages.ts';
import { paths } from '#web/lib/paths.ts';
import { EmptyState } from './empty-state.tsx';
import { PageTitle } from './page-title.tsx';
import { Spinner } from './spinner.tsx';

interface DashboardListProps<T> {
  /** Page title; the item count is appended once loaded ("My Bookings (3)"). */
  title: string;
  query: { data?: T[]; isPending: boolean; isError: boolean };
  loadingLabel: string;
  empty: { title: string; subtitle: string };
  listClassName: string;
  renderItem: (item: T) => ReactNode;
  /** Rendered after the list (e.g. the page's modal). */
  children?: ReactNode;
}

/**
 * A dashboard list screen: counted heading, spinner while loading, an error line, an empty
 * state that points to the rooms, and the list of cards.
 */
export function DashboardList<T>({ title, query, loadingLabel, empty, listClassName, renderItem, children }: DashboardListProps<T>) {
  const { data, isPending, isError } = query;
  return (
    <section className="mx-auto max-w-5xl">
      <PageTitle text={`${title} · Hotel Booking`} />
      <h1 className="mb-6 font-display text-3xl font-semibold">
        {title}
        {data ? ` (${data.length})` : ''}
      </h1>
      {isPending && <Spinner label={loadingLabel} />}
      {isError && (
        <div role="alert" className="alert alert-error">
          {messages.somethingWrong}
        </div>
      )}
      {data?.length === 0 && (
        <EmptyState
          title={empty.title}
          subtitle={empty.subtitle}
          action={
            <Link to={paths.rooms} className="btn btn-primary">
              Browse rooms
            </Link>
          }
        />
      )}
      {data && data.length > 0 && <ul className={listClassName}>{data.map(renderItem)}</ul>}
      {children}
    </section>
  );
}
