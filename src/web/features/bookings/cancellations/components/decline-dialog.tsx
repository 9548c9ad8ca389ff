import { useId } from 'react';
import { z } from 'zod';
import type { CancellationRequest } from '#shared/schemas/cancellations.ts';
import { declineReasonSchema } from '#shared/schemas/cancellations.ts';
import { DialogFieldError, DialogTextarea } from '#web/components/ui/dialog-fields.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { formatStayDate } from '#web/lib/format.ts';

const declineFormSchema = z.object({ reason: declineReasonSchema });

/**
 * Issue 24: Decline asks first, and asks why. The reason (required, the server's own rule,
 * declineReasonSchema) is shown to the guest on My Bookings and in the decline e-mail.
 * `onDecline` sends it and rejects when the server refuses (the dialog then stays open).
 */
export function DeclineDialog({
  request,
  open,
  onClose,
  onDecline,
}: {
  request: CancellationRequest;
  open: boolean;
  onClose: () => void;
  onDecline: (reason: string) => Promise<void>;
}) {
  const fieldId = useId();
  const errorId = useId();
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Decline this cancellation?"
      submitLabel="Decline request"
      submitTone="btn-error"
      schema={declineFormSchema}
      defaultValues={{ reason: '' }}
      onSubmit={({ reason }) => onDecline(reason)}
    >
      {(form) => {
        const error = form.formState.errors.reason?.message;
        return (
          <>
            <p className="text-sm text-base-content/80">
              {request.user.name} keeps the booking of <span className="font-semibold text-base-content">{request.room.title}</span>,{' '}
              {formatStayDate(request.booking.startDate)} to {formatStayDate(request.booking.endDate)}, and is not refunded. The guest reads
              your reason on My Bookings and in the e-mail.
            </p>
            <DialogTextarea
              id={fieldId}
              label="Reason for the guest"
              placeholder="Why the hotel cannot cancel this stay"
              registration={form.register('reason')}
              invalid={Boolean(error)}
              describedBy={error ? errorId : undefined}
            >
              <DialogFieldError id={errorId} message={error} />
            </DialogTextarea>
          </>
        );
      }}
    </FormDialog>
  );
}
