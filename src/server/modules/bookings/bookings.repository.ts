/** Drizzle access for bookings and their pending payments. Write methods take a transaction. */
import { and, desc, eq, gte, inArray, lte, ne, not, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { bookings, payments, rooms, user } from '../../db/schema.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type NewBooking = typeof bookings.$inferInsert;
export type NewPayment = typeof payments.$inferInsert;

/** Booking statuses that hold no dates: a payment for one of them is owed back or failed. */
export const UNKEPT_BOOKING_STATUSES = ['expired', 'cancelled'] as const;

/** Subquery: ids of bookings that hold no dates (for `inArray(payments.bookingId, …)`). */
export function unkeptBookingIds(db: Executor) {
  return db.select({ id: bookings.id }).from(bookings).where(inArray(bookings.status, [...UNKEPT_BOOKING_STATUSES]));
}

/** Flips this room's lapsed holds to `expired` so they stop blocking dates (DESIGN §3). */
export async function expireLapsedHolds(tx: Executor, roomId: string): Promise<void> {
  await tx.update(bookings).set({ status: 'expired' })
    .where(and(eq(bookings.roomId, roomId), eq(bookings.status, 'held'), lte(bookings.holdExpiresAt, sql`now()`)));
}

/**
 * Releases `userId`'s live holds on this room whose stay overlaps `startDate`..`endDate`
 * (inclusive, like the exclusion constraint), so a guest who went Back from the gateway page
 * can book again at once. Their pending payments stay pending: if an old gateway session is
 * still paid, confirmation finds the dates taken and refunds it (payments/auto-refund.ts).
 * Returns how many holds were released.
 */
export async function releaseOwnOverlappingHolds(
  tx: Executor, stay: { roomId: string; userId: string; startDate: string; endDate: string },
): Promise<number> {
  const rows = await tx.update(bookings).set({ status: 'expired', holdExpiresAt: null })
    .where(and(
      eq(bookings.roomId, stay.roomId), eq(bookings.userId, stay.userId), eq(bookings.status, 'held'),
      lte(bookings.startDate, stay.endDate), gte(bookings.endDate, stay.startDate),
    ))
    .returning({ id: bookings.id });
  return rows.length;
}

export async function insertBooking(tx: Executor, values: NewBooking): Promise<BookingRow> {
  const [row] = await tx.insert(bookings).values(values).returning();
  return row;
}

export async function insertPayment(tx: Executor, values: NewPayment) {
  const [row] = await tx.insert(payments).values(values).returning();
  return row;
}

export async function recordGatewaySession(db: Executor, tranId: string, sessionKey: string, raw: unknown) {
  await db.update(payments).set({ sessionKey, gatewayInit: raw }).where(eq(payments.tranId, tranId));
}

/** The joined booking + room + guest shape every booking list reads (see toBookingDto). */
export const bookingView = {
  booking: bookings,
  roomTitle: rooms.title,
  roomImage: rooms.image,
  roomCategory: rooms.category,
  userName: user.name,
  userEmail: user.email,
  userPhoto: user.image,
};

export type BookingViewRow = { booking: BookingRow; roomTitle: string; roomImage: string; roomCategory: string; userName: string; userEmail: string; userPhoto: string | null };

/** A user's visible bookings (not expired holds), newest first, with room and user, in ONE query. */
export async function listUserBookings(db: Executor, userId: string): Promise<BookingViewRow[]> {
  return db.select(bookingView).from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .innerJoin(user, eq(user.id, bookings.userId))
    .where(and(eq(bookings.userId, userId), isRealBooking()))
    .orderBy(desc(bookings.bookingDate));
}

/** Bookings that are or were real: not expired, and not a hold whose time ran out. */
export function isRealBooking() {
  const isLapsedHold = and(eq(bookings.status, 'held'), lte(bookings.holdExpiresAt, sql`now()`));
  return and(ne(bookings.status, 'expired'), not(isLapsedHold!));
}

/** One booking with room and user, or undefined. */
export async function findBookingView(db: Executor, bookingId: string): Promise<BookingViewRow | undefined> {
  const [row] = await db.select(bookingView).from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .innerJoin(user, eq(user.id, bookings.userId))
    .where(eq(bookings.id, bookingId));
  return row;
}
