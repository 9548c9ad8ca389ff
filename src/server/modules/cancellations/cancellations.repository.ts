/**
 * Drizzle access for cancellation requests (docs/architecture.md#data): reads, and the approval's
 * claim. Opening and resolving a request are checkout's transitions (checkout-states.ts), with
 * the booking's c_status; the booking, payment and refund rows are written only there. Claims
 * are conditional on the current state, so a replayed or concurrent call changes nothing twice.
 */
import { and, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { selectPaymentView } from '../../db/booking-view.ts';
import type { Executor } from '../../db/client.ts';
import { bookings, cancellationRequests, payments, rooms, user } from '../../db/schema.ts';
import { APPROVAL_CLAIM } from '../checkout/checkout-states.ts';

export type BookingRow = typeof bookings.$inferSelect;
type PaymentRow = typeof payments.$inferSelect;
export type CancellationRow = typeof cancellationRequests.$inferSelect;

/** A claim older than this is treated as abandoned (the process died mid-refund). */
const STALE_CLAIM_INTERVAL = sql`interval '10 minutes'`;

export async function findBooking(db: Executor, bookingId: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  return row;
}

/** Everything the admin views show of a request; see listCancellationRequests. */
const requestView = {
  request: cancellationRequests,
  booking: bookings,
  payment: payments,
  room: { id: rooms.id, title: rooms.title, image: rooms.image, category: rooms.category, pricePoisha: rooms.pricePoisha },
  user: { id: user.id, name: user.name, email: user.email, photo: user.image },
};
export type CancellationViewRow = {
  request: CancellationRow;
  booking: BookingRow;
  payment: PaymentRow;
  room: { id: string; title: string; image: string; category: string; pricePoisha: number };
  user: { id: string; name: string; email: string; photo: string | null };
};

/**
 * Requests newest first (or just `requestId`, or those of `requestIds`) with their booking, the booking's payment
 * (same tran_id), room and guest, in ONE query.
 */
export async function listCancellationRequests(db: Executor, requestId?: string, requestIds?: string[]): Promise<CancellationViewRow[]> {
  return selectPaymentView(db, requestView)
    .innerJoin(cancellationRequests, eq(cancellationRequests.bookingId, bookings.id))
    .where(
      and(
        eq(payments.tranId, bookings.tranId),
        requestId ? eq(cancellationRequests.id, requestId) : requestIds ? inArray(cancellationRequests.id, requestIds) : undefined,
      ),
    )
    .orderBy(desc(cancellationRequests.date), desc(cancellationRequests.id));
}

/**
 * Claims a pending request for approval by `adminId` (conditional UPDATE, race-safe).
 * Returns false when it is resolved, or claimed by a live approval.
 */
export async function claimForApproval(db: Executor, requestId: string, adminId: string): Promise<boolean> {
  const rows = await db
    .update(cancellationRequests)
    .set({ decision: APPROVAL_CLAIM, resolvedBy: adminId })
    .where(
      and(
        eq(cancellationRequests.id, requestId),
        eq(cancellationRequests.status, 'pending'),
        or(
          isNull(cancellationRequests.decision),
          and(eq(cancellationRequests.decision, APPROVAL_CLAIM), lt(cancellationRequests.updatedAt, sql`now() - ${STALE_CLAIM_INTERVAL}`)),
        ),
      ),
    )
    .returning({ id: cancellationRequests.id });
  return rows.length > 0;
}

/**
 * The request of `bookingId` resolved as approved most recently, or undefined: the one the
 * job's recovered refund closed (checkout's approveCancellation, in the refund's transaction).
 */
export async function findApprovedRequestOfBooking(db: Executor, bookingId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: cancellationRequests.id })
    .from(cancellationRequests)
    .where(and(eq(cancellationRequests.bookingId, bookingId), eq(cancellationRequests.decision, 'approved')))
    .orderBy(desc(cancellationRequests.resolvedAt))
    .limit(1);
  return row?.id;
}
