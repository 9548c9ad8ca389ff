/** Drizzle access for the admin's payment list (issue #3). */
import { desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, payments, rooms, user } from '../../db/schema.ts';
import type { PaymentViewRow } from './payments.repository.ts';

export interface AdminPaymentRow extends PaymentViewRow {
  guestId: string;
  guestName: string;
  guestEmail: string;
}

/** Completed payments (paid or refunded) with room title and guest, newest first, in ONE query. */
export async function listCompletedPayments(db: Executor): Promise<AdminPaymentRow[]> {
  return db.select({
    payment: payments, roomTitle: rooms.title, guestId: user.id, guestName: user.name, guestEmail: user.email,
  }).from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .innerJoin(user, eq(user.id, payments.userId))
    .where(inArray(payments.status, ['paid', 'refunded']))
    .orderBy(sql`${payments.paidAt} desc nulls last`, desc(payments.createdAt));
}
