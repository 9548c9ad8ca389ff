/**
 * Stay changes as Drizzle statements (issue 28, checkout-states.ts STAY_CHANGE_TRANSITIONS): the
 * one conditional UPDATE of changeStay, and the read of a booking's kept money by way (gateway or
 * desk) that tells whether a refund needs a desk method.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, payments } from '../../db/schema.ts';
import { STAY_CHANGE_TRANSITIONS } from './checkout-states.ts';

/** The new dates of a stay, with its nights, total (poisha) and physical room. */
export interface StayChangeWrite {
  startDate: string;
  endDate: string;
  nights: number;
  pricePoisha: number;
  physicalRoomId: string;
}

/**
 * changeStay: a paid booking (cancellation not approved, not checked out) still on its `was`
 * dates → the new dates, nights, price and physical room. Returns false, writing nothing, when
 * the booking is no longer so (a racing change or check-out). Throws SQLSTATE 23P01 when the
 * room is taken for the new nights (the exclusion constraint).
 */
export async function updateStayDates(
  tx: Executor,
  bookingId: string,
  was: { startDate: string; endDate: string },
  to: StayChangeWrite,
): Promise<boolean> {
  const rows = await tx
    .update(bookings)
    .set(to)
    .where(
      and(
        eq(bookings.id, bookingId),
        inArray(bookings.status, [...STAY_CHANGE_TRANSITIONS.changeStay.from]),
        sql`${bookings.cStatus} is distinct from 'approved'`,
        ne(bookings.stayStatus, 'checked-out'),
        eq(bookings.startDate, was.startDate),
        eq(bookings.endDate, was.endDate),
      ),
    )
    .returning({ id: bookings.id });
  return rows.length > 0;
}

/** A booking's kept money (paid payments less their refunds), poisha, split by way: gateway and desk. */
export async function findKeptMoneyByWay(db: Executor, bookingId: string): Promise<{ gatewayPoisha: number; deskPoisha: number }> {
  const [row] = await db
    .select({
      gatewayPoisha: sql<string>`coalesce(sum(${payments.amountPoisha} - ${payments.refundedPoisha}) filter (where ${payments.method} = 'gateway'), 0)`,
      deskPoisha: sql<string>`coalesce(sum(${payments.amountPoisha} - ${payments.refundedPoisha}) filter (where ${payments.method} <> 'gateway'), 0)`,
    })
    .from(payments)
    .where(and(eq(payments.bookingId, bookingId), eq(payments.status, 'paid')));
  return { gatewayPoisha: Number(row?.gatewayPoisha ?? 0), deskPoisha: Number(row?.deskPoisha ?? 0) };
}
