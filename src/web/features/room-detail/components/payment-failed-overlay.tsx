import { useEffect, useRef } from 'react';
import { FiXCircle } from 'react-icons/fi';
import { messages } from '#shared/messages.ts';

/**
 * SPEC §2 full-screen "We are really Sorry / Payment Failed" overlay. It is a modal <dialog>
 * so nothing behind it can be reached; Escape does the same as Try Again.
 */
export function PaymentFailedOverlay({ onTryAgain }: { onTryAgain: () => void }) {
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
      aria-describedby="payment-failed-text"
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-base-100 p-6 backdrop:bg-black/60"
      onCancel={(event) => {
        event.preventDefault();
        onTryAgain();
      }}
    >
      <div className="flex h-full flex-col items-center justify-center gap-4 text-center">
        <FiXCircle aria-hidden="true" className="text-7xl text-red-600" />
        <h2 id="payment-failed-title" className="text-3xl font-bold sm:text-4xl">
          {messages.paymentFailedTitle}
        </h2>
        <p id="payment-failed-text" className="text-xl font-semibold text-red-700">
          {messages.paymentFailed}
        </p>
        <button type="button" className="btn btn-primary btn-wide mt-4" onClick={onTryAgain} autoFocus>
          Try Again
        </button>
      </div>
    </dialog>
  );
}
