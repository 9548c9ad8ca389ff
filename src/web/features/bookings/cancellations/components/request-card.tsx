import { Link } from 'react-router';
import { HiArrowRight, HiCalendarDays, HiClock } from 'react-icons/hi2';
import type { CancellationRequest } from '#shared/schemas/cancellations.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { paths } from '#web/lib/paths.ts';
import { ResolvedStamp } from './resolved-stamp.tsx';
import { formatStayDate, formatTimestamp } from '#web/lib/format.ts';

/**
 * One cancellation request (docs/product/screens.md#cancelation-requests): room, guest, stay dates, reason,
 * issued date, a Details link, and the "Resolved" stamp once handled.
 */
export function RequestCard({ request }: { request: CancellationRequest }) {
  const isResolved = request.status === 'resolved';
  return (
    <li
      aria-label={`${request.room.title}, ${request.user.name}`}
      className={`card overflow-hidden border bg-base-100 shadow-sm ${isResolved ? 'border-base-300' : 'border-warning'}`}
    >
      <figure className="relative aspect-[16/7] bg-base-200">
        <img src={request.room.image} alt={request.room.title} loading="lazy" className="size-full object-cover" />
        {!isResolved && <span className="badge badge-warning absolute left-3 top-3 font-semibold">Pending</span>}
        {isResolved && (
          <div className="absolute right-3 top-3 rounded-box bg-base-100/90 px-3 py-2 shadow-sm">
            <ResolvedStamp decision={request.decision} />
          </div>
        )}
      </figure>
      <div className="card-body gap-3 p-5">
        <h2 className="card-title font-display text-lg">{request.room.title}</h2>
        <div className="flex items-center gap-3">
          <Avatar name={request.user.name} photo={request.user.photo} alt="" />
          <div className="min-w-0 text-sm">
            <p className="font-semibold">{request.user.name}</p>
            <p className="truncate text-base-content/75">{request.user.email}</p>
          </div>
        </div>
        <dl className="grid gap-1 text-sm">
          <div className="flex items-center gap-2">
            <HiCalendarDays aria-hidden="true" className="size-4 shrink-0 text-primary" />
            <dt className="sr-only">Stay</dt>
            <dd>
              {formatStayDate(request.booking.startDate)} to {formatStayDate(request.booking.endDate)}
            </dd>
          </div>
          <div className="flex items-center gap-2">
            <HiClock aria-hidden="true" className="size-4 shrink-0 text-primary" />
            <dt className="sr-only">Issued</dt>
            <dd>Issued {formatTimestamp(request.date)}</dd>
          </div>
        </dl>
        <div className="text-sm">
          <p className="font-semibold text-base-content/75">Reason</p>
          <p className="line-clamp-3 [overflow-wrap:anywhere]">{request.reason}</p>
        </div>
        <div className="card-actions mt-1 justify-end">
          <Link
            to={paths.cancelationRequest(request._id)}
            className="btn btn-sm btn-primary"
            aria-label={`Details of the request for ${request.room.title} by ${request.user.name}`}
          >
            Details <HiArrowRight aria-hidden="true" />
          </Link>
        </div>
      </div>
    </li>
  );
}
