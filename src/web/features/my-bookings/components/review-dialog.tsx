import { useId, useState, type FormEvent } from 'react';
import { Rating } from '@smastrom/react-rating';
import '@smastrom/react-rating/style.css';
import toast from 'react-hot-toast';
import { messages } from '#shared/messages.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import { postReviewBodySchema } from '#shared/schemas/reviews.ts';
import { Modal } from '#web/components/ui/modal.tsx';
import { usePostReview } from '../api/use-post-review.ts';

const starLabels = ['1 star, poor', '2 stars, fair', '3 stars, good', '4 stars, very good', '5 stars, excellent'];
const reviewInput = postReviewBodySchema.pick({ rating: true, comment: true });

/**
 * The Review dialog of SPEC §5: a 1–5 star rating (a keyboard-operable radio group) and a
 * comment, both required ("Please Review Properly !"); success toasts "Reviewed Successfully".
 */
export function ReviewDialog({ booking, userId, open, onClose }: {
  booking: Booking;
  userId: string;
  open: boolean;
  onClose: () => void;
}) {
  const formId = useId();
  const post = usePostReview(userId);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Review your stay"
      actions={
        <button type="submit" form={formId} className="btn btn-primary" disabled={post.isPending}>
          {post.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {post.isPending ? 'Submitting…' : 'Submit Review'}
        </button>
      }
    >
      <ReviewForm
        formId={formId}
        roomTitle={booking.room.title}
        onSubmit={async (rating, comment) => {
          // mutateAsync: the refreshed list swaps this card's Review for "Reviewed", unmounting
          // the dialog, and mutate's per-call callbacks would then never run.
          try {
            await post.mutateAsync({ bookingId: booking._id, roomId: booking.roomId, rating, comment });
          } catch (error) {
            toast.error((error as Error).message || messages.somethingWrong);
            return;
          }
          toast.success(messages.reviewed);
          onClose();
        }}
      />
    </Modal>
  );
}

function ReviewForm({ formId, roomTitle, onSubmit }: {
  formId: string;
  roomTitle: string;
  onSubmit: (rating: number, comment: string) => Promise<void>;
}) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const [isSubmitted, setSubmitted] = useState(false);
  const ratingLabelId = useId();
  const commentId = useId();
  const errorId = useId();
  const parsed = reviewInput.safeParse({ rating, comment });
  // Shown after the first submit, and only while something is still missing.
  const error = isSubmitted && !parsed.success ? messages.reviewInvalid : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (parsed.success) void onSubmit(parsed.data.rating, parsed.data.comment);
  };

  return (
    <form id={formId} onSubmit={submit} noValidate className="space-y-4">
      <p className="text-sm text-base-content/80">
        How was your stay in <span className="font-semibold text-base-content">{roomTitle}</span>?
      </p>
      <div className="flex flex-col gap-2">
        <span id={ratingLabelId} className="font-medium">Your rating</span>
        <Rating
          value={rating}
          onChange={setRating}
          isRequired
          visibleLabelId={ratingLabelId}
          invisibleItemLabels={starLabels}
          style={{ maxWidth: 220 }}
        />
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor={commentId} className="font-medium">Your comment</label>
        <textarea
          id={commentId}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          rows={4}
          maxLength={2000}
          required
          aria-invalid={error && !comment.trim() ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className={`textarea w-full ${error && !comment.trim() ? 'textarea-error' : ''}`}
          placeholder="What did you like? What could be better?"
        />
      </div>
      {error && <p id={errorId} role="alert" className="text-sm font-semibold text-error">{error}</p>}
    </form>
  );
}
