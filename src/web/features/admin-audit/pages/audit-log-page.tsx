import { Link } from 'react-router';
import { messages } from '#shared/messages.ts';
import { AUDIT_OBJECT_TYPES } from '#shared/schemas/audit-log.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { FilterSelect, ListToolbar, Pager, SearchBox } from '#web/components/ui/list-controls.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useLastPageForPastEnd, useListParams } from '#web/lib/use-list-params.ts';
import { paths } from '#web/lib/paths.ts';
import { useAuditPageQuery } from '../api/get-audit-page.ts';
import { AuditCard, AuditTable } from '../components/audit-entries.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';

const AUDIT_LIST_KEYS = ['objectType', 'objectId'] as const;

/**
 * The audit log (issue #13, admin): who did what to which object, newest first, filtered by
 * object type and id in the URL, a page of 25 from the server — a table on wide screens, cards on phones.
 */
export default function AuditLogPage() {
  const { values, update, apiQuery } = useListParams(AUDIT_LIST_KEYS);
  const { data, isPending, isError, isFetching, isPlaceholderData } = useAuditPageQuery(apiQuery);
  useLastPageForPastEnd(data, isPlaceholderData, update);
  return (
    <section className="mx-auto max-w-7xl">
      <PageTitle text="Audit Log · Hotel Booking" />
      <h1 className="mb-6 font-display text-3xl font-semibold">
        Audit Log{data ? ` (${data.total}${data.isTotalCapped ? '+' : ''})` : ''}
      </h1>
      <ListToolbar>
        <FilterSelect
          label="Object"
          value={values.objectType ?? ''}
          onChange={(objectType) => update({ objectType })}
          anyLabel="All objects"
          options={AUDIT_OBJECT_TYPES.map((t) => ({ value: t, label: t.charAt(0).toUpperCase() + t.slice(1) }))}
        />
        <SearchBox
          label="Object id"
          placeholder="Booking, room or user id"
          value={values.objectId ?? ''}
          onSearch={(objectId) => update({ objectId })}
        />
      </ListToolbar>
      {isPending && <Spinner label="Loading the audit log…" />}
      {isError && (
        <div role="alert" className="alert alert-error">
          {messages.somethingWrong}
        </div>
      )}
      {data?.total === 0 && (
        <EmptyState
          title="No entries"
          subtitle="Nothing has been recorded for this filter."
          action={
            <Link to={paths.auditLog} className="btn btn-primary">
              Show every entry
            </Link>
          }
        />
      )}
      {data && data.items.length > 0 && (
        <div aria-busy={isFetching}>
          <div className="hidden lg:block">
            <AuditTable entries={data.items} />
          </div>
          <ul className="grid gap-4 lg:hidden">
            {data.items.map((e) => (
              <AuditCard key={e.id} entry={e} />
            ))}
          </ul>
          <Pager label="Audit log pages" list={data} onPage={(page) => update({ page: String(page) })} />
        </div>
      )}
    </section>
  );
}
