/**
 * Staff cancellations as Drizzle statements (issue 28, checkout-states.ts CANCELLATION_TRANSITIONS
 * cancelByStaff): the request is claimed first (the guest's pending one, or a new one written by
 * staff, claimed at once with APPROVAL_CLAIM), so two cancellations refund once; it is resolved,
 * with the booking `approved`, in the transaction that records the refund (or at once without one).
 */
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { CancellationOutcome } from '#shared/schemas/desk-vocabularies.ts';
import type { Executor } from '../../db/client.ts';
import { bookings, cancellationRequests } from '../../db/schema.ts';
import { APPROVAL_CLAIM, CANCELLATION_TRANSITIONS as C, REQUEST_TRANSITIONS as R } from './checkout-states.ts';
import type { BookingRow } from './transitions.repository.ts';

/**
 * Claims the booking's cancellation request for staff member `staffId`: its pending unclaimed
 * request, or a new one (reason `reason`, requested by staff) opened on a booking never asked or
 * declined (booking → processing). Returns the request id, or undefined when the booking's
 * request is being approved or the booking is no longer cancellable.
 */
export async function claimStaffCancellation(
  tx: Executor,
  booking: Pick<BookingRow, 'id' | 'userId' | 'roomId'>,
  staffId: string,
  reason: string,
): Promise<string | undefined> {
  const [pending] = await tx
    .select({ id: cancellationRequests.id })
    .from(cancellationRequests)
    .where(and(eq(cancellationRequests.bookingId, booking.id), eq(cancellationRequests.status, 'pending')))
    .for('update');
  if (pending) {
    const claimed = await tx
      .update(cancellationRequests)
      .set({ decision: APPROVAL_CLAIM, resolvedBy: staffId })
      .where(and(eq(cancellationRequests.id, pending.id), isNull(cancellationRequests.decision)))
      .returning({ id: cancellationRequests.id });
    return claimed[0]?.id;
  }
  const opened = await tx
    .update(bookings)
    .set({ cReq: true, cStatus: 'processing' })
    .where(
      and(
        eq(bookings.id, booking.id),
        eq(bookings.status, 'paid'),
        eq(bookings.stayStatus, 'expected'),
        or(isNull(bookings.cStatus), eq(bookings.cStatus, 'declined')),
      ),
    )
    .returning({ id: bookings.id });
  if (opened.length === 0) return undefined;
  const [request] = await tx
    .insert(cancellationRequests)
    .values({
      bookingId: booking.id,
      userId: booking.userId,
      roomId: booking.roomId,
      reason,
      requestedBy: staffId,
      decision: APPROVAL_CLAIM,
      resolvedBy: staffId,
    })
    .returning({ id: cancellationRequests.id });
  return request.id;
}

/** The resolution of a staff cancellation: the outcome, its refund (poisha) and an override's reason. */
export interface StaffResolution {
  requestId: string;
  bookingId: string;
  staffId: string;
  outcome: CancellationOutcome;
  refundPoisha: number;
  overrideReason: string | null;
}

/**
 * cancelByStaff with REQUEST_TRANSITIONS.resolve: the claimed request → resolved (approved, the
 * outcome, refund and override reason), the booking → approved. Returns false, writing nothing,
 * when the request was no longer claimed and pending.
 */
export async function resolveStaffCancellation(tx: Executor, r: StaffResolution): Promise<boolean> {
  const rows = await tx
    .update(cancellationRequests)
    .set({
      status: R.resolve.to,
      decision: 'approved',
      resolvedBy: r.staffId,
      resolvedAt: sql`now()`,
      outcome: r.outcome,
      refundPoisha: r.refundPoisha,
      overrideReason: r.overrideReason,
    })
    .where(
      and(
        eq(cancellationRequests.id, r.requestId),
        inArray(cancellationRequests.status, [...R.resolve.from]),
        eq(cancellationRequests.decision, APPROVAL_CLAIM),
      ),
    )
    .returning({ id: cancellationRequests.id });
  if (rows.length === 0) return false;
  // cancelByStaff's `from` holds null, which SQL's IN never matches: the claim above moved the booking to processing.
  const t = C.cancelByStaff;
  await tx
    .update(bookings)
    .set({ cReq: true, cStatus: t.to })
    .where(and(eq(bookings.id, r.bookingId), sql`${bookings.cStatus} is distinct from ${t.to}`));
  return true;
}

/**
 * Gives a claim (APPROVAL_CLAIM) back after the refund failed, so the request is pending and
 * unclaimed again: an admin's approval (cancellations module) or a cancellation by staff (issue 28).
 */
export async function releaseCancellationClaim(db: Executor, requestId: string): Promise<void> {
  await db
    .update(cancellationRequests)
    .set({ decision: null, resolvedBy: null })
    .where(
      and(
        eq(cancellationRequests.id, requestId),
        eq(cancellationRequests.status, 'pending'),
        eq(cancellationRequests.decision, APPROVAL_CLAIM),
      ),
    );
}
