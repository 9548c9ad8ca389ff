import { useEffect, useRef } from 'react';
import { formatMoney, formatStayDate } from '#web/lib/format.ts';

/** The cancellation rule (docs/product/rules.md#cancel-a-booking, 24 hours) in one sentence, before the guest pays. */
const CANCELLATION_POLICY = 'Free cancellation until 24 hours before check-in.';

/** What the guest is about to pay for. Dates are `YYYY-MM-DD`. */
export interface BookingSummary {
  name: string;
  email: string;
  roomName: string;
  checkIn: string;
  checkOut: string;
  nights: number;
  /** BDT per night. */
  pricePerNight: number;
  total: number;
}

interface ConfirmBookingModalProps {
  open: boolean;
  summary: BookingSummary | null;
  paying: boolean;
  onRevise: () => void;
  onConfirm: () => void;
  /** Called after the dialog has closed, to put focus back somewhere sensible. */
  onClosed: () => void;
}

/**
 * docs/product/screens.md#confirmation-modal confirmation modal. A native modal <dialog> makes the page behind it inert (focus
 * stays inside) and turns Escape into a cancel, which we refuse while the payment starts.
 */
export function ConfirmBookingModal({ open, summary, paying, onRevise, onConfirm, onClosed }: ConfirmBookingModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const rows: [string, string][] = summary
    ? [
        ['Name', summary.name],
        ['E-mail', summary.email],
        ['Room', summary.roomName],
        ['Check in', formatStayDate(summary.checkIn)],
        ['Check out', formatStayDate(summary.checkOut)],
        ['Nights', String(summary.nights)],
        ['Total price', formatMoney(summary.total)],
      ]
    : [];
  // nights × rate = total, from the same integer-poisha total the panel computed.
  const breakdown =
    summary && summary.nights > 0
      ? `${summary.nights} ${summary.nights === 1 ? 'night' : 'nights'} × ${formatMoney(summary.pricePerNight)} = ${formatMoney(summary.total)}`
      : null;

  return (
    <dialog
      ref={dialogRef}
      aria-labelledby="confirm-booking-title"
      className="modal modal-bottom sm:modal-middle"
      onCancel={(event) => {
        event.preventDefault();
        if (!paying) onRevise();
      }}
      onClose={onClosed}
    >
      <div className="modal-box">
        <h2 id="confirm-booking-title" className="text-xl font-bold">
          Confirm your booking
        </h2>
        <dl className="mt-4 divide-y divide-base-300">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-2">
              <dt className="text-base-content/75">{label}</dt>
              <dd className="min-w-0 text-right font-medium [overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
        {breakdown && <p className="mt-3 text-right text-sm font-semibold">{breakdown}</p>}
        <p className="mt-3 rounded-box bg-base-200 px-3 py-2 text-sm">{CANCELLATION_POLICY}</p>
        <div className="modal-action">
          <button type="button" className="btn" onClick={onRevise} disabled={paying}>
            Revise
          </button>
          <button
            type="button"
            // aria-disabled rather than disabled: a disabled button would drop focus out of the dialog.
            className={`btn btn-primary ${paying ? 'cursor-wait opacity-70' : ''}`}
            aria-disabled={paying || undefined}
            aria-busy={paying || undefined}
            onClick={() => {
              if (!paying) onConfirm();
            }}
          >
            {paying && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
            Confirm &amp; Pay
          </button>
        </div>
      </div>
    </dialog>
  );
}
