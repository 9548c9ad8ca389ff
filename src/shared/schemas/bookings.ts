import { z } from 'zod';
import { isoDateSchema } from './common.ts';

/**
 * SPEC §7 POST /add-bookings. Only room and dates are trusted; `userId` must be the caller
 * and `price` is ignored (the server computes it, DESIGN §4).
 */
export const addBookingBodySchema = z.object({
  roomId: z.string().min(1),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  userId: z.string().optional(),
  price: z.unknown().optional(),
});
export type AddBookingBody = z.infer<typeof addBookingBodySchema>;
export const addBookingQuerySchema = z.object({ prevUrl: z.string().optional() });
export const addBookingReplySchema = z.object({ url: z.string(), tranId: z.string() });

/** GET /api/booking-limits: what a stay must fit before a hold (shared/domain/stay-limits.ts). */
export const bookingLimitsSchema = z.object({ maxNights: z.number().int(), maxPaymentBdt: z.number() });
export type BookingLimits = z.infer<typeof bookingLimitsSchema>;

export const BOOKING_STATUSES = ['held', 'paid', 'expired', 'cancelled'] as const;
export const C_STATUSES = ['processing', 'approved', 'declined'] as const;

/** Booking as the API answers it (SPEC §3 Booking); `price` is the stay total in BDT. */
export const bookingSchema = z.object({
  _id: z.string(),
  roomId: z.string(),
  userId: z.string(),
  room: z.object({ title: z.string(), image: z.string(), category: z.string() }),
  user: z.object({ name: z.string(), email: z.string(), photo: z.string().nullable() }),
  price: z.number(),
  pricePerNight: z.number(),
  nights: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  bookingDate: z.string(),
  status: z.enum(BOOKING_STATUSES),
  tranId: z.string(),
  c_req: z.boolean(),
  c_status: z.enum(C_STATUSES).nullable(),
  enjoyed: z.boolean(),
  reviewed: z.boolean(),
});
export type Booking = z.infer<typeof bookingSchema>;
export const bookingListSchema = z.array(bookingSchema);
