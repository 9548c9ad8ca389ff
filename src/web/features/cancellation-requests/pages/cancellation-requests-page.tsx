import { messages } from '#shared/messages.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { FilterSelect, ListToolbar, Pager, SearchBox } from '#web/components/ui/list-controls.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useLastPageForPastEnd, useListParams } from '#web/lib/use-list-params.ts';
import { useCancellationPageQuery } from '../api/get-cancellation-requests.ts';
import { RequestCard } from '../components/request-card.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';

const KEYS = ['q', 'status'] as const;

/**
 * Cancelation requests (docs/product/screens.md#cancelation-requests, admin): one card per request, pending ones first; paged on
 * the server with search (guest, room, tran_id) and a status filter in the URL (issue #13).
 */
export default function CancellationRequestsPage() {
  const { values, update, apiQuery } = useListParams(KEYS);
  const { data, isPending, isError, isPlaceholderData } = useCancellationPageQuery(apiQuery);
  useLastPageForPastEnd(data, isPlaceholderData, update);
  return (
    <section className="mx-auto max-w-7xl">
      <PageTitle text="Cancelation Requests · Hotel Booking" />
      <h1 className="mb-6 font-display text-3xl font-semibold">
        Cancelation Requests{data ? ` (${data.total}${data.isTotalCapped ? '+' : ''})` : ''}
      </h1>
      <ListToolbar>
        <SearchBox
          label="Search requests"
          placeholder="Guest, e-mail, room or tran_id"
          value={values.q ?? ''}
          onSearch={(q) => update({ q })}
        />
        <FilterSelect
          label="Status"
          value={values.status ?? ''}
          onChange={(status) => update({ status })}
          options={[
            { value: 'pending', label: 'Pending' },
            { value: 'resolved', label: 'Resolved' },
          ]}
        />
      </ListToolbar>
      {isPending && <Spinner label="Loading cancellation requests…" />}
      {isError && (
        <div role="alert" className="alert alert-error">
          {messages.somethingWrong}
        </div>
      )}
      {data?.total === 0 && <EmptyState title="No cancellation requests" subtitle="Requests from guests appear here." />}
      {data && data.items.length > 0 && (
        <>
          <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
            {data.items.map((r) => (
              <RequestCard key={r._id} request={r} />
            ))}
          </ul>
          <Pager label="Request pages" list={data} onPage={(page) => update({ page: String(page) })} />
        </>
      )}
    </section>
  );
}
