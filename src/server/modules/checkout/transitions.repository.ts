/**
 * The booking, payment, cancellation and review transitions of checkout-states.ts as Drizzle
 * statements: each one conditional UPDATE on the expected status, returning what changed
 * (nothing → somebody else got there first). The only code that writes `bookings` and
 * `payments` (with refunds.repository.ts) and that opens and resolves cancellation requests.
 */
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { stayCollidesSql } from '../../db/overlap-rule.ts';
import { bookings, cancellationRequests, payments } from '../../db/schema.ts';
import {
  APPROVAL_CLAIM,
  BOOKING_TRANSITIONS as B,
  CANCELLATION_TRANSITIONS as C,
  PAYMENT_TRANSITIONS as P,
  REQUEST_TRANSITIONS as R,
  REVIEW_TRANSITIONS,
  ROOM_TRANSITIONS,
  UNKEPT_BOOKING_STATUSES,
} from './checkout-states.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type CancellationRow = typeof cancellationRequests.$inferSelect;

/** Gateway facts recorded when a payment is confirmed. */
export type PaidFields = Pick<
  typeof payments.$inferInsert,
  'valId' | 'bankTranId' | 'cardType' | 'bankGw' | 'tranDate' | 'currencyType' | 'riskLevel' | 'gatewayValidation'
>;

const released = { tranId: bookings.tranId, id: bookings.id };

/** Subquery: ids of bookings that hold no dates. */
export function unkeptBookingIds(db: Executor) {
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .where(inArray(bookings.status, [...UNKEPT_BOOKING_STATUSES]));
}

/**
 * Inserts a `held` booking and its `pending` payment in ONE statement (a data-modifying CTE:
 * one round trip less on the write path, docs/performance.md#write-path), in the caller's
 * transaction. Returns the booking's id and total (poisha). The exclusion constraint's refusal
 * (23P01) reaches the caller as it is.
 */
export async function insertHold(tx: Executor, booking: NewBooking, gatewayMode: string): Promise<Pick<BookingRow, 'id' | 'pricePoisha'>> {
  const held = tx
    .insert(bookings)
    .values({ ...booking, status: 'held' })
    .returning({ id: bookings.id, userId: bookings.userId, tranId: bookings.tranId, pricePoisha: bookings.pricePoisha });
  const { rows } = await tx.execute<{ id: string; price_poisha: string | number }>(sql`
    with held as (${held.getSQL()})
    insert into ${payments} (booking_id, user_id, tran_id, amount_poisha, gateway_mode)
    select "id", "user_id", "tran_id", "price_poisha", ${gatewayMode} from held
    returning booking_id as id, amount_poisha as price_poisha`);
  return { id: rows[0].id, pricePoisha: Number(rows[0].price_poisha) };
}

/** Records the gateway session opened for `tranId` (its key and the gateway's answer). */
export async function recordGatewaySession(db: Executor, tranId: string, sessionKey: string, raw: unknown): Promise<void> {
  await db
    .update(payments)
    .set({ sessionKey, gatewayInit: raw })
    .where(and(eq(payments.tranId, tranId), eq(payments.status, 'pending')));
}

/** expire: holds lapsed by `now` (oldest first, at most `limit`; of room type `roomId` only when given) → expired. */
export async function expireLapsedHolds(tx: Executor, options: { now: Date; limit?: number; roomId?: string }) {
  const lapsed = tx
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, [...B.expire.from]),
        lte(bookings.holdExpiresAt, options.now),
        options.roomId ? eq(bookings.roomId, options.roomId) : undefined,
      ),
    )
    .orderBy(asc(bookings.holdExpiresAt))
    .limit(options.limit ?? 1000);
  return tx
    .update(bookings)
    .set({ status: B.expire.to, holdExpiresAt: null })
    .where(and(inArray(bookings.id, lapsed), inArray(bookings.status, [...B.expire.from])))
    .returning(released);
}

/**
 * expire and release before a new hold of one room, in ONE statement (one round trip less on
 * the write path, docs/performance.md#write-path), under the caller's lock on the room: the
 * room's lapsed holds → expired (expire), and the owner's live holds on it colliding with the
 * stay (the constraint's rule, db/overlap-rule.ts) → expired (release). Returns what each
 * transition ended.
 */
