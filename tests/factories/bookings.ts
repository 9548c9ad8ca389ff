/**
 * Booking factory: inserts a booking row straight into the database, for states the booking
 * API cannot reach in a test (past stays, lapsed holds, old booking dates). Amounts are
 * integer poisha; stay dates are `YYYY-MM-DD` hotel dates.
 */
import { randomBytes } from 'node:crypto';
import type { App } from '#server/app.ts';
import { bookings } from '#server/db/schema.ts';

export type BookingValues = typeof bookings.$inferInsert;
export type Booking = typeof bookings.$inferSelect;

/** A transaction id no other row has (`prefix` + 12 hex digits). */
export function newTranId(prefix = 'HBTEST'): string {
  return `${prefix}${randomBytes(6).toString('hex').toUpperCase()}`;
}

/**
 * Inserts a booking of `userId` in `roomId` for `startDate`–`endDate`. Defaults: paid, one
 * night at 2,500 BDT (`pricePoisha` = nights × `pricePerNightPoisha`), a fresh tran id.
 */
export async function createBooking(
  app: App,
  values: Pick<BookingValues, 'roomId' | 'userId' | 'startDate' | 'endDate'> & Partial<BookingValues>,
): Promise<Booking> {
  const nights = values.nights ?? 1;
  const pricePerNightPoisha = values.pricePerNightPoisha ?? 250_000;
  const [row] = await app.db
    .insert(bookings)
    .values({
      nights,
      pricePerNightPoisha,
      pricePoisha: nights * pricePerNightPoisha,
      status: 'paid',
      tranId: newTranId(),
      ...values,
    })
    .returning();
  return row;
}
