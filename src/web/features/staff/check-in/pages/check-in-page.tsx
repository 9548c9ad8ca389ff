/**
 * Check-in (issue 28, /dashboard/booking/:id/check-in): the stay, its room and readiness (with
 * "Move to room" when it is not ready), the folio with Take payment, and the guest register
 * form. After check-in: links to print the registration card and back to Today.
 */
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { messages } from '#shared/messages.ts';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/lib/paths.ts';
import { MoveBookingControl, TakePaymentForm, useBookingDetailsQuery } from '#web/features/bookings/public/desk-controls.ts';
import { useCheckInView } from '../api/stays-api.ts';
import { GuestRegisterForm } from '../components/guest-register-form.tsx';
import { StayFacts } from '../components/stay-facts.tsx';

export default function CheckInPage() {
  const { id = '' } = useParams();
  const [now] = useState(() => new Date());
  const view = useCheckInView(id);
  const booking = useBookingDetailsQuery(id);
  const data = view.data;
  const isCheckedIn = data && data.booking.stayStatus !== 'expected';
  return (
    <section className="mx-auto max-w-3xl">
      <PageTitle text="Check-in · Hotel Booking" />
      <h1 className="mb-6 font-display text-3xl font-semibold">Check-in</h1>
      {view.isPending && <Spinner label="Loading the stay…" />}
      {view.isError && (
        <div role="alert" className="alert alert-error">
          {view.error.message || messages.somethingWrong}
        </div>
      )}
      {data && (
        <div className="flex flex-col gap-4">
          <StayFacts view={data} />
          {data.reason && !isCheckedIn && (
            <div role="note" className="alert alert-warning">
              {data.reason}
            </div>
          )}
          {data.reason?.startsWith('Room ') && booking.data && <MoveBookingControl booking={booking.data} now={now} />}
          {data.booking.status === 'paid' && <TakePaymentForm bookingId={id} balanceDue={data.folio.balanceDue} />}
          {isCheckedIn ? (
            <div role="status" className="alert alert-success flex flex-wrap justify-between">
              <span>The guest is {data.booking.stayStatus === 'checked-in' ? 'checked in' : 'checked out'}.</span>
              <span className="flex flex-wrap gap-2">
                <Link className="btn btn-sm" to={paths.registrationCard(id)}>
                  Print registration card
                </Link>
                <Link className="btn btn-sm btn-outline" to={paths.today}>
                  Back to Today
                </Link>
              </span>
            </div>
          ) : (
            <GuestRegisterForm
              bookingId={id}
              register={data.register}
              canCheckIn={data.canCheckIn}
              onCheckedIn={() => void view.refetch()}
            />
          )}
        </div>
      )}
    </section>
  );
}
