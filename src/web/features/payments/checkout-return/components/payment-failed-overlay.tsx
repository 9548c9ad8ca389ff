import { useEffect, useRef } from 'react';
import { FiClock, FiRotateCcw, FiSlash, FiXCircle } from 'react-icons/fi';
import { messages, paymentFailedNoCharge } from '#shared/messages.ts';

/**
 * Which story the overlay tells: docs/product/screens.md#payment-overlay failure, issue #8's refunded / not-yet-confirmed
 * payment, or issue #12's payment the guest cancelled at the gateway.
 */
export type PaymentOverlayKind = 'failed' | 'refunded' | 'unconfirmed' | 'cancelled';

const icons = { failed: FiXCircle, refunded: FiRotateCcw, unconfirmed: FiClock, cancelled: FiSlash };
const tones = { failed: 'text-red-600', refunded: 'text-primary', unconfirmed: 'text-warning', cancelled: 'text-base-content/70' };
const retries = new Set<PaymentOverlayKind>(['failed', 'cancelled']);

/**
 * docs/product/screens.md#payment-overlay full-screen "We are really Sorry / Payment Failed" overlay, and the same overlay with
 * an honest `title`/`text` for a late payment we refunded or an outcome not known yet. It is a
 * modal <dialog> so nothing behind it can be reached; Escape does the same as Try Again.
 */
export function PaymentFailedOverlay({
  onTryAgain,
  kind = 'failed',
  title,
  text,
}: {
  onTryAgain: () => void;
  kind?: PaymentOverlayKind;
  title?: string;
  text?: string;
}) {
  const Icon = icons[kind];
  const hasNoChargeNote = kind === 'failed' && !text;
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    // The page behind must not scroll while the overlay covers it.
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previousOverflow;
      dialog?.close();
    };
  }, []);

  return (
    <dialog
      ref={dialogRef}
      role="alertdialog"
      aria-labelledby="payment-failed-title"
      aria-describedby={hasNoChargeNote ? 'payment-failed-text payment-failed-note' : 'payment-failed-text'}
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-base-100 p-6 backdrop:bg-black/60"
      onCancel={(event) => {
        event.preventDefault();
        onTryAgain();
      }}
    >
      <div className="flex h-full flex-col items-center justify-center gap-4 text-center">
        <Icon aria-hidden="true" className={`text-7xl ${tones[kind]}`} />
        <h2 id="payment-failed-title" className="text-3xl font-bold sm:text-4xl">
          {title ?? messages.paymentFailedTitle}
        </h2>
        <p id="payment-failed-text" className={`max-w-xl text-xl font-semibold ${kind === 'failed' ? 'text-red-700' : ''}`}>
          {text ?? messages.paymentFailed}
        </p>
        {hasNoChargeNote && (
          <p id="payment-failed-note" className="max-w-xl text-lg">
            {paymentFailedNoCharge}
          </p>
        )}
        <button type="button" className="btn btn-primary btn-wide mt-4" onClick={onTryAgain} autoFocus>
          {retries.has(kind) ? 'Try Again' : 'OK'}
        </button>
      </div>
    </dialog>
  );
}
