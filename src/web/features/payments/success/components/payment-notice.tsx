import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';
import { Link } from 'react-router';
import { paths } from '#web/lib/paths.ts';

/**
 * The payment page when it cannot say "Payment Successful!" (issue #12): still waiting for the
 * gateway (with the SPEC's spinner), refunded, not paid, unknown or another account's payment.
 * `busy` shows the spinner and announces updates politely while the page polls.
 */
export function PaymentNotice({
  icon: Icon,
  tone,
  title,
  children,
  busy = false,
  roomId,
}: {
  icon: IconType;
  tone: string;
  title: string;
  children: ReactNode;
  busy?: boolean;
  roomId?: string;
}) {
  return (
    <section
      aria-labelledby="payment-notice-title"
      aria-busy={busy || undefined}
      className="mx-auto flex w-full max-w-2xl flex-col items-center gap-4 rounded-2xl bg-base-100 p-6 text-center shadow-sm ring-1 ring-base-300 sm:p-10"
    >
      {busy ? (
        <span className="loading loading-spinner loading-lg text-primary" aria-hidden="true" />
      ) : (
        <Icon aria-hidden="true" className={`text-6xl ${tone}`} />
      )}
      <h1 id="payment-notice-title" className="text-2xl font-bold sm:text-3xl">
        {title}
      </h1>
      <div role="status" aria-live="polite" className="max-w-prose space-y-2 text-base-content/90">
        {children}
      </div>
      <div className="mt-2 flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
        <Link to={paths.myBookings} className="btn btn-primary">
          See Bookings
        </Link>
        {roomId ? (
          <Link to={paths.room(roomId)} className="btn btn-outline">
            Back to the room
          </Link>
        ) : (
          <Link to={paths.home} className="btn btn-outline">
            See Rooms
          </Link>
        )}
      </div>
    </section>
  );
}
