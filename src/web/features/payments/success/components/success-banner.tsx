import { FiCheckCircle } from 'react-icons/fi';
import { Link } from 'react-router';
import { messages } from '#shared/messages.ts';
import { paths } from '#web/lib/paths.ts';

/**
 * docs/product/screens.md#payment-success: "Payment Successful!", the transaction id, the thank-you line and the two links.
 * A test payment is marked once, on the invoice below (which prints), not here as well (issue 24).
 */
export function SuccessBanner({ tranId }: { tranId: string }) {
  return (
    <section
      aria-labelledby="payment-success-title"
      className="flex flex-col items-center gap-3 rounded-2xl bg-base-100 p-6 text-center shadow-sm ring-1 ring-base-300 sm:p-10"
    >
      <FiCheckCircle aria-hidden="true" className="text-6xl text-green-700" />
      <h1 id="payment-success-title" className="text-3xl font-bold sm:text-4xl">
        {messages.paymentSuccessTitle}
      </h1>
      <p className="text-sm text-base-content/80">
        Transaction ID: <span className="break-all font-mono font-semibold text-base-content">{tranId || '—'}</span>
      </p>
      <p className="max-w-prose text-base-content/90">{messages.paymentSuccessText}</p>
      <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row print:hidden">
        <Link to={paths.myBookings} className="btn btn-primary">
          See Bookings
        </Link>
        <Link to={paths.home} className="btn btn-outline">
          See Rooms
        </Link>
      </div>
    </section>
  );
}
