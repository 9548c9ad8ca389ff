import { useEffect, useId, useRef, type ReactNode } from 'react';
import { IoClose } from 'react-icons/io5';
import { useFocusTrap } from '#web/lib/use-focus-trap.ts';

/**
 * Accessible modal on the native <dialog> (daisyUI `modal`): focus moves into it and Tab keeps
 * it there, Escape and the backdrop close it, and focus returns to the element that opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  actions,
  wide = false,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  wide?: boolean;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const titleId = useId();
  // showModal() makes the page inert, but Tab past the last control would still leave for the
  // browser's own toolbar; the trap wraps it round inside, like the drawer and the mobile menu.
  useFocusTrap(ref, open);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement as HTMLElement | null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const handleClose = () => {
      // The close event is queued: when the dialog was opened again before it arrived (Back
      // pressed at once after "Stay"), it belongs to the earlier closing and must not close this one.
      if (dialog.open) return;
      onClose();
      opener.current?.focus();
    };
    dialog.addEventListener('close', handleClose);
    return () => dialog.removeEventListener('close', handleClose);
  }, [onClose]);

  return (
    <dialog ref={ref} className="modal modal-bottom sm:modal-middle" aria-labelledby={titleId}>
      <div className={`modal-box ${wide ? 'sm:max-w-3xl' : ''}`}>
        <div className="mb-4 flex items-start justify-between gap-4">
          <h2 id={titleId} className="font-display text-xl font-semibold">
            {title}
          </h2>
          <form method="dialog">
            <button type="submit" className="btn btn-sm btn-circle btn-ghost" aria-label="Close">
              <IoClose aria-hidden="true" className="size-5" />
            </button>
          </form>
        </div>
        {open && children}
        <div className="modal-action">
          {actions}
          <form method="dialog">
            <button type="submit" className="btn">
              Close
            </button>
          </form>
        </div>
      </div>
      <form method="dialog" className="modal-backdrop">
        <button type="submit" tabIndex={-1}>
          close
        </button>
      </form>
    </dialog>
  );
}
