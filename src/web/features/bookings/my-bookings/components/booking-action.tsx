import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { HiCheckBadge, HiClock, HiStar, HiXCircle } from 'react-icons/hi2';
import type { BookingCardAction } from '#shared/domain/booking-card-state.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import { CancelDialog } from './cancel-dialog.tsx';
import { ReviewDialog } from './review-dialog.tsx';

// Status labels are badges (soft, no button padding or solid fill) so they never read as buttons.
const labelClass = 'badge badge-soft gap-1 font-semibold';

/**
 * The action button or label of a booking card (docs/product/states.md#booking-card-actions), from `bookingCardState`. Cancel
 * opens the reason dialog unless the state carries a refusal (24-hour limit, or a declined
 * request), which is then only shown as an error toast.
 */
export function BookingAction({ booking, userId, action }: { booking: Booking; userId: string; action: BookingCardAction }) {
  const [dialog, setDialog] = useState<'cancel' | 'review' | null>(null);
  const close = useCallback(() => setDialog(null), []);
  const cancelLabel = `Cancel booking of ${booking.room.title}`;

  switch (action.kind) {
    case 'review':
      return (
        <>
          <button type="button" className="btn btn-sm btn-accent" onClick={() => setDialog('review')}>
            <HiStar aria-hidden="true" /> Review
          </button>
          <ReviewDialog booking={booking} userId={userId} open={dialog === 'review'} onClose={close} />
        </>
      );
    case 'cancel':
    case 'cancel-declined':
      return (
        <>
          <button
            type="button"
            className="btn btn-sm btn-outline btn-error"
            aria-label={cancelLabel}
            onClick={() => (action.refusal ? toast.error(action.refusal) : setDialog('cancel'))}
          >
            <HiXCircle aria-hidden="true" /> Cancel
          </button>
          {action.kind === 'cancel' && action.canCancel && (
            <CancelDialog booking={booking} userId={userId} open={dialog === 'cancel'} onClose={close} />
          )}
        </>
      );
    case 'reviewed':
      return (
        <span className={`${labelClass} badge-success`}>
          <HiCheckBadge aria-hidden="true" /> {action.label}
        </span>
      );
    case 'cancel-requested':
      return (
        <span className={`${labelClass} badge-info`}>
          <HiClock aria-hidden="true" /> {action.label}
        </span>
      );
    case 'cancel-approved':
      return (
        <span className={`${labelClass} badge-warning bg-warning/25 text-warning-content`}>
          <HiCheckBadge aria-hidden="true" /> {action.label}
        </span>
      );
    default:
      return null;
  }
}
