/** Drizzle access for invoices: a payment with its booking, room and guest, in ONE query (the booking view). */
import { eq } from 'drizzle-orm';
import { selectPaymentView } from '../../db/booking-view.ts';
import type { Executor } from '../../db/client.ts';
import { bookings, payments, rooms, user } from '../../db/schema.ts';

export interface InvoiceRow {
  payment: typeof payments.$inferSelect;
  booking: { startDate: string; endDate: string; nights: number; pricePerNightPoisha: number };
  room: { title: string; category: string };
  guest: { name: string; email: string; phoneNumber: string | null; address: string | null };
}

/** The invoice facts of payment `tranId`, or undefined. */
export async function findInvoiceRow(db: Executor, tranId: string): Promise<InvoiceRow | undefined> {
  const [row] = await selectPaymentView(db, {
    payment: payments,
    booking: {
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      nights: bookings.nights,
      pricePerNightPoisha: bookings.pricePerNightPoisha,
    },
    room: { title: rooms.title, category: rooms.category },
    guest: { name: user.name, email: user.email, phoneNumber: user.phoneNumber, address: user.address },
  }).where(eq(payments.tranId, tranId));
  return row;
}
