import { DashboardList } from '#web/components/ui/dashboard-list.tsx';
import { useCancellationRequestsQuery } from '../api/get-cancellation-requests.ts';
import { RequestCard } from '../components/request-card.tsx';

/** Cancelation requests (SPEC §2, admin): one card per request, pending ones first. */
export default function CancellationRequestsPage() {
  return (
    <DashboardList
      title="Cancelation Requests"
      query={useCancellationRequestsQuery()}
      loadingLabel="Loading cancellation requests…"
      empty={{ title: 'No cancellation requests', subtitle: 'Requests from guests appear here.' }}
      listClassName="grid gap-5 md:grid-cols-2 xl:grid-cols-3"
      renderItem={(request) => <RequestCard key={request._id} request={request} />}
    />
  );
}
