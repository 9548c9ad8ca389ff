import { Rating } from '@smastrom/react-rating';
import '@smastrom/react-rating/style.css';
import type { Review } from '#shared/schemas/rooms.ts';
import { messages } from '#shared/messages.ts';
import { formatTimestamp } from '#web/lib/format.ts';
import { ReviewerAvatar } from './reviewer-avatar.tsx';

interface ReviewsSectionProps {
  reviews: Review[] | undefined;
  loading: boolean;
  error: Error | null;
}

/** A review's instant in the one timestamp style (issue #12); null when it is not a date. */
function formatReviewDate(value: string): string | null {
  return Number.isNaN(new Date(value).getTime()) ? null : formatTimestamp(value);
}

/** docs/product/screens.md#room-detail reviews grid (photo, name, read-only stars, comment) or "No Reviews Yet". */
export function ReviewsSection({ reviews, loading, error }: ReviewsSectionProps) {
  return (
    <section aria-labelledby="reviews-heading" className="flex flex-col gap-4">
      <h2 id="reviews-heading" className="text-xl font-semibold">
        Reviews{reviews?.length ? ` (${reviews.length})` : ''}
      </h2>
      {loading && <p className="text-base-content/70">Loading reviews…</p>}
      {error && <p className="text-red-700">Reviews could not be loaded: {error.message}</p>}
      {reviews && reviews.length === 0 && <p className="text-lg font-medium text-base-content/70">{messages.noReviews}</p>}
      {reviews && reviews.length > 0 && (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {reviews.map((review) => {
            const date = formatReviewDate(review.createdAt);
            return (
              <li key={review._id} className="flex flex-col gap-3 rounded-2xl border border-base-300 bg-base-100 p-5 shadow-sm">
                <div className="flex items-center gap-3">
                  <ReviewerAvatar name={review.user.name} photo={review.user.photo} />
                  <div className="min-w-0">
                    <p className="truncate font-semibold">{review.user.name}</p>
                    {date && (
                      <p className="text-xs text-base-content/70">
                        <time dateTime={review.createdAt}>{date}</time>
                      </p>
                    )}
                  </div>
                </div>
                <Rating value={review.rating} readOnly style={{ maxWidth: 110 }} />
                <p className="leading-relaxed [overflow-wrap:anywhere]">{review.comment}</p>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
