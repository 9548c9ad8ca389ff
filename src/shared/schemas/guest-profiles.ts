/**
 * Guest profiles and abandoned checkouts (issue 28), admin only. GET /api/admin/guests/{id}: the
 * guest with their phone whole (staff opened the record), every stay, the money kept (poisha),
 * the latest ID on file (masked), staff notes. PUT /api/admin/guests/{id}/notes. GET
 * /api/admin/abandoned-checkouts?days=: holds that ran out or were given up, phones masked.
 */
import { z } from 'zod';
import { BOOKING_STATUSES } from './bookings.ts';
import { ID_TYPES, STAY_STATUSES } from './desk-vocabularies.ts';
import { BOOKING_SOURCES } from './inventory.ts';

/** Staff notes on a guest: up to 2,000 characters. */
export const MAX_GUEST_NOTES = 2000;

export const guestIdParamsSchema = z.object({ id: z.string().min(1).max(200) });

export const guestNotesBodySchema = z.object({
  notes: z.string().max(MAX_GUEST_NOTES, `Notes can be at most ${MAX_GUEST_NOTES.toLocaleString('en-US')} characters`),
});

const guestStaySchema = z.object({
  bookingId: z.string(),
  tranId: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  nights: z.number().int(),
  roomTitle: z.string(),
  roomNumber: z.string(),
  status: z.enum(BOOKING_STATUSES),
  stayStatus: z.enum(STAY_STATUSES),
  source: z.enum(BOOKING_SOURCES),
  pricePoisha: z.number().int(),
  /** Money kept of it: paid less refunded. */
  keptPoisha: z.number().int(),
});
export type GuestStay = z.infer<typeof guestStaySchema>;

export const guestProfileSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** Null for a desk guest who gave none. */
  email: z.string().nullable(),
  phone: z.string().nullable(),
  stays: z.array(guestStaySchema),
  /** Paid stays and their nights. */
  stayCount: z.number().int(),
  nightCount: z.number().int(),
  /** Kept money over all their bookings: paid − refunded, poisha. */
  spentPoisha: z.number().int(),
  /** The latest ID of the guest register, number masked; null when none (or purged). */
  latestId: z.object({ type: z.enum(ID_TYPES), maskedNumber: z.string().nullable(), recordedAt: z.string() }).nullable(),
  notes: z.object({ text: z.string(), updatedByName: z.string().nullable(), updatedAt: z.string() }).nullable(),
});
export type GuestProfile = z.infer<typeof guestProfileSchema>;

/** How far back the abandoned-checkouts list looks: 1–90 days, 7 by default. */
export const abandonedQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(90).default(7) });

const abandonedSchema = z.object({
  bookingId: z.string(),
  tranId: z.string(),
  guestId: z.string(),
  guestName: z.string(),
  guestEmail: z.string().nullable(),
  /** Masked: the whole phone is on the guest's profile. */
  guestPhone: z.string().nullable(),
  roomTitle: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  pricePoisha: z.number().int(),
  status: z.enum(['expired', 'cancelled']),
  /** When the checkout ended (the hold's end, or when it was started for one given up). */
  endedAt: z.string(),
  /** Whether the guest has a paid booking overlapping these dates (no call needed). */
  isBookedLater: z.boolean(),
});
export type AbandonedCheckout = z.infer<typeof abandonedSchema>;
export const abandonedListSchema = z.array(abandonedSchema);
