/**
 * Drizzle access for guest profiles (issue 28): a guest's bookings with the money kept of each,
 * their latest guest-register ID, and staff notes (one row per guest, upserted).
 */
import { desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client.ts';
import { bookings, guestNotes, guestRegistrations, payments, physicalRooms, rooms, user } from '../../db/schema.ts';

/** Money kept of a booking: its paid (or since refunded) payments less what went back, poisha. */
const keptPoisha = sql<string>`(select coalesce(sum(${payments.amountPoisha} - ${payments.refundedPoisha}), 0)
  from ${payments} where ${payments.bookingId} = ${bookings.id} and ${payments.status} in ('paid', 'refunded'))`;

/** Every booking of `userId`, newest stay first, with room type, room number and kept money. */
export async function findGuestStays(db: Executor, userId: string) {
  const rows = await db
    .select({
      bookingId: bookings.id,
      tranId: bookings.tranId,
      startDate: bookings.startDate,
      endDate: bookings.endDate,
      nights: bookings.nights,
      roomTitle: rooms.title,
      roomNumber: physicalRooms.number,
      status: bookings.status,
      stayStatus: bookings.stayStatus,
      source: bookings.source,
      pricePoisha: bookings.pricePoisha,
      keptPoisha,
    })
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .innerJoin(physicalRooms, eq(physicalRooms.id, bookings.physicalRoomId))
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.startDate), desc(bookings.bookingDate));
  return rows.map((r) => ({ ...r, keptPoisha: Number(r.keptPoisha) }));
}

/** The latest guest-register row of `userId` (type and numbers), or undefined. */
export async function findLatestRegistration(db: Executor, userId: string) {
  const [row] = await db
    .select({
      idType: guestRegistrations.idType,
      idNumber: guestRegistrations.idNumber,
      passportNumber: guestRegistrations.passportNumber,
      createdAt: guestRegistrations.createdAt,
    })
    .from(guestRegistrations)
    .where(eq(guestRegistrations.userId, userId))
    .orderBy(desc(guestRegistrations.createdAt))
    .limit(1);
  return row;
}

const editor = alias(user, 'notes_editor');

/** Staff notes on `userId` with who wrote them last, or undefined. */
export async function findGuestNotes(db: Executor, userId: string) {
  const [row] = await db
    .select({ text: guestNotes.notes, updatedByName: editor.name, updatedAt: guestNotes.updatedAt })
    .from(guestNotes)
    .leftJoin(editor, eq(editor.id, guestNotes.updatedBy))
    .where(eq(guestNotes.userId, userId))
    .limit(1);
  return row;
}

/** Inserts or replaces the notes on `userId`, written by `updatedBy`. */
export async function upsertGuestNotes(db: Executor, userId: string, notes: string, updatedBy: string): Promise<void> {
  await db
    .insert(guestNotes)
    .values({ userId, notes, updatedBy })
    .onConflictDoUpdate({ target: guestNotes.userId, set: { notes, updatedBy, updatedAt: sql`now()` } });
}
