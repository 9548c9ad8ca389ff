import { Link } from 'react-router';
import { bookingDisplayStatus, type DisplayTone } from '#shared/domain/booking-display-status.ts';
import { humanizeCategory } from '#shared/domain/humanize-category.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { StayFacts } from '../../components/stay-facts.tsx';
import { EmailText } from '#web/components/ui/email-text.tsx';
import { formatMoney } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';

/** Badge colours; orange for a cancelled booking (docs/product/states.md#booking-display-status), each with >= 4.5:1 contrast. */
const toneClass: Record<DisplayTone, string> = {
  orange: 'border-transparent bg-orange-700 text-white',
  green: 'badge-success',
  blue: 'badge-info',
  gray: 'badge-neutral',
};

/**
 * One booking in All Bookings (docs/product/screens.md#all-bookings): room image and title, the guest, dates
 * day-month-year, price, and the docs/product/states.md#booking-display-status display status (badge) with its status chip.
 * In a list (`detailHref` set, issue 24) the title opens the booking detail and the card shows the
 * transaction id, as the wide table does; the booking detail shows the card without either.
 */
export function AdminBookingCard({
  booking,
  now,
  detailHref,
  placement,
}: {
  booking: Booking;
  now: Date;
  detailHref?: string;
  /** In the list (issue 27): the physical room's number and the source's words. */
  placement?: { roomNumber: string; source: string };
}) {
  const status = bookingDisplayStatus(booking, now);
  return (
    <li className="card overflow-hidden border border-base-300 bg-base-100 shadow-sm sm:card-side">
      <figure className="aspect-[16/9] shrink-0 bg-base-200 sm:aspect-auto sm:w-56">
        <img src={booking.room.image} alt={booking.room.title} loading="lazy" className="size-full object-cover" />
      </figure>
      <div className="card-body gap-3 p-5">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h2 className="card-title font-display text-lg">
              {detailHref ? (
                <Link to={detailHref} className="link link-hover" aria-label={`Booking ${booking.tranId}: ${booking.room.title}`}>
                  {booking.room.title}
                </Link>
              ) : (
                booking.room.title
              )}
            </h2>
            <p className="text-sm text-base-content/75">{humanizeCategory(booking.room.category)}</p>
            {placement && (
              <p className="text-sm">
                Room {placement.roomNumber} · <span className="sr-only">Source: </span>
                {placement.source}
              </p>
            )}
            {detailHref && (
              <p className="break-all font-mono text-xs text-base-content/75">
                <span className="sr-only">Transaction ID: </span>
                {booking.tranId}
              </p>
            )}
          </div>
          <div className="flex flex-wrap gap-2">
            <span className={`badge font-semibold ${toneClass[status.tone]}`}>{status.label}</span>
            {status.chip && (
              <span className="badge badge-outline font-semibold">
                <span className="sr-only">Status: </span>
                {status.chip}
              </span>
            )}
          </div>
        </div>
        <div className="flex items-center gap-3">
          <Avatar name={booking.user.name} photo={booking.user.photo} size="size-9" alt="" />
          <p className="min-w-0 text-sm">
            <span className="sr-only">Guest: </span>
            <Link className="link font-medium" to={paths.guestProfile(booking.userId)}>
              {booking.user.name}
            </Link>{' '}
            <EmailText email={booking.user.email} className="text-base-content/75" />
            {booking.user.phone && (
              <span className="block text-base-content/75">
                <span className="sr-only">Phone: </span>
                {booking.user.phone}
              </span>
            )}
          </p>
        </div>
        <StayFacts booking={booking} />
        <p className="text-lg font-semibold text-primary">
          <span className="sr-only">Total: </span>
          {formatMoney(booking.price)}
        </p>
      </div>
    </li>
  );
}
