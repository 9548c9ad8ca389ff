import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { formatDayMonthYear } from '#shared/domain/nights.ts';
import { messages } from '#shared/messages.ts';
import { raiseCancelBodySchema } from '#shared/schemas/cancellations.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import { Modal } from '#web/components/ui/modal.tsx';
import { useRaiseCancel } from '../api/use-raise-cancel.ts';

/**
 * The Cancel dialog of SPEC §5: asks for a reason (required, "Please Fill-Up Properly !"),
 * sends the request and toasts "Cancelation Request Successfully Submitted"; the server's
 * refusals (e.g. "Cann't cancel ! Less than 24 Hours left !") are toasted as errors.
 */
export function CancelDialog({ booking, userId, open, onClose }: {
  booking: Booking;
  userId: string;
  open: boolean;
  onClose: () => void;
}) {
  const formId = useId();
  const raise = useRaiseCancel(userId);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Request a cancellation"
      actions={
        <button type="submit" form={formId} className="btn btn-error" disabled={raise.isPending}>
          {raise.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {raise.isPending ? 'Submitting…' : 'Submit Request'}
        </button>
      }
    >
      <CancelForm
        formId={formId}
        booking={booking}
        onSubmit={async (reason) => {
          // mutateAsync: the refreshed list swaps this card's Cancel for a label, unmounting the
          // dialog, and mutate's per-call callbacks would then never run.
          try {
            await raise.mutateAsync({ bookingId: booking._id, roomId: booking.roomId, reason });
          } catch (error) {
            toast.error((error as Error).message || messages.somethingWrong);
            return;
          }
          toast.success(messages.cancelRequested);
          onClose();
        }}
      />
    </Modal>
  );
}

/** The reason field; validated with the shared contract so the SPA and the server agree. */
function CancelForm({ formId, booking, onSubmit }: { formId: string; booking: Booking; onSubmit: (reason: string) => Promise<void> }) {
  const [reason, setReason] = useState('');
  const [isSubmitted, setSubmitted] = useState(false);
  const fieldId = useId();
  const errorId = useId();
  const parsed = raiseCancelBodySchema.shape.reason.safeParse(reason);
  // Shown after the first submit, and only while the reason is still missing.
  const error = isSubmitted && !parsed.success ? (parsed.error.issues[0]?.message ?? messages.cancelReasonMissing) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (parsed.success) void onSubmit(parsed.data);
  };

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-base-content/80">
        <span className="font-semibold text-base-content">{booking.room.title}</span>,{' '}
        {formatDayMonthYear(booking.startDate)} to {formatDayMonthYear(booking.endDate)}. If the hotel approves,
        the full amount is refunded to your payment method.
      </p>
      <div className="flex flex-col gap-1">
        <label htmlFor={fieldId} className="font-medium">Reason for cancelling</label>
        <textarea
          id={fieldId}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          rows={4}
          maxLength={2000}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`textarea w-full ${error ? 'textarea-error' : ''}`}
          placeholder="Tell us why you need to cancel"
        />
        {error && <p id={errorId} role="alert" className="text-sm font-semibold text-error">{error}</p>}
      </div>
    </form>
  );
}
