/**
 * Cancellation rules (docs/product/states.md#booking-card-actions, docs/product/rules.md#cancel-a-booking; issue #4): the
 * guest raises a request, an admin approves it (refund through the gateway first, then one
 * transaction) or declines it.
 */
import { canCancelStay } from '#shared/domain/cancellation-policy.ts';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { toBdt } from '#shared/domain/money.ts';
import { messages } from '#shared/messages.ts';
import type { CancellationRequest, RaiseCancelBody } from '#shared/schemas/cancellations.ts';
import type { AppContext } from '../../context.ts';
import { sqlStateOf } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { toBookingDto } from '../bookings/bookings.service.ts';
import { toPaymentDto } from '../payments/payments.service.ts';
import { APPROVAL_CLAIM } from '../checkout/checkout-states.ts';
import { openCancellation, resolveCancellation } from '../checkout/checkout.service.ts';
import { findBooking, listCancellationRequests, type CancellationViewRow } from './cancellations.repository.ts';

/** The requests with their booking, payment, room and guest (one query), for the admin lists. */
export { listCancellationRequests, type CancellationViewRow };
import { recordCancellationRequested, recordCancellationResolved } from './cancellation-records.ts';
import { isEntityId } from '#shared/schemas/common.ts';

export const alreadyResolved = () => new AppError('ALREADY_RESOLVED', 'Already resolved');
const idsMismatch = () => new AppError('IDS_MISMATCH', 'These ids do not belong to the same booking');

/**
 * POST /rais-cancel. Throws 403 (not the caller's booking or userId), 404 (unknown booking),
 * 400 (room mismatch, unpaid, "Already Declined this Cancelation!", docs/product/rules.md#cancel-a-booking 24-hour rule in
 * hotel time), 409 (already approved, or a request is open).
 */
export async function raiseCancellation(
  app: AppContext,
  caller: SessionUser,
  body: RaiseCancelBody,
  now = new Date(),
  ip: string | null = null,
): Promise<void> {
  if (body.userId !== caller.id) throw forbidden();
  const booking = isEntityId(body.bookingId) ? await findBooking(app.db, body.bookingId) : undefined;
  if (!booking) throw notFound('Booking');
  if (booking.userId !== caller.id) throw forbidden();
  if (booking.roomId !== body.roomId) throw idsMismatch();
  if (booking.status !== 'paid') throw new AppError('NOT_PAID', 'Only a paid booking can be cancelled');
  if (booking.cStatus === 'approved') throw new AppError('ALREADY_CANCELLED', 'This booking is already cancelled');
  if (booking.cStatus === 'declined') throw new AppError('ALREADY_DECLINED', messages.alreadyDeclined);
  if (booking.cStatus === 'processing') throw requestOpen();
  if (!canCancelStay(booking.startDate, now, app.config.hotelTimeZone)) {
    throw new AppError('TOO_LATE', messages.cancelTooLate);
  }
  const opened = await app.db
    .transaction(async (tx) => {
      const request = await openCancellation(tx, booking, body.reason);
      if (request) await recordCancellationRequested(tx, { actor: caller.id, ip }, request);
      return request;
    })
    .catch((error: unknown) => {
      if (sqlStateOf(error) === '23505') return undefined; // the unique pending request per booking
      throw error;
    });
  if (!opened) throw requestOpen();
  app.emailQueue.kick();
}

const requestOpen = () => new AppError('REQUEST_OPEN', 'A cancellation request is already open for this booking');

/** Row → API request (docs/product/entities.md#cancellation-request with room, user, booking, payment attached). */
export function toCancellationDto(row: CancellationViewRow, today: string): CancellationRequest {
  const { request: r, booking, payment, room, user } = row;
  const bookingView = {
    booking,
    roomTitle: room.title,
    roomImage: room.image,
    roomCategory: room.category,
    userName: user.name,
    userEmail: user.email,
    userPhoto: user.photo,
    declineReason: r.declineReason,
  };
  const decision = r.decision === 'approved' || r.decision === 'declined' ? r.decision : null;
  return {
    _id: r.id,
    date: r.date.toISOString(),
    reason: r.reason,
    status: r.status === 'resolved' ? 'resolved' : 'pending',
    // A claim in progress ('approving') is still pending to the outside world.
    decision,
    declineReason: decision === 'declined' ? r.declineReason : null,
    resolvedBy: r.status === 'resolved' ? r.resolvedBy : null,
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
    userId: r.userId,
    roomId: r.roomId,
    bookingId: r.bookingId,
    room: { _id: room.id, title: room.title, image: room.image, category: room.category, price: toBdt(room.pricePoisha) },
    user: { _id: user.id, name: user.name, email: user.email, photo: user.photo },
    booking: toBookingDto(bookingView, today),
    payment: toPaymentDto({ payment, roomTitle: room.title, bookingStatus: booking.status }),
  };
}

/** GET /cancelation-reqs[?id=]: all requests newest first, or `[that one]`. Throws 404 for an unknown id. */
export async function listRequests(app: AppContext, id?: string): Promise<CancellationRequest[]> {
  if (id !== undefined && !isEntityId(id)) throw notFound('Cancellation request');
  const rows = await listCancellationRequests(app.db, id);
  if (id !== undefined && rows.length === 0) throw notFound('Cancellation request');
  const today = todayInHotel(new Date(), app.config.hotelTimeZone);
  return rows.map((row) => toCancellationDto(row, today));
}

/**
 * The request `requestId` with its booking and payment, checked to belong to `bookingId`
 * (and to `tranId` when given). Throws 404 unknown, 400 mismatch.
 */
export async function findRequestOf(app: AppContext, requestId: string, bookingId: string, tranId?: string): Promise<CancellationViewRow> {
  const [row] = isEntityId(requestId) ? await listCancellationRequests(app.db, requestId) : [];
  if (!row) throw notFound('Cancellation request');
  if (row.request.bookingId !== bookingId) throw idsMismatch();
  if (tranId !== undefined && row.payment.tranId !== tranId) throw idsMismatch();
  return row;
}

/**
 * POST /decline-cancelation/:bookingId/:requestId: booking → declined, request resolved with
 * the hotel's `reason` (issue 24; null from the spec's bodiless call), in one transaction, only while pending. Throws 404/400 (ids), 409 (resolved or being approved).
 */
export async function declineRequest(
  app: AppContext,
  admin: SessionUser,
  bookingId: string,
  requestId: string,
  reason: string | null,
  ip: string | null = null,
): Promise<void> {
  const row = await findRequestOf(app, requestId, bookingId);
  if (row.request.status !== 'pending') throw alreadyResolved();
  if (row.request.decision === APPROVAL_CLAIM) throw beingApproved();
  const isDeclined = await app.db.transaction(async (tx) => {
    const resolution = { transition: 'declineCancellation', bookingId, requestId, adminId: admin.id, declineReason: reason } as const;
    if (!(await resolveCancellation(tx, resolution))) return false;
    await recordCancellationResolved(tx, { actor: admin.id, ip }, { bookingId, requestId, outcome: 'declined', reason });
    return true;
  });
  if (!isDeclined) throw alreadyResolved();
  app.emailQueue.kick();
}

export const beingApproved = () => new AppError('BEING_APPROVED', 'Another admin is approving this request right now');
