/** What a desk booking wrote (issue 27): booking, room number, money, the receipt, and in link mode the link to send. */
import { useState } from 'react';
import { Link } from 'react-router';
import type { DeskBookingReply } from '#shared/schemas/desk.ts';
import { formatMoney, formatTimestamp } from '#web/lib/format.ts';
import { paths } from '#web/lib/paths.ts';

/** The link with a Copy button (the clipboard when allowed; the field stays selectable either way). */
function PayLink({ link }: { link: string }) {
  const [isCopied, setIsCopied] = useState(false);
  async function copy() {
    await navigator.clipboard?.writeText(link).catch(() => undefined);
    setIsCopied(true);
  }
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor="desk-pay-link" className="text-sm font-medium">
        Payment link (send it to the guest)
      </label>
      <div className="flex flex-wrap gap-2">
        <input
          id="desk-pay-link"
          className="input min-w-0 flex-1 font-mono text-sm"
          value={link}
          readOnly
          onFocus={(e) => e.target.select()}
        />
        <button type="button" className="btn btn-primary" onClick={copy}>
          {isCopied ? 'Copied' : 'Copy link'}
        </button>
      </div>
    </div>
  );
}

export function DeskSuccess({ reply, onAnother }: { reply: DeskBookingReply; onAnother: () => void }) {
  return (
    <section aria-labelledby="desk-done" className="card border border-success/40 bg-base-100 shadow-sm">
      <div className="card-body gap-4">
        <h2 id="desk-done" className="card-title text-success" tabIndex={-1}>
          {reply.status === 'paid' ? 'Booked' : 'Held: waiting for the guest to pay'}
        </h2>
        <dl className="grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-4">
          <dt className="text-base-content/75">Room</dt>
          <dd className="font-semibold">{reply.roomNumber}</dd>
          <dt className="text-base-content/75">Total</dt>
          <dd>{formatMoney(reply.total)}</dd>
          <dt className="text-base-content/75">Paid</dt>
          <dd>{formatMoney(reply.paid)}</dd>
          <dt className="text-base-content/75">Balance due</dt>
          <dd className="font-semibold">{formatMoney(reply.balanceDue)}</dd>
          <dt className="text-base-content/75">Booking</dt>
          <dd className="col-span-1 break-all font-mono text-xs sm:col-span-3">{reply.bookingId}</dd>
          {reply.holdExpiresAt && (
            <>
              <dt className="text-base-content/75">Hold ends</dt>
              <dd className="sm:col-span-3">{formatTimestamp(reply.holdExpiresAt)}</dd>
            </>
          )}
        </dl>
        {reply.payLink && <PayLink link={reply.payLink} />}
        <div className="flex flex-wrap gap-2">
          {reply.paymentId && (
            <a className="btn btn-outline" href={paths.receipt(reply.paymentId)} target="_blank" rel="noopener">
              Print receipt
            </a>
          )}
          <Link className="btn btn-outline" to={paths.adminBooking(reply.bookingId)}>
            Open booking
          </Link>
          <button type="button" className="btn btn-ghost" onClick={onAnother}>
            New booking
          </button>
        </div>
      </div>
    </section>
  );
}
