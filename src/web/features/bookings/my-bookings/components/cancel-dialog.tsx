import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import toast from 'react-hot-toast';
import { messages } from '#shared/messages.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import { cancelReasonFormSchema } from '#shared/schemas/cancellations.ts';
import { DialogFieldError, DialogTextarea } from '#web/components/ui/dialog-fields.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { formatStayDate } from '#web/lib/format.ts';
import { useRaiseCancel } from '../api/use-raise-cancel.ts';

/**
 * The Cancel dialog of docs/product/rules.md#cancel-a-booking: asks for a reason (required, "Please Fill-Up Properly !"),
 * sends the request and toasts "Cancelation Request Successfully Submitted"; the server's
 * refusals (e.g. "Cann't cancel ! Less than 24 Hours left !") are toasted as errors.
 */
export function CancelDialog({ booking, userId, open, onClose }: { booking: Booking; userId: string; open: boolean; onClose: () => void }) {
  const raise = useRaiseCancel(userId);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Request a cancellation"
      submitLabel="Submit Request"
      submitTone="btn-error"
      schema={cancelReasonFormSchema}
      defaultValues={{ reason: '' }}
      onSubmit={async ({ reason }) => {
        // mutateAsync: the refreshed list swaps this card's Cancel for a label, unmounting the
        // dialog, and mutate's per-call callbacks would then never run.
        await raise.mutateAsync({ bookingId: booking._id, roomId: booking.roomId, reason });
        toast.success(messages.cancelRequested);
      }}
    >
      {(form) => <CancelFields booking={booking} registration={form.register('reason')} error={form.formState.errors.reason?.message} />}
    </FormDialog>
  );
}

/** The stay being cancelled and the reason field, whose message shows from the first submit while the reason is missing. */
function CancelFields({
  booking,
  registration,
  error,
}: {
  booking: Booking;
  registration: UseFormRegisterReturn<'reason'>;
  error: string | undefined;
}) {
  const fieldId = useId();
  const errorId = useId();
  return (
    <>
      <p className="text-sm text-base-content/80">
        <span className="font-semibold text-base-content">{booking.room.title}</span>, {formatStayDate(booking.startDate)} to{' '}
        {formatStayDate(booking.endDate)}. If the hotel approves, the full amount is refunded to your payment method.
      </p>
      <DialogTextarea
        id={fieldId}
        label="Reason for cancelling"
        placeholder="Tell us why you need to cancel"
        registration={registration}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
      >
        <DialogFieldError id={errorId} message={error} />
      </DialogTextarea>
    </>
  );
}
