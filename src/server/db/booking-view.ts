/**
 * The one booking view (issue 26): a booking with its room and its guest, and optionally its
 * payment, as every booking read joins them (booking lists, payment lists, invoices, the front
 * desk, e-mails, the gateway's callbacks). Guest is the booking's user; the payment is the
 * booking's own (payments.booking_id; readers wanting the payment of the booking's current
 * tran_id add `payments.tran_id = bookings.tran_id`).
 * Inner joins, so PostgreSQL picks the join order: a payment list still walks payments' indexes.
 */
import { and, eq, lte, ne, not, sql } from 'drizzle-orm';
import type { PgSelect, SelectedFields } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';
import { bookings, payments, rooms, user } from './schema.ts';

export type BookingRow = typeof bookings.$inferSelect;

/** The booking + room + guest columns every booking list reads (see toBookingDto). */
export const bookingView = {
  booking: bookings,
  roomTitle: rooms.title,
  roomImage: rooms.image,
  roomCategory: rooms.category,
  /** Issue 27: the number of the physical room the stay holds ("Room 203" on the guest's card). */
  roomNumber: sql<string | null>`(select pr.number from physical_rooms pr where pr.id = ${bookings.physicalRoomId})`,
  userName: user.name,
  userEmail: user.email,
  userPhoto: user.image,
  userPhone: user.phoneNumber,
  /** Issue 24: the hotel's reason for a decline, looked up only for the (few) declined bookings. */
  declineReason: sql<
    string | null
  >`case when ${bookings.cStatus} = 'declined' then (select cr.decline_reason from cancellation_requests cr where cr.booking_id = ${bookings.id} and cr.decision = 'declined' order by cr.resolved_at desc limit 1) end`,
};

export type BookingViewRow = {
  booking: BookingRow;
  roomTitle: string;
  roomImage: string;
  roomCategory: string;
  roomNumber?: string | null;
  userName: string;
  userEmail: string;
  userPhoto: string | null;
  userPhone?: string | null;
  declineReason?: string | null;
};

type PaymentRow = typeof payments.$inferSelect;

/** A payment with its room title and its booking's status (a paid payment without a kept stay is money owed back). */
export interface PaymentViewRow {
  payment: PaymentRow;
  roomTitle: string;
  bookingStatus?: BookingRow['status'];
}

/** The payment columns of the payment views; `guest…` for the admin's lists. */
export const paymentView = { payment: payments, roomTitle: rooms.title, bookingStatus: bookings.status };
export const adminPaymentView = { ...paymentView, guestId: user.id, guestName: user.name, guestEmail: user.email };

export interface AdminPaymentRow extends PaymentViewRow {
  guestId: string;
  guestName: string;
  guestEmail: string;
}

/** A select over the booking view whose rows are `T` (Drizzle's own type of such a join). */
type ViewSelect<T extends SelectedFields> = PgSelect<
  'bookings',
  T,
  'partial',
  Record<'bookings' | 'rooms' | 'user' | 'payments', 'not-null'>
>;

/** bookings ⋈ rooms ⋈ guest, untyped fields: Drizzle cannot chain joins on a select of generic fields. */
function joinBookingView(db: Executor, fields: SelectedFields) {
  return db.select(fields).from(bookings).innerJoin(rooms, eq(rooms.id, bookings.roomId)).innerJoin(user, eq(user.id, bookings.userId));
}

/** `fields` of bookings ⋈ rooms ⋈ guest (the `user` table); add `.where`, `.orderBy`, paging. */
export function selectBookingView<T extends SelectedFields>(db: Executor, fields: T): ViewSelect<T> {
  return joinBookingView(db, fields).$dynamic() as unknown as ViewSelect<T>;
}

/** `fields` of the booking view with the booking's payment joined (one row a payment). */
export function selectPaymentView<T extends SelectedFields>(db: Executor, fields: T): ViewSelect<T> {
  return joinBookingView(db, fields).innerJoin(payments, eq(payments.bookingId, bookings.id)).$dynamic() as unknown as ViewSelect<T>;
}

/** Bookings that are or were real: not expired, and not a hold whose time ran out. */
export function isRealBooking() {
  const isLapsedHold = and(eq(bookings.status, 'held'), lte(bookings.holdExpiresAt, sql`now()`));
  return and(ne(bookings.status, 'expired'), not(isLapsedHold!));
}
