/**
 * Check in / Check out on the admin's booking detail (issue 28): "Check in" opens the check-in
 * page when the server says the stay can check in; "Check out" checks a checked-in guest out
 * (the server refuses while money is due, and the message says how much); then "Print invoice".
 * A guest checking out before the last night is reminded that Change dates releases the nights.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import toast from 'react-hot-toast';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { formatStayDate } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';
import { useCheckInView, useCheckOut } from '../check-in/api/stays-api.ts';

export function StayActions({ bookingId }: { bookingId: string }) {
  const view = useCheckInView(bookingId);
  const checkOut = useCheckOut(bookingId);
  const [invoiceUrl, setInvoiceUrl] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const data = view.data;
  if (!data) return null;

  async function doCheckOut() {
    setProblem(null);
    try {
      const reply = await checkOut.mutateAsync();
      setInvoiceUrl(reply.invoiceUrl);
      toast.success(`Checked out — room ${reply.roomNumber} is now dirty`);
    } catch (e) {
      const message = e instanceof Error ? e.message : 'The guest could not be checked out';
      setProblem(message);
      toast.error(message);
    }
  }

  const isRegistered = data.booking.stayStatus !== 'expected';
  // Check-out never shortens the stay: nights after today stay sold until Change dates re-prices them.
  const isLeavingEarly = data.canCheckOut && data.booking.checkOut > todayInHotel();
  if (!data.canCheckIn && !data.canCheckOut && !isRegistered && !invoiceUrl) return null;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-2 rounded-box border border-base-300 bg-base-100 p-4">
      {data.canCheckIn && (
        <Link className="btn btn-primary btn-sm" to={paths.checkIn(bookingId)}>
          Check in
        </Link>
      )}
      {data.canCheckOut && (
        <button type="button" className="btn btn-primary btn-sm" onClick={doCheckOut} disabled={checkOut.isPending}>
          {checkOut.isPending && <span className="loading loading-spinner loading-xs" aria-hidden="true" />}
          Check out
        </button>
      )}
      {isRegistered && (
        <Link className="btn btn-outline btn-sm" to={paths.registrationCard(bookingId)}>
          Registration card
        </Link>
      )}
      {invoiceUrl && (
        <a className="btn btn-outline btn-sm" href={invoiceUrl} target="_blank" rel="noopener">
          Print invoice
        </a>
      )}
      {isLeavingEarly && (
        <p className="w-full text-sm text-base-content/75">
          The stay runs to {formatStayDate(data.booking.checkOut)}. Leaving early? Change the dates first, so the nights after today are
          free again and refunded.
        </p>
      )}
      {problem && (
        <p role="alert" className="w-full text-sm text-error">
          {problem}
        </p>
      )}
    </div>
  );
}
