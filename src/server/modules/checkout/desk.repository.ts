/**
 * The desk's transitions as Drizzle statements (issue 27; checkout-states.ts bookAtDesk and
 * takeDeskPayment): a booking inserted paid, a payment inserted paid, and the reads of a
 * booking's money. With transitions.repository.ts and refunds.repository.ts, the only code that
 * writes `bookings` and `payments`.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { DeskPaymentMethod } from '#shared/schemas/inventory.ts';
import type { Executor } from '../../db/client.ts';
import { bookings, payments, physicalRooms } from '../../db/schema.ts';
import { BOOKING_TRANSITIONS as B, PAYMENT_TRANSITIONS as P } from './checkout-states.ts';
import type { NewBooking } from './transitions.repository.ts';

/** gateway_mode of a payment that never went to a gateway. */
const DESK_GATEWAY_MODE = 'desk';

/** bookAtDesk: inserts the booking already paid (no hold). The exclusion constraint's refusal (23P01) reaches the caller. */
export async function insertDeskBooking(tx: Executor, booking: Omit<NewBooking, 'status' | 'holdExpiresAt'>): Promise<{ id: string }> {
  const [row] = await tx
    .insert(bookings)
    .values({ ...booking, status: B.bookAtDesk.to, holdExpiresAt: null })
    .returning({ id: bookings.id });
  return row;
}

export interface DeskPaymentInput {
  bookingId: string;
  userId: string;
  tranId: string;
  amountPoisha: number;
  method: DeskPaymentMethod;
  reference: string | null;
  takenBy: string;
}

/** takeDeskPayment: inserts a payment already paid, with its method, reference and clerk. Returns its id. */
export async function insertDeskPayment(tx: Executor, input: DeskPaymentInput): Promise<{ id: string }> {
  const [row] = await tx
    .insert(payments)
    .values({ ...input, status: P.takeDeskPayment.to, gatewayMode: DESK_GATEWAY_MODE, paidAt: sql`now()` })
    .returning({ id: payments.id });
  return row;
}

/**
 * A booking's money (its folio): its total and the sum of its kept payments (status paid) less
 * what went back of them (issue 28: partial refunds; poisha).
 */
export interface BookingMoney {
  bookingId: string;
  userId: string;
  tranId: string;
  status: (typeof bookings.$inferSelect)['status'];
  cStatus: (typeof bookings.$inferSelect)['cStatus'];
  totalPoisha: number;
  paidPoisha: number;
  roomNumber: string;
}

const paidSum = sql<string>`coalesce((select sum(p.amount_poisha - p.refunded_poisha) from ${payments} p where p.booking_id = ${bookings.id} and p.status = 'paid'), 0)`;

/** The money of booking `bookingId`, its row locked FOR UPDATE when `isLocked` (two desk payments then queue). */
export async function findBookingMoney(db: Executor, bookingId: string, isLocked = false): Promise<BookingMoney | undefined> {
  const query = db
    .select({
      bookingId: bookings.id,
      userId: bookings.userId,
      tranId: bookings.tranId,
      status: bookings.status,
      cStatus: bookings.cStatus,
      totalPoisha: bookings.pricePoisha,
      paidPoisha: paidSum,
      roomNumber: physicalRooms.number,
    })
    .from(bookings)
    .innerJoin(physicalRooms, eq(physicalRooms.id, bookings.physicalRoomId))
    .where(and(eq(bookings.id, bookingId)))
    .limit(1);
  const [row] = isLocked ? await query.for('update', { of: bookings }) : await query;
  return row && { ...row, paidPoisha: Number(row.paidPoisha) };
}

/** The payment `paymentId` with its method (the receipt's lookup), or undefined. */
export async function findPaymentMethod(db: Executor, paymentId: string) {
  const [row] = await db
    .select({ id: payments.id, tranId: payments.tranId, method: payments.method, status: payments.status })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .limit(1);
  return row;
}
