/** Drizzle access for the admin's payment list (issue #3). */
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, payments, rooms, user } from '../../db/schema.ts';
import { MONEY_PAYMENT_STATUSES } from '../checkout/checkout-states.ts';
import type { PaymentViewRow } from './payments.repository.ts';

export interface AdminPaymentRow extends PaymentViewRow {
  guestId: string;
  guestName: string;
  guestEmail: string;
}

/** Payments that took money (paid, refund pending — visible until the gateway accepts — or refunded) with room title and guest, newest first, in ONE query. */
export async function listCompletedPayments(db: Executor): Promise<AdminPaymentRow[]> {
  return db
    .select({
      payment: payments,
      roomTitle: rooms.title,
      bookingStatus: bookings.status,
      guestId: user.id,
      guestName: user.name,
      guestEmail: user.email,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .innerJoin(user, eq(user.id, payments.userId))
    .where(inArray(payments.status, [...MONEY_PAYMENT_STATUSES]))
    .orderBy(sql`${payments.paidAt} desc nulls last`, desc(payments.createdAt));
}
