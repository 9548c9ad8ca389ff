import { bookingStatusText } from '#shared/domain/booking-display-status.ts';
import { humanizeCategory } from '#shared/domain/humanize-category.ts';
import { messages } from '#shared/messages.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useBookingDetailsQuery } from '../api/get-booking-details.ts';
import { formatMoney, formatStayDate, formatTimestamp } from '#web/lib/format.ts';

/** Body of the Booking Details modal: the booking behind a payment. */
export function BookingDetails({ bookingId }: { bookingId: string }) {
  const { data: booking, isPending, isError } = useBookingDetailsQuery(bookingId);
  if (isPending) return <Spinner label="Loading booking…" className="min-h-40" />;
  if (isError || !booking)
    return (
      <p role="alert" className="text-error">
        {messages.somethingWrong}
      </p>
    );

  const rows: [string, string][] = [
    ['Room', booking.room.title],
    // Issue 27: the physical room the stay holds, once assigned.
    ...(booking.roomNumber ? [['Room number', `Room ${booking.roomNumber}`] as [string, string]] : []),
    ['Category', humanizeCategory(booking.room.category)],
    ['Check in', formatStayDate(booking.startDate)],
    ['Check out', formatStayDate(booking.endDate)],
    ['Nights', String(booking.nights)],
    ['Price per night', formatMoney(booking.pricePerNight)],
    ['Total', formatMoney(booking.price)],
    // Issue 24: the same words as the admin's booking detail and All Bookings, never the bare "paid" of a refunded stay.
    ['Status', bookingStatusText(booking)],
    ['Booked on', formatTimestamp(booking.bookingDate)],
    ['Guest', `${booking.user.name} (${booking.user.email})`],
  ];
  return (
    <div className="space-y-4">
      <img src={booking.room.image} alt={booking.room.title} className="aspect-[16/9] w-full rounded-box object-cover" />
      <dl className="divide-y divide-base-300">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-4 py-2 text-sm">
            <dt className="text-base-content/75">{label}</dt>
            <dd className="text-right font-medium first-letter:uppercase">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
