/**
 * Booking factory: inserts a booking row straight into the database, for states the booking
 * API cannot reach in a test (past stays, lapsed holds, old booking dates). Amounts are
 * integer poisha; stay dates are `YYYY-MM-DD` hotel dates.
 */
import { randomBytes } from 'node:crypto';
import type { App } from '#server/app.ts';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { bookings, physicalRooms } from '#server/db/schema.ts';

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
  // Unless told otherwise, the stay goes to the type's first physical room (issue 27).
  const physicalRoomId = values.physicalRoomId ?? (await firstPhysicalRoomId(app, values.roomId));
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
      physicalRoomId,
      ...values,
    })
    .returning();
  return row;
}

/** The id of the first in-service physical room of type `roomId`. */
async function firstPhysicalRoomId(app: App, roomId: string): Promise<string> {
  const [row] = await app.db
    .select({ id: physicalRooms.id })
    .from(physicalRooms)
    .where(and(eq(physicalRooms.roomId, roomId), isNull(physicalRooms.retiredAt)))
    .orderBy(asc(physicalRooms.createdAt), asc(physicalRooms.number))
    .limit(1);
  if (!row) throw new Error(`room ${roomId} has no physical room`);
  return row.id;
}
