import { Link } from 'react-router';
import { bookingCardState, type BadgeTone } from '#shared/domain/booking-card-state.ts';
import { humanizeCategory } from '#shared/domain/humanize-category.ts';
import { declinedWithReason } from '#shared/messages.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import { paths } from '#web/lib/paths.ts';
import { BookingAction } from './booking-action.tsx';
import { HoldPanel } from './hold-panel.tsx';
import { HiExclamationTriangle } from 'react-icons/hi2';
import { StayFacts } from '../../components/stay-facts.tsx';
import { formatMoney, formatStayDate } from '#web/lib/format.ts';

const badgeClass: Record<BadgeTone, string> = {
  info: 'badge-info',
  success: 'badge-success',
  neutral: 'badge-neutral',
  error: 'badge-error',
  // The soft warning tint's own text fails contrast: dark text on the tint instead.
  warning: 'badge-warning bg-warning/25 text-warning-content',
};

/** One booking (docs/product/screens.md#my-bookings): room image, title, price, dates, status badge, action. */
export function BookingCard({ booking, userId, now }: { booking: Booking; userId: string; now: Date }) {
  const { action, badge } = bookingCardState(booking, now);
  const liveHold =
    booking.status === 'held' && booking.holdExpiresAt && Date.parse(booking.holdExpiresAt) > now.getTime() ? booking.holdExpiresAt : null;
  const isDeclined = booking.c_req && booking.c_status === 'declined';
  return (
    <li
      className="card overflow-hidden border border-base-300 bg-base-100 shadow-sm sm:card-side"
      aria-label={`${booking.room.title}, ${formatStayDate(booking.startDate)} to ${formatStayDate(booking.endDate)}`}
    >
      <figure className="aspect-[16/9] shrink-0 bg-base-200 sm:aspect-auto sm:w-56">
        <img src={booking.room.image} alt={booking.room.title} loading="lazy" className="size-full object-cover" />
      </figure>
      <div className="card-body gap-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 className="card-title font-display text-lg">
              <Link to={paths.room(booking.roomId)} className="link link-hover">
                {booking.room.title}
              </Link>
            </h2>
            <p className="text-sm text-base-content/75">{humanizeCategory(booking.room.category)}</p>
          </div>
          <span className={`badge badge-soft ${badgeClass[badge.tone]} font-semibold`}>{badge.text}</span>
        </div>
        <StayFacts booking={booking} />
        {liveHold && <HoldPanel booking={booking} userId={userId} holdExpiresAt={liveHold} />}
        {isDeclined && (
          <p className="flex items-center gap-2 rounded-box bg-warning/15 p-3 text-sm">
            <HiExclamationTriangle aria-hidden="true" className="size-5 shrink-0 text-warning-content" />
            <span>
              The hotel declined your cancellation request. This booking stays as it is.
              {booking.declineReason && (
                <span className="mt-1 block whitespace-pre-line [overflow-wrap:anywhere]">{declinedWithReason(booking.declineReason)}</span>
              )}
            </span>
          </p>
        )}
        <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
          <p className="text-lg font-semibold text-primary">
            <span className="sr-only">Total: </span>
            {formatMoney(booking.price)}
          </p>
          <BookingAction booking={booking} userId={userId} action={action} />
        </div>
      </div>
    </li>
  );
}