export async function endHoldsBeforeNewHold(
  tx: Executor,
  stay: { roomId: string; userId: string; startDate: string; endDate: string },
  isSameDayTurnover: boolean,
) {
  // Both transitions end a hold the same way (checkout-states.ts: a held booking becomes expired).
  const endable = [...new Set([...B.expire.from, ...B.release.from])];
  const isLapsed = lte(bookings.holdExpiresAt, sql`now()`);
  const isOwnColliding = and(
    eq(bookings.userId, stay.userId),
    stayCollidesSql(
      { start: bookings.startDate, end: bookings.endDate },
      { checkIn: stay.startDate, checkOut: stay.endDate },
      isSameDayTurnover,
    ),
  );
  const ending = tx.$with('ending').as(
    tx
      .select({ id: bookings.id, isLapsed: sql<boolean>`${isLapsed}`.as('is_lapsed') })
      .from(bookings)
      .where(and(eq(bookings.roomId, stay.roomId), inArray(bookings.status, endable), or(isLapsed, isOwnColliding))),
  );
  // The status is checked again per row, as every transition does.
  const rows = await tx
    .with(ending)
    .update(bookings)
    .set({ status: B.expire.to, holdExpiresAt: null })
    .from(ending)
    .where(and(eq(bookings.id, ending.id), inArray(bookings.status, endable)))
    .returning({ ...released, isLapsed: ending.isLapsed });
  return {
    expired: rows.filter((row) => row.isLapsed).map(({ tranId, id }) => ({ tranId, id })),
    released: rows.filter((row) => !row.isLapsed).map(({ tranId, id }) => ({ tranId, id })),
  };
}

