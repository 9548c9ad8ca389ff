/**
 * Review rules (docs/product/rules.md#reviews; issue #4): only the owner of an enjoyed stay (paid, check-out
 * day reached in hotel time, not cancelled and refunded), once per stay. The room's average
 * and count are computed from the reviews table, so they update with the insert.
 */
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import type { PostReviewBody } from '#shared/schemas/reviews.ts';
import type { AppContext } from '../../context.ts';
import { sqlStateOf } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { isEnjoyedStay } from '../bookings/bookings.service.ts';
import { flagReviewed } from '../checkout/checkout.service.ts';
import { findBookingWithPayment, insertReview } from './reviews.repository.ts';
import { isEntityId } from '#shared/schemas/common.ts';

const alreadyReviewed = () => new AppError('ALREADY_REVIEWED', 'This stay is already reviewed');

/**
 * POST /post-review. Rating (1–5) and comment are checked by the body schema ("Please Review
 * Properly !"). Throws 403 (not the caller's userId or booking), 404 (unknown booking),
 * 400 (room mismatch, stay not enjoyed yet or refunded), 409 (already reviewed).
 */
export async function postReview(app: AppContext, caller: SessionUser, body: PostReviewBody, now = new Date()): Promise<void> {
  if (body.userId !== caller.id) throw forbidden();
  const row = isEntityId(body.bookingId) ? await findBookingWithPayment(app.db, body.bookingId) : undefined;
  if (!row) throw notFound('Booking');
  const { booking } = row;
  if (booking.userId !== caller.id) throw forbidden();
  if (booking.roomId !== body.roomId) throw new AppError('IDS_MISMATCH', 'This booking is not for that room');
  const today = todayInHotel(now, app.config.hotelTimeZone);
  const isEnjoyed = isEnjoyedStay(booking, today) && row.paymentStatus !== 'refunded';
  if (!isEnjoyed) throw new AppError('NOT_ENJOYED', 'Only a completed stay can be reviewed');
  if (booking.reviewed) throw alreadyReviewed();
  const isInserted = await app.db
    .transaction(async (tx) => {
      // markReviewed (checkout-states.ts) first: a stay already flagged gets no second review.
      if (!(await flagReviewed(tx, booking.id))) return false;
      await insertReview(tx, booking, body.rating, body.comment);
      return true;
    })
    .catch((error: unknown) => {
      if (sqlStateOf(error) === '23505') return false;
      throw error;
    });
  if (!isInserted) throw alreadyReviewed();
}
