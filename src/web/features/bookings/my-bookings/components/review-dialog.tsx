import { useId } from 'react';
import { Controller, type Control, type FieldErrors, type UseFormRegisterReturn } from 'react-hook-form';
import { Rating } from '@smastrom/react-rating';
import '@smastrom/react-rating/style.css';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { messages } from '#shared/messages.ts';
import type { Booking } from '#shared/schemas/bookings.ts';
import { reviewFormSchema } from '#shared/schemas/reviews.ts';
import { DialogFieldError, DialogTextarea } from '#web/components/ui/dialog-fields.tsx';
import { FormDialog } from '#web/components/ui/form-dialog.tsx';
import { usePostReview } from '../api/use-post-review.ts';

const ARROW_KEYS = new Set(['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown']);
const starLabels = ['1 star, poor', '2 stars, fair', '3 stars, good', '4 stars, very good', '5 stars, excellent'];

type ReviewFormValues = z.input<typeof reviewFormSchema>;

/**
 * The Review dialog of docs/product/rules.md#reviews: a 1–5 star rating (a keyboard-operable radio group) and a
 * comment, both required ("Please Review Properly !"); success toasts "Reviewed Successfully".
 */
export function ReviewDialog({ booking, userId, open, onClose }: { booking: Booking; userId: string; open: boolean; onClose: () => void }) {
  const post = usePostReview(userId);
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Review your stay"
      submitLabel="Submit Review"
      submitTone="btn-primary"
      schema={reviewFormSchema}
      defaultValues={{ rating: 0, comment: '' }}
      onSubmit={async ({ rating, comment }) => {
        // mutateAsync: the refreshed list swaps this card's Review for "Reviewed", unmounting
        // the dialog, and mutate's per-call callbacks would then never run.
        await post.mutateAsync({ bookingId: booking._id, roomId: booking.roomId, rating, comment });
        toast.success(messages.reviewed);
      }}
    >
      {(form) => (
        <ReviewFields
          roomTitle={booking.room.title}
          control={form.control}
          comment={form.register('comment')}
          errors={form.formState.errors}
        />
      )}
    </FormDialog>
  );
}

/** The stars and the comment, with one message under both while either is missing (from the first submit on). */
function ReviewFields({
  roomTitle,
  control,
  comment,
  errors,
}: {
  roomTitle: string;
  control: Control<ReviewFormValues>;
  comment: UseFormRegisterReturn<'comment'>;
  errors: FieldErrors<ReviewFormValues>;
}) {
  const ratingLabelId = useId();
  const commentId = useId();
  const errorId = useId();
  const error = errors.rating?.message ?? errors.comment?.message;
  return (
    <>
      <p className="text-sm text-base-content/80">
        How was your stay in <span className="font-semibold text-base-content">{roomTitle}</span>?
      </p>
      <div className="flex flex-col gap-2">
        <span id={ratingLabelId} className="font-medium">
          Your rating
        </span>
        <Controller
          control={control}
          name="rating"
          render={({ field }) => (
            // WAI-ARIA radio group: an arrow key moves to a star and chooses it. The library only
            // moves focus (choosing takes Enter or Space) and lets arrow keys bubble: choose the
            // star it focused (issue 24).
            <div
              onKeyDown={(event) => {
                if (!ARROW_KEYS.has(event.key)) return;
                const stars = [...event.currentTarget.querySelectorAll('[role="radio"]')];
                const index = stars.indexOf(document.activeElement as Element);
                if (index >= 0) field.onChange(index + 1);
              }}
            >
              <Rating
                // The shared schema coerces (a JSON body may carry a string), so its input type is unknown.
                value={Number(field.value)}
                onChange={field.onChange}
                isRequired
                visibleLabelId={ratingLabelId}
                invisibleItemLabels={starLabels}
                style={{ maxWidth: 220 }}
              />
            </div>
          )}
        />
      </div>
      <DialogTextarea
        id={commentId}
        label="Your comment"
        placeholder="What did you like? What could be better?"
        registration={comment}
        invalid={Boolean(errors.comment)}
        describedBy={error ? errorId : undefined}
      />
      <DialogFieldError id={errorId} message={error} />
    </>
  );
}
