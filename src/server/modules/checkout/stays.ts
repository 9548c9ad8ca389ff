/**
 * Where a paid stay is (issue 28, checkout-states.ts STAY_TRANSITIONS): `checkInStay` in the
 * caller's transaction (the front desk writes the guest register with it), and `checkOutStay`,
 * which settles nothing itself: it refuses while the folio still owes money, then checks out and
 * makes the room dirty (HOUSEKEEPING_TRANSITIONS.markDirty) in ONE transaction with its event.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { formatBdt, toBdt } from '#shared/domain/money.ts';
import type { AppContext } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { bookings, payments, physicalRooms, user } from '../../db/schema.ts';
import { AppError, notFound } from '../../errors.ts';
import { STAY_TRANSITIONS as S } from './checkout-states.ts';
import { recordCheckoutEvents } from './checkout-events.ts';
import { changeHousekeeping } from './housekeeping.repository.ts';

/** What check-in writes: the booking, the clerk, and the name and room its event carries (never an ID number). */
export interface CheckInInput {
  bookingId: string;
  tranId: string;
  staffId: string;
  guestName: string;
  roomNumber: string;
}

/**
 * checkIn: `expected` → `checked-in` with who and when, and its `guest-checked-in` event, in
 * `tx`. The caller has checked the rules under the booking's row lock. Returns false when the
 * stay was not `expected` or the booking not paid (nothing written).
 */
export async function checkInStay(tx: Executor, input: CheckInInput): Promise<boolean> {
  const [row] = await tx
    .update(bookings)
    .set({ stayStatus: S.checkIn.to, checkedInAt: sql`now()`, checkedInBy: input.staffId, updatedAt: sql`now()` })
    .where(and(eq(bookings.id, input.bookingId), eq(bookings.status, 'paid'), inArray(bookings.stayStatus, [...S.checkIn.from])))
    .returning({ id: bookings.id });
  if (!row) return false;
  const { bookingId, tranId, staffId, guestName, roomNumber } = input;
  await recordCheckoutEvents(tx, [{ type: 'guest-checked-in', bookingId, tranId, checkedInBy: staffId, guestName, roomNumber }]);
  return true;
}

const paidSum = sql<string>`coalesce((select sum(p.amount_poisha - p.refunded_poisha) from ${payments} p where p.booking_id = ${bookings.id} and p.status = 'paid'), 0)`;

/** The stay of `bookingId` with its folio (poisha), its row locked FOR UPDATE. */
async function lockStay(tx: Executor, bookingId: string) {
  const [row] = await tx
    .select({
      tranId: bookings.tranId,
      stayStatus: bookings.stayStatus,
      totalPoisha: bookings.pricePoisha,
      paidPoisha: paidSum,
      physicalRoomId: bookings.physicalRoomId,
      roomNumber: physicalRooms.number,
      guestName: user.name,
    })
    .from(bookings)
    .innerJoin(physicalRooms, eq(physicalRooms.id, bookings.physicalRoomId))
    .innerJoin(user, eq(user.id, bookings.userId))
    .where(eq(bookings.id, bookingId))
    .limit(1)
    .for('update', { of: bookings });
  return row && { ...row, paidPoisha: Number(row.paidPoisha) };
}

/** "BDT 2,500 is still due: take the payment first" (issue 28). */
function balanceDueMessage(duePoisha: number): string {
  return `${formatBdt(toBdt(duePoisha))} is still due: take the payment first`;
}

/**
 * POST /api/admin/bookings/{id}/check-out: checkOut of a checked-in stay whose folio owes
 * nothing, the room made dirty, and `guest-checked-out`, in one transaction under the booking's
 * row lock. Returns the room number and the booking's tran id. Throws 404 (booking), 409 NOT_CHECKED_IN, 409 BALANCE_DUE.
 */
export async function checkOutStay(app: AppContext, staffId: string, bookingId: string): Promise<{ roomNumber: string; tranId: string }> {
  const result = await app.db.transaction(async (tx) => {
    const stay = await lockStay(tx, bookingId);
    if (!stay) throw notFound('Booking');
    if (stay.stayStatus !== 'checked-in') throw new AppError('NOT_CHECKED_IN', 'Only a checked-in guest can check out');
    const duePoisha = stay.totalPoisha - stay.paidPoisha;
    if (duePoisha > 0) throw new AppError('BALANCE_DUE', balanceDueMessage(duePoisha));
    const [row] = await tx
      .update(bookings)
      .set({ stayStatus: S.checkOut.to, checkedOutAt: sql`now()`, checkedOutBy: staffId, updatedAt: sql`now()` })
      .where(and(eq(bookings.id, bookingId), inArray(bookings.stayStatus, [...S.checkOut.from])))
      .returning({ id: bookings.id });
    if (!row) throw new AppError('NOT_CHECKED_IN', 'Only a checked-in guest can check out');
    await changeHousekeeping(tx, { physicalRoomId: stay.physicalRoomId, transition: 'markDirty', staffId });
    await recordCheckoutEvents(tx, [
      {
        type: 'guest-checked-out',
        bookingId,
        tranId: stay.tranId,
        checkedOutBy: staffId,
        guestName: stay.guestName,
        roomNumber: stay.roomNumber,
        totalPoisha: stay.totalPoisha,
      },
    ]);
    return { roomNumber: stay.roomNumber, tranId: stay.tranId };
  });
  app.outbox.kick();
  return result;
}
