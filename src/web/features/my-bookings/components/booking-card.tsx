import { Link } from 'react-router';
import { bookingCardState, type BadgeTone } from '#shared/domain/booking-card-state.ts';
import { humanizeCategory } from '#shared/domain/humanize-category.ts';
import { formatBdt } from '#shared/domain/money.ts';
import { formatDayMonthYear } from '#shared/domain/nights.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import { paths } from '#web/lib/paths.ts';
import { BookingAction } from './booking-action.tsx';
import { StayFacts } from '#web/components/bookings/stay-facts.tsx';

const badgeClass: Record<BadgeTone, string> = {
  info: 'badge-info',
  success: 'badge-success',
  neutral: 'badge-neutral',
  error: 'badge-error',
  warning: 'badge-warning',
};

/** One booking (SPEC §2 My bookings): room image, title, price, dates, status badge, action. */
export function BookingCard({ booking, userId, now }: { booking: Booking; userId: string; now: Date }) {
  const { action, badge } = bookingCardState(booking, now);
  return (
    <li
      className="card overflow-hidden border border-base-300 bg-base-100 shadow-sm sm:card-side"
      aria-label={`${booking.room.title}, ${formatDayMonthYear(booking.startDate)} to ${formatDayMonthYear(booking.endDate)}`}
    >
      <figure className="aspect-[16/9] shrink-0 bg-base-200 sm:aspect-auto sm:w-56">
        <img src={booking.room.image} alt={booking.room.title} loading="lazy" className="size-full object-cover" />
      </figure>
      <div className="card-body gap-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 className="card-title font-display text-lg">
              <Link to={paths.room(booking.roomId)} className="link link-hover">{booking.room.title}</Link>
            </h2>
            <p className="text-sm text-base-content/75">{humanizeCategory(booking.room.category)}</p>
          </div>
          <span className={`badge ${badgeClass[badge.tone]} font-semibold`}>{badge.text}</span>
        </div>
        <StayFacts booking={booking} />
        <div className="mt-1 flex flex-wrap items-center justify-between gap-3">
          <p className="text-lg font-semibold text-primary">
            <span className="sr-only">Total: </span>{formatBdt(booking.price)}
          </p>
          <BookingAction booking={booking} userId={userId} action={action} />
        </div>
      </div>
    </li>
  );
}
