import { useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { HiClock, HiCreditCard, HiXCircle } from 'react-icons/hi2';
import type { Booking } from '#shared/schemas/bookings.ts';
import { Modal } from '#web/components/ui/modal.tsx';
import { formatStayRange, formatTimestamp } from '#web/lib/format.ts';
import { uiText } from '#web/lib/ui-text.ts';
import { useHoldActions } from '../api/use-hold-actions.ts';
import { formatRemaining, useCountdown } from '../hooks/use-countdown.ts';

/**
 * A live hold on the guest's card (issue #12): when it ends, counting down, with "Complete
 * payment" (back to the gateway) and "Cancel" (the dates are released at once). When the
 * countdown reaches zero the list is fetched again and the card shows the expired booking.
 */
export function HoldPanel({ booking, userId, holdExpiresAt }: { booking: Booking; userId: string; holdExpiresAt: string }) {
  const left = useCountdown(holdExpiresAt);
  const { resume, cancel, refresh } = useHoldActions(userId);
  const isOver = left === 0;
  useEffect(() => {
    if (isOver) void refresh();
  }, [isOver]); // eslint-disable-line react-hooks/exhaustive-deps
  const busy = resume.isPending || cancel.isPending || resume.isSuccess;
  const [isConfirming, setIsConfirming] = useState(false);

  const completePayment = () =>
    resume.mutate(booking._id, {
      onSuccess: ({ url }) => window.location.assign(url),
    });
  const cancelStay = () => {
    setIsConfirming(false);
    cancel.mutate(booking._id, {
      onSuccess: () => toast.success('Hold cancelled. The dates are free again.'),
    });
  };

  return (
    <div className="flex flex-col gap-3 rounded-box bg-info/10 p-3 text-sm">
      <p className="flex items-start gap-2">
        <HiClock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-info" />
        <span>
          Awaiting payment. Held for you until <strong>{formatTimestamp(holdExpiresAt)}</strong>{' '}
          <span className="whitespace-nowrap font-mono font-semibold" role="timer" aria-label={`Time left: ${formatRemaining(left)}`}>
            ({isOver ? 'ended' : `${formatRemaining(left)} left`})
          </span>
        </span>
      </p>
      {!isOver && (
        <div className="flex flex-wrap gap-2">
          <button type="button" className="btn btn-sm btn-primary" disabled={busy} onClick={completePayment}>
            {resume.isPending ? (
              <span className="loading loading-spinner loading-xs" aria-hidden="true" />
            ) : (
              <HiCreditCard aria-hidden="true" />
            )}
            Complete payment
          </button>
          <button
            type="button"
            className="btn btn-sm btn-outline btn-error"
            disabled={busy}
            aria-label={`Cancel the hold on ${booking.room.title}`}
            onClick={() => setIsConfirming(true)}
          >
            <HiXCircle aria-hidden="true" /> Cancel
          </button>
        </div>
      )}
      {/* Cancelling a hold cannot be undone: asked once more (issue 24). */}
      <Modal
        open={isConfirming}
        onClose={() => setIsConfirming(false)}
        title={uiText.cancelHoldTitle}
        actions={
          <button type="button" className="btn btn-error" onClick={cancelStay}>
            {uiText.cancelHoldConfirm}
          </button>
        }
      >
        <p>
          {booking.room.title}, {formatStayRange(booking.startDate, booking.endDate)}. {uiText.cancelHoldText}
        </p>
      </Modal>
    </div>
  );
}
