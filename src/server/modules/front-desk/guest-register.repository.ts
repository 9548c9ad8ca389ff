/**
 * Drizzle access for the guest register (issue 28, `guest_registrations`, one per booking): the
 * stay check-in reads under the booking's row lock, the record's upsert, the daily foreign
 * guests register, and the retention rule that blanks ID, passport and visa numbers.
 */
import { and, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { GuestRegisterRecord } from '#shared/schemas/guest-register.ts';
import type { Executor } from '../../db/client.ts';
import { bookings, guestRegistrations, physicalRooms, rooms, user } from '../../db/schema.ts';

const paidSum = sql<string>`coalesce((select sum(p.amount_poisha - p.refunded_poisha) from payments p where p.booking_id = ${bookings.id} and p.status = 'paid'), 0)`;

/** A stay as check-in sees it (money in poisha), its booking row locked when `isLocked`. */
export async function findStayForCheckIn(db: Executor, bookingId: string, isLocked = false) {
  const query = db
    .select({
      id: bookings.id,
      tranId: bookings.tranId,
      userId: bookings.userId,
      status: bookings.status,
      cStatus: bookings.cStatus,
      stayStatus: bookings.stayStatus,
      guestName: user.name,
      guestPhone: user.phoneNumber,
      guestAddress: user.address,
      roomId: bookings.roomId,
      roomTitle: rooms.title,
      capacity: rooms.capacity,
      physicalRoomId: bookings.physicalRoomId,
      roomNumber: physicalRooms.number,
      housekeepingStatus: physicalRooms.housekeepingStatus,
      checkIn: bookings.startDate,
      checkOut: bookings.endDate,
      nights: bookings.nights,
      totalPoisha: bookings.pricePoisha,
      paidPoisha: paidSum,
      checkedInAt: bookings.checkedInAt,
      checkedOutAt: bookings.checkedOutAt,
    })
    .from(bookings)
    .innerJoin(rooms, eq(rooms.id, bookings.roomId))
    .innerJoin(physicalRooms, eq(physicalRooms.id, bookings.physicalRoomId))
    .innerJoin(user, eq(user.id, bookings.userId))
    .where(eq(bookings.id, bookingId))
    .limit(1);
  const [row] = isLocked ? await query.for('update', { of: bookings }) : await query;
  return row && { ...row, paidPoisha: Number(row.paidPoisha) };
}
export type StayForCheckIn = NonNullable<Awaited<ReturnType<typeof findStayForCheckIn>>>;

/** The register record of `bookingId`, or undefined. */
export async function findRegistration(db: Executor, bookingId: string) {
  const [row] = await db.select().from(guestRegistrations).where(eq(guestRegistrations.bookingId, bookingId)).limit(1);
  return row;
}

/** Writes (or rewrites) the register record of `bookingId` by clerk `staffId`, in `tx`. */
export async function upsertRegistration(
  tx: Executor,
  ids: { bookingId: string; userId: string; staffId: string },
  record: GuestRegisterRecord,
): Promise<void> {
  const values = { ...record, userId: ids.userId };
  await tx
    .insert(guestRegistrations)
    .values({ ...values, bookingId: ids.bookingId, createdBy: ids.staffId })
    .onConflictDoUpdate({ target: guestRegistrations.bookingId, set: { ...values, updatedAt: sql`now()` } });
}

/**
 * The foreign guests (nationality ≠ `BD`) in the house on hotel day `date`: checked in on or
 * before it, not checked out before it (the check-in and check-out instants read on the clock
 * of `timeZone`). Ordered by room number.
 */
export async function findForeignGuests(db: Executor, date: string, timeZone: string) {
  const dayOf = (column: typeof bookings.checkedInAt | typeof bookings.checkedOutAt) => sql`(${column} at time zone ${timeZone})::date`;
  return db
    .select({
      bookingId: bookings.id,
      fullName: guestRegistrations.fullName,
      nationality: guestRegistrations.nationality,
      passportNumber: guestRegistrations.passportNumber,
      visaType: guestRegistrations.visaType,
      visaNumber: guestRegistrations.visaNumber,
      arrivingFrom: guestRegistrations.arrivingFrom,
      nextDestination: guestRegistrations.nextDestination,
      purposeOfVisit: guestRegistrations.purposeOfVisit,
      roomNumber: physicalRooms.number,
      checkIn: bookings.startDate,
      checkOut: bookings.endDate,
    })
    .from(guestRegistrations)
    .innerJoin(bookings, eq(bookings.id, guestRegistrations.bookingId))
    .innerJoin(physicalRooms, eq(physicalRooms.id, bookings.physicalRoomId))
    .where(
      and(
        ne(guestRegistrations.nationality, 'BD'),
        inArray(bookings.stayStatus, ['checked-in', 'checked-out']),
        sql`${dayOf(bookings.checkedInAt)} <= ${date}::date`,
        sql`(${bookings.checkedOutAt} is null or ${dayOf(bookings.checkedOutAt)} >= ${date}::date)`,
      ),
    )
    .orderBy(physicalRooms.number, guestRegistrations.fullName);
}

/**
 * Retention (decision 027): blanks the ID, passport and visa numbers of records whose stay was
 * checked out before `before`, and sets `id_purged_at`. Returns how many records were blanked.
 */
export async function purgeGuestIds(db: Executor, before: Date): Promise<number> {
  const checkedOutBefore = db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.stayStatus, 'checked-out'), lt(bookings.checkedOutAt, before)));
  const rows = await db
    .update(guestRegistrations)
    .set({ idNumber: null, passportNumber: null, visaNumber: null, idPurgedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(isNull(guestRegistrations.idPurgedAt), inArray(guestRegistrations.bookingId, checkedOutBefore)))
    .returning({ id: guestRegistrations.id });
  return rows.length;
}
