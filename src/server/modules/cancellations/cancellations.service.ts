/**
 * Cancellation rules (SPEC §4 Booking card actions, §5 Cancel a booking; issue #4): the
 * guest raises a request, an admin approves it (refund through the gateway first, then one
 * transaction) or declines it.
 */
import { canCancelStay } from '#shared/domain/cancellation-policy.ts';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { toBdt } from '#shared/domain/money.ts';
import { messages } from '#shared/messages.ts';
import type { CancellationRequest, RaiseCancelBody } from '#shared/schemas/cancellations.ts';
import type { App } from '../../app.ts';
import { sqlStateOf } from '../../db/client.ts';
import { AppError, forbidden, notFound } from '../../errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { toBookingDto } from '../bookings/bookings.service.ts';
import { toPaymentDto } from '../payments/payments.service.ts';
import { isRoomId as isUuid } from '../rooms/rooms.service.ts';
import {
  APPROVAL_CLAIM, findBooking, listCancellationRequests, openCancellationRequest, resolveRequest,
  type CancellationViewRow,
} from './cancellations.repository.ts';
import { setCancellationOutcome } from '../checkout/transitions.repository.ts';

export const alreadyResolved = () => new AppError(409, 'ALREADY_RESOLVED', 'Already resolved');
export const idsMismatch = () => new AppError(400, 'IDS_MISMATCH', 'These ids do not belong to the same booking');

/**
 * POST /rais-cancel. Throws 403 (not the caller's booking or userId), 404 (unknown booking),
 * 400 (room mismatch, unpaid, "Already Declined this Cancelation!", SPEC §5 24-hour rule in
 * hotel time), 409 (already approved, or a request is open).
 */
export async function raiseCancellation(app: App, caller: SessionUser, body: RaiseCancelBody, now = new Date()): Promise<void> {
  if (body.userId !== caller.id) throw forbidden();
  const booking = isUuid(body.bookingId) ? await findBooking(app.db, body.bookingId) : undefined;
  if (!booking) throw notFound('Booking');
  if (booking.userId !== caller.id) throw forbidden();
  if (booking.roomId !== body.roomId) throw idsMismatch();
  if (booking.status !== 'paid') throw new AppError(400, 'NOT_PAID', 'Only a paid booking can be cancelled');
  if (booking.cStatus === 'approved') throw new AppError(409, 'ALREADY_CANCELLED', 'This booking is already cancelled');
  if (booking.cStatus === 'declined') throw new AppError(400, 'ALREADY_DECLINED', messages.alreadyDeclined);
  if (booking.cStatus === 'processing') throw requestOpen();
  if (!canCancelStay(booking.startDate, now, app.config.hotelTimeZone)) {
    throw new AppError(400, 'TOO_LATE', messages.cancelTooLate);
  }
  const opened = await app.db.transaction((tx) => openCancellationRequest(tx, booking, body.reason)).catch((error: unknown) => {
    if (sqlStateOf(error) === '23505') return undefined; // the unique pending request per booking
    throw error;
  });
  if (!opened) throw requestOpen();
}

const requestOpen = () => new AppError(409, 'REQUEST_OPEN', 'A cancellation request is already open for this booking');

/** Row → API request (SPEC §3 Cancellation request with room, user, booking, payment attached). */
export function toCancellationDto(row: CancellationViewRow, today: string): CancellationRequest {
  const { request: r, booking, payment, room, user } = row;
  const bookingView = {
    booking, roomTitle: room.title, roomImage: room.image, roomCategory: room.category,
    userName: user.name, userEmail: user.email, userPhoto: user.photo,
  };
  const decision = r.decision === 'approved' || r.decision === 'declined' ? r.decision : null;
  return {
    _id: r.id, date: r.date.toISOString(), reason: r.reason,
    status: r.status === 'resolved' ? 'resolved' : 'pending',
    // A claim in progress ('approving') is still pending to the outside world.
    decision, resolvedBy: r.status === 'resolved' ? r.resolvedBy : null, resolvedAt: r.resolvedAt?.toISOString() ?? null,
    userId: r.userId, roomId: r.roomId, bookingId: r.bookingId,
    room: { _id: room.id, title: room.title, image: room.image, category: room.category, price: toBdt(room.pricePoisha) },
    user: { _id: user.id, name: user.name, email: user.email, photo: user.photo },
    booking: toBookingDto(bookingView, today),
    payment: toPaymentDto({ payment, roomTitle: room.title, bookingStatus: booking.status }),
  };
}

/** GET /cancelation-reqs[?id=]: all requests newest first, or `[that one]`. Throws 404 for an unknown id. */
export async function listRequests(app: App, id?: string): Promise<CancellationRequest[]> {
  if (id !== undefined && !isUuid(id)) throw notFound('Cancellation request');
  const rows = await listCancellationRequests(app.db, id);
  if (id !== undefined && rows.length === 0) throw notFound('Cancellation request');
  const today = todayInHotel(new Date(), app.config.hotelTimeZone);
  return rows.map((row) => toCancellationDto(row, today));
}

/**
 * The request `requestId` with its booking and payment, checked to belong to `bookingId`
 * (and to `tranId` when given). Throws 404 unknown, 400 mismatch.
 */
export async function findRequestOf(app: App, requestId: string, bookingId: string, tranId?: string): Promise<CancellationViewRow> {
  const [row] = isUuid(requestId) ? await listCancellationRequests(app.db, requestId) : [];
  if (!row) throw notFound('Cancellation request');
  if (row.request.bookingId !== bookingId) throw idsMismatch();
  if (tranId !== undefined && row.payment.tranId !== tranId) throw idsMismatch();
  return row;
}

/**
 * POST /decline-cancelation/:bookingId/:requestId: booking → declined, request resolved, in
 * one transaction, only while pending. Throws 404/400 (ids), 409 (resolved or being approved).
 */
export async function declineRequest(app: App, admin: SessionUser, bookingId: string, requestId: string): Promise<void> {
  const row = await findRequestOf(app, requestId, bookingId);
  if (row.request.status !== 'pending') throw alreadyResolved();
  if (row.request.decision === APPROVAL_CLAIM) throw beingApproved();
  const isDeclined = await app.db.transaction(async (tx) => {
    if (!(await resolveRequest(tx, requestId, 'declined', admin.id))) return false;
    await setCancellationOutcome(tx, bookingId, 'declined');
    return true;
  });
  if (!isDeclined) throw alreadyResolved();
}

export const beingApproved = () => new AppError(409, 'BEING_APPROVED', 'Another admin is approving this request right now');
