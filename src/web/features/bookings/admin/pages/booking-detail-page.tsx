import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { bookingStatusText } from '#shared/domain/booking-display-status.ts';
import { messages } from '#shared/messages.ts';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useBookingDetailsQuery } from '../../api/get-booking-details.ts';
import { paths } from '#web/lib/paths.ts';
import { uiText } from '#web/lib/ui-text.ts';
import { AdminBookingCard } from '../components/admin-booking-card.tsx';
import { MoveBookingControl } from '../components/move-booking-control.tsx';
import { ChangeStayControl } from '../components/change-stay-control.tsx';
import { NoShowControl } from '../components/no-show-control.tsx';
import { CancelForGuestControl } from '../components/cancel-for-guest-control.tsx';
import { auditLogOf } from '#web/features/staff/public/audit-describe.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { formatMoney, formatTimestamp } from '#web/lib/format.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import { TakePaymentForm } from '../../desk/components/take-payment-form.tsx';
import { StayActions } from '#web/features/staff/public/stay-actions.tsx';

/** Issue 27: the stay total, what was paid and what is still owed (BDT). */
function BookingMoney({ balance }: { balance: NonNullable<Booking['balance']> }) {
  return (
    <>
      <div>
        <dt className="text-base-content/75">Total · Paid</dt>
        <dd>
          {formatMoney(balance.total)} · {formatMoney(balance.paid)}
        </dd>
      </div>
      <div>
        <dt className="text-base-content/75">Balance due</dt>
        <dd className="font-semibold">{formatMoney(balance.balanceDue)}</dd>
      </div>
    </>
  );
}

/**
 * One booking for the admin (issue #13: every row of Today, the tape chart and the lists
 * opens it): the booking card, its transaction id and booking time, and links onward.
 * Issue 27: its room number, and "Move to room" for a live booking.
 */
export default function BookingDetailPage() {
  const { id = '' } = useParams();
  const [now] = useState(() => new Date());
  const { data: booking, isPending, isError } = useBookingDetailsQuery(id);
  return (
    <section className="mx-auto max-w-3xl">
      <PageTitle text="Booking · Hotel Booking" />
      <h1 className="mb-6 font-display text-3xl font-semibold">Booking</h1>
      {isPending && <Spinner label="Loading booking…" />}
      {(isError || (!isPending && !booking)) && (
        <div role="alert" className="alert alert-error">
          {messages.somethingWrong}
        </div>
      )}
      {booking && (
        <>
          <ul>
            <AdminBookingCard booking={booking} now={now} />
          </ul>
          <dl className="mt-4 grid gap-2 rounded-box border border-base-300 bg-base-100 p-4 text-sm sm:grid-cols-2">
            <div>
              <dt className="text-base-content/75">Transaction ID</dt>
              <dd className="break-all font-mono">{booking.tranId}</dd>
            </div>
            <div>
              <dt className="text-base-content/75">Booked</dt>
              <dd>{formatTimestamp(booking.bookingDate)}</dd>
            </div>
            <div>
              <dt className="text-base-content/75">Booking status</dt>
              <dd>{bookingStatusText(booking, now)}</dd>
            </div>
            <div>
              <dt className="text-base-content/75">Cancellation</dt>
              <dd className="capitalize">{booking.c_status ?? 'None'}</dd>
            </div>
            <div>
              <dt className="text-base-content/75">Room number</dt>
              <dd>{booking.roomNumber ? `Room ${booking.roomNumber}` : 'Not assigned'}</dd>
            </div>
            {booking.balance && <BookingMoney balance={booking.balance} />}
          </dl>
          <MoveBookingControl booking={booking} now={now} />
          <ChangeStayControl booking={booking} />
          <StayActions bookingId={booking._id} />
          <NoShowControl booking={booking} />
          <CancelForGuestControl booking={booking} />
          {booking.balance && booking.status === 'paid' && booking.c_status !== 'approved' && (
            <TakePaymentForm bookingId={booking._id} balanceDue={booking.balance.balanceDue} />
          )}
          {booking.c_status === 'processing' && (
            <div role="note" className="alert alert-warning mt-4 flex flex-wrap justify-between">
              <span>{uiText.cancellationWaiting}</span>
              <Link className="btn btn-sm" to={`${paths.cancelationRequests}?status=pending&q=${encodeURIComponent(booking.tranId)}`}>
                {uiText.openCancellationRequest}
              </Link>
            </div>
          )}
          <div className="mt-4 flex flex-wrap gap-2">
            <Link className="btn btn-sm btn-outline" to={`${paths.allBookings}?q=${encodeURIComponent(booking.tranId)}`}>
              In All Bookings
            </Link>
            <Link className="btn btn-sm btn-outline" to={`${paths.allPayments}?q=${encodeURIComponent(booking.tranId)}`}>
              Its payment
            </Link>
            <Link className="btn btn-sm btn-outline" to={paths.room(booking.roomId)}>
              Room page
            </Link>
            <Link className="btn btn-sm btn-outline" to={auditLogOf('booking', booking._id)}>
              Audit log
            </Link>
          </div>
        </>
      )}
    </section>
  );
}
