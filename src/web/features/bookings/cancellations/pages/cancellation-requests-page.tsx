import { cancellationsList } from '#shared/lists/cancellations-list.ts';
import { ListPage } from '#web/components/ui/list-page.tsx';
import { useListPage } from '#web/lib/use-list-params.ts';
import { useCancellationPageQuery } from '../api/get-cancellation-requests.ts';
import { RequestCard } from '../components/request-card.tsx';

/**
 * Cancelation requests (docs/product/screens.md#cancelation-requests, admin): one card per request, pending ones first; paged on
 * the server with search (guest, room, tran_id) and a status filter in the URL (issue #13).
 */
export default function CancellationRequestsPage() {
  const list = useListPage(cancellationsList, useCancellationPageQuery);
  return (
    <ListPage list={list} width="max-w-7xl">
      {(requests) => (
        <ul className="grid gap-5 md:grid-cols-2 xl:grid-cols-3">
          {requests.map((r) => (
            <RequestCard key={r._id} request={r} />
          ))}
        </ul>
      )}
    </ListPage>
  );
}
