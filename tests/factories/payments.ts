/**
 * Payment factory: inserts the payment row of a booking straight into the database (amounts in
 * integer poisha), with the fields a confirmed gateway payment carries.
 */
import type { App } from '#server/app.ts';
import { payments } from '#server/db/schema.ts';
import type { Booking } from './bookings.ts';

export type PaymentValues = typeof payments.$inferInsert;
export type Payment = typeof payments.$inferSelect;

/**
 * Inserts a payment for `booking` (its user, tran id and total). Defaults: paid now through the
 * built-in sandbox with a validation id; `values` override any field (e.g. status 'pending',
 * paidAt null, valId null for a payment still at the gateway).
 */
export async function createPayment(
  app: App,
  booking: Pick<Booking, 'id' | 'userId' | 'tranId' | 'pricePoisha'>,
  values: Partial<PaymentValues> = {},
): Promise<Payment> {
  const [row] = await app.db
    .insert(payments)
    .values({
      bookingId: booking.id,
      userId: booking.userId,
      tranId: booking.tranId,
      amountPoisha: booking.pricePoisha,
      status: 'paid',
      gatewayMode: 'builtin',
      valId: `V${booking.tranId}`,
      paidAt: new Date(),
      ...values,
    })
    .returning();
  return row;
}