/** release / cancelHold of one booking. Returns false when it was no longer held. */
export async function releaseHold(tx: Executor, bookingId: string, transition: 'release' | 'cancelHold'): Promise<boolean> {
  const t = B[transition];
  const rows = await tx
    .update(bookings)
    .set({ status: t.to, holdExpiresAt: null })
    .where(and(eq(bookings.id, bookingId), inArray(bookings.status, [...t.from])))
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/**
 * pay: the booking → paid, its hold ended. Throws SQLSTATE 23P01 when someone else holds the
 * dates now (run it in a savepoint). Returns false when the booking is in no state to be paid.
 */
export async function payBooking(tx: Executor, bookingId: string): Promise<boolean> {
  const rows = await tx
    .update(bookings)
    .set({ status: B.pay.to, holdExpiresAt: null })
    .where(and(eq(bookings.id, bookingId), inArray(bookings.status, [...B.pay.from])))
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/**
 * pay into another physical room of the same type (issue 27, late payment): the booking → paid
 * in room `physicalRoomId`, its hold ended, in ONE statement. For a lapsed hold whose room was
 * sold meanwhile; the caller holds the type's lock and picked a free room. Throws 23P01 when
 * that room is taken after all (run it in a savepoint). Returns false when the booking is in no
 * state to be paid.
 */
export async function payBookingInRoom(tx: Executor, bookingId: string, physicalRoomId: string): Promise<boolean> {
  const rows = await tx
    .update(bookings)
    .set({ status: B.pay.to, holdExpiresAt: null, physicalRoomId })
    .where(and(eq(bookings.id, bookingId), inArray(bookings.status, [...B.pay.from])))
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/** confirm: pending|failed|cancelled → paid with the gateway's facts. Returns the row, or undefined. */
export async function confirmPaymentRow(tx: Executor, tranId: string, fields: PaidFields): Promise<PaymentRow | undefined> {
  const [row] = await tx
    .update(payments)
    .set({ ...fields, status: P.confirm.to, paidAt: sql`now()` })
    .where(and(eq(payments.tranId, tranId), inArray(payments.status, [...P.confirm.from])))
    .returning();
  return row;
}

/** fail / cancel of one pending payment. Returns the row, or undefined when it was not pending. */
export async function closePendingPayment(tx: Executor, tranId: string, transition: 'fail' | 'cancel'): Promise<PaymentRow | undefined> {
  const t = P[transition];
  const [row] = await tx
    .update(payments)
    .set({ status: t.to })
    .where(and(eq(payments.tranId, tranId), inArray(payments.status, [...t.from])))
    .returning();
  return row;
}

/** fail: of `tranIds` (the gateway just reported them unpaid), those whose booking holds no dates. */
export async function failReleasedPendingPayments(db: Executor, tranIds: string[]) {
  if (tranIds.length === 0) return [];
  return db
    .update(payments)
    .set({ status: P.fail.to })
    .where(
      and(inArray(payments.tranId, tranIds), inArray(payments.status, [...P.fail.from]), inArray(payments.bookingId, unkeptBookingIds(db))),
    )
    .returning({ tranId: payments.tranId, bookingId: payments.bookingId });
}

/** Notes that the job asked the gateway about these payments now (fair, oldest-asked-first batches). */
export async function markGatewayChecked(db: Executor, tranIds: string[], at: Date): Promise<void> {
  if (tranIds.length === 0) return;
  await db.update(payments).set({ gatewayCheckedAt: at }).where(inArray(payments.tranId, tranIds));
}

/**
 * requestCancellation: a paid, never-requested booking → c_req + processing, and its request
 * row opened (`pending`, the owner's `reason`). Returns the request, or undefined (writing
 * nothing) when the booking was in no such state. A concurrent second request fails on the
 * one-pending-request-per-booking index (SQLSTATE 23505).
 */
export async function openCancellation(
  tx: Executor,
  booking: Pick<BookingRow, 'id' | 'userId' | 'roomId'>,
  reason: string,
): Promise<CancellationRow | undefined> {
  const t = C.requestCancellation;
  // `from` is [null]: SQL's IN never matches null, IS NULL does.
  const rows = await tx
    .update(bookings)
    .set({ cReq: true, cStatus: t.to })
    .where(and(eq(bookings.id, booking.id), eq(bookings.status, 'paid'), isNull(bookings.cStatus)))
    .returning({ id: bookings.id });
  if (rows.length === 0) return undefined;
  const [request] = await tx
    .insert(cancellationRequests)
    .values({ bookingId: booking.id, userId: booking.userId, roomId: booking.roomId, reason })
    .returning();
  return request;
}

/** Which request a resolution closes, and how. */
export type CancellationResolution =
  | { transition: 'approveCancellation'; bookingId: string; requestId?: string; adminId?: string }
  | { transition: 'declineCancellation'; bookingId: string; requestId: string; adminId: string; declineReason: string | null };

/**
 * approveCancellation / declineCancellation with REQUEST_TRANSITIONS.resolve: the booking's
 * pending request → resolved with the decision (an approval needs the request claimed,
 * APPROVAL_CLAIM; a decline needs it unclaimed), then the booking processing → approved |
 * declined. Returns false, writing nothing, when that request was in no such state. Without a
 * `requestId` (the job recording a refund whose answer was lost) the booking is approved
 * whatever became of its request.
 */
export async function resolveCancellation(tx: Executor, resolution: CancellationResolution): Promise<boolean> {
  const isApproval = resolution.transition === 'approveCancellation';
  const requests = await tx
    .update(cancellationRequests)
    .set({
      status: R.resolve.to,
      decision: isApproval ? 'approved' : 'declined',
      declineReason: isApproval ? null : resolution.declineReason,
      ...(resolution.adminId ? { resolvedBy: resolution.adminId } : {}),
      resolvedAt: sql`now()`,
    })
    .where(
      and(
        resolution.requestId ? eq(cancellationRequests.id, resolution.requestId) : eq(cancellationRequests.bookingId, resolution.bookingId),
        inArray(cancellationRequests.status, [...R.resolve.from]),
        isApproval ? eq(cancellationRequests.decision, APPROVAL_CLAIM) : isNull(cancellationRequests.decision),
      ),
    )
    .returning({ id: cancellationRequests.id });
  if (requests.length === 0 && resolution.requestId) return false;
  const t = C[resolution.transition];
  await tx
    .update(bookings)
    .set({ cStatus: t.to })
    .where(and(eq(bookings.id, resolution.bookingId), inArray(bookings.cStatus, [...t.from])));
  return true;
}

/**
 * moveBooking: a live booking (held with a live hold, or paid; cancellation not approved) →
 * physical room `to.physicalRoomId` of type `to.roomId`, status and price unchanged. Returns
 * false when the booking was not live. Throws SQLSTATE 23P01 when the room is taken for the
 * stay (the exclusion constraint).
 */
export async function moveBookingRoom(tx: Executor, bookingId: string, to: { physicalRoomId: string; roomId: string }): Promise<boolean> {
  const rows = await tx
    .update(bookings)
    .set({ physicalRoomId: to.physicalRoomId, roomId: to.roomId })
    .where(
      and(
        eq(bookings.id, bookingId),
        inArray(bookings.status, [...ROOM_TRANSITIONS.moveBooking.from]),
        sql`${bookings.cStatus} is distinct from 'approved'`,
        or(eq(bookings.status, 'paid'), sql`${bookings.holdExpiresAt} > now()`),
      ),
    )
    .returning({ id: bookings.id });
  if (rows.length === 0) return false;
  // A pending request names the booking's room type (the admin's list shows it): an upgrade moves it along.
  await tx
    .update(cancellationRequests)
    .set({ roomId: to.roomId })
    .where(and(eq(cancellationRequests.bookingId, bookingId), eq(cancellationRequests.status, 'pending')));
  return true;
}

/** markReviewed: the stay is flagged reviewed, once. Returns false when it already was. */
export async function flagReviewed(tx: Executor, bookingId: string): Promise<boolean> {
  const t = REVIEW_TRANSITIONS.markReviewed;
  const rows = await tx
    .update(bookings)
    .set({ reviewed: t.to })
    .where(and(eq(bookings.id, bookingId), inArray(bookings.reviewed, [...t.from])))
    .returning({ id: bookings.id });
  return rows.length > 0;
}
