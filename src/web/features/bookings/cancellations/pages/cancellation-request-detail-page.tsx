import { Link, useParams } from 'react-router';
import { HiArrowLeft } from 'react-icons/hi2';
import { messages } from '#shared/messages.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAuth } from '#web/lib/auth.tsx';
import { paths } from '#web/lib/paths.ts';
import { useCancellationRequestQuery } from '../api/get-cancellation-requests.ts';
import { RequestActions } from '../components/request-actions.tsx';
import { RequestPanels } from '../components/request-panels.tsx';
import { ResolvedStamp } from '../components/resolved-stamp.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';

/**
 * Cancelation request detail (docs/product/screens.md#cancelation-request-detail, admin): the four panels, and Decline / Approve while
 * the request is pending.
 */
export default function CancellationRequestDetailPage() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  const { data: request, isPending, isError } = useCancellationRequestQuery(id);

  return (
    <section className="mx-auto max-w-5xl space-y-6">
      <PageTitle text="Cancelation Request · Hotel Booking" />
      <Link to={paths.cancelationRequests} className="btn btn-ghost btn-sm">
        <HiArrowLeft aria-hidden="true" /> All requests
      </Link>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="font-display text-3xl font-semibold">Cancelation Request</h1>
        {request?.status === 'resolved' && <ResolvedStamp decision={request.decision} />}
      </div>
      {isPending && <Spinner label="Loading the request…" />}
      {isError && (
        <div role="alert" className="alert alert-error">
          {messages.somethingWrong}
        </div>
      )}
      {request === null && <EmptyState title="Request not found" subtitle="It may have been removed." />}
      {request && (
        <>
          <RequestPanels request={request} />
          {request.status === 'pending' && user && <RequestActions request={request} adminId={user._id} />}
        </>
      )}
    </section>
  );
}
