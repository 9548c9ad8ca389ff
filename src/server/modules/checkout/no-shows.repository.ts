/** The markNoShow transition's write (issue 28, checkout-states.ts BOOKING_TRANSITIONS.markNoShow). */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings } from '../../db/schema.ts';
import { BOOKING_TRANSITIONS as B } from './checkout-states.ts';

/**
 * markNoShow: the paid booking `bookingId`, still `expected` and its cancellation not approved,
 * → `no_show` by `staffId` now (its nights free again). Returns false when it was in no such state.
 */
export async function markBookingNoShow(tx: Executor, bookingId: string, staffId: string): Promise<boolean> {
  const rows = await tx
    .update(bookings)
    .set({ status: B.markNoShow.to, noShowAt: new Date(), noShowBy: staffId })
    .where(
      and(
        eq(bookings.id, bookingId),
        inArray(bookings.status, [...B.markNoShow.from]),
        eq(bookings.stayStatus, 'expected'),
        sql`${bookings.cStatus} is distinct from 'approved'`,
      ),
    )
    .returning({ id: bookings.id });
  return rows.length > 0;
}
