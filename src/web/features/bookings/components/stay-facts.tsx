import { HiCalendarDays, HiKey, HiMoon } from 'react-icons/hi2';
import type { Booking } from '#shared/schemas/bookings.ts';
import { formatMoney, formatStayDate } from '#web/lib/format.ts';

/** A booking card's dates (day-month-year), "n nights × nightly price" and (issue 27) "Room 203" once a room is assigned. */
export function StayFacts({
  booking,
}: {
  booking: Pick<Booking, 'startDate' | 'endDate' | 'nights' | 'pricePerNight'> & Partial<Pick<Booking, 'roomNumber'>>;
}) {
  return (
    <dl className="grid gap-2 text-sm sm:grid-cols-2">
      <div className="flex items-center gap-2">
        <HiCalendarDays aria-hidden="true" className="size-5 text-primary" />
        <dt className="sr-only">Dates</dt>
        <dd>
          {formatStayDate(booking.startDate)} <span aria-hidden="true">→</span>
          <span className="sr-only">to</span> {formatStayDate(booking.endDate)}
        </dd>
      </div>
      <div className="flex items-center gap-2">
        <HiMoon aria-hidden="true" className="size-5 text-primary" />
        <dt className="sr-only">Nights</dt>
        <dd>
          {booking.nights} {booking.nights === 1 ? 'night' : 'nights'} × {formatMoney(booking.pricePerNight)}
        </dd>
      </div>
      {booking.roomNumber && (
        <div className="flex items-center gap-2">
          <HiKey aria-hidden="true" className="size-5 text-primary" />
          <dt className="sr-only">Room number</dt>
          <dd>Room {booking.roomNumber}</dd>
        </div>
      )}
    </dl>
  );
}
