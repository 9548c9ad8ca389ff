import { z } from 'zod';
import { isoDateSchema } from './common.ts';
import { hotelIdentitySchema } from './hotel.ts';

/**
 * docs/product/api.md#bookings POST /add-bookings. Only room and dates are trusted; `userId` must be the caller
 * and `price` is ignored (the server computes it, docs/architecture.md#api-design).
 */
export const addBookingBodySchema = z.object({
  roomId: z.string().min(1),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  userId: z.string().optional(),
  price: z.unknown().optional(),
});
export const addBookingQuerySchema = z.object({ prevUrl: z.string().optional() });
export const addBookingReplySchema = z.object({ url: z.string(), tranId: z.string() });

/**
 * GET /api/booking-limits, the hotel's settings the SPA needs: what a stay must fit before a
 * hold (shared/domain/stay-limits.ts, stay-dates.ts): longest stay (nights), one gateway
 * payment's maximum (BDT), and how many days ahead of the hotel's today a check-in may be
 * (BOOKING_WINDOW_DAYS), and whether a check-out day may be the next guest's check-in day
 * (HOTEL_SAME_DAY_TURNOVER, stay-overlap.ts); and the hotel's identity the invoices print
 * (HOTEL_NAME, HOTEL_ADDRESS, HOTEL_EMAIL; shared/domain/invoice.ts).
 */
export const bookingLimitsSchema = z.object({
  maxNights: z.number().int(),
  maxPaymentBdt: z.number(),
  bookingWindowDays: z.number().int(),
  isSameDayTurnover: z.boolean(),
  hotel: hotelIdentitySchema,
  /** The most guests any offered room sleeps (0 with no room): the search's largest Guests choice. */
  maxGuests: z.number().int(),
});
export type BookingLimits = z.infer<typeof bookingLimitsSchema>;

/** `no_show` (issue 28): a paid stay whose guest never came; its nights are free again, its fee kept. */
export const BOOKING_STATUSES = ['held', 'paid', 'expired', 'cancelled', 'no_show'] as const;
export const C_STATUSES = ['processing', 'approved', 'declined'] as const;

/** Booking as the API answers it (docs/product/entities.md#booking); `price` is the stay total in BDT. */
export const bookingSchema = z.object({
  _id: z.string(),
  roomId: z.string(),
  userId: z.string(),
  room: z.object({ title: z.string(), image: z.string(), category: z.string() }),
  /** Issue 27: the number of the physical room the stay holds (additive; absent on old answers). */
  roomNumber: z.string().nullable().optional(),
  user: z.object({
    name: z.string(),
    email: z.string(),
    photo: z.string().nullable(),
    /**
     * The guest's phone, in admin views only (issue 24: reaching a guest whose hold expired):
     * masked to its last 3 digits in All Bookings, whole on the booking detail; absent elsewhere
     * (never in the CSV, the guest's own lists or e-mails).
     */
    phone: z.string().nullable().optional(),
  }),
  price: z.number(),
  pricePerNight: z.number(),
  nights: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  bookingDate: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** ISO instant a live hold ends (status held), else null (issue #12: the guest's countdown). */
  holdExpiresAt: z.string().nullable(),
  tranId: z.string(),
  c_req: z.boolean(),
  c_status: z.enum(C_STATUSES).nullable(),
  /** Why the hotel declined this booking's cancellation request (issue 24), else null. */
  declineReason: z.string().nullable(),
  enjoyed: z.boolean(),
  reviewed: z.boolean(),
  /**
   * Issue 27: the booking's money in BDT — the stay total, what its kept payments (gateway or
   * desk) add up to, and what is still owed. On GET /booking-details only.
   */
  balance: z.object({ total: z.number(), paid: z.number(), balanceDue: z.number() }).optional(),
});
export type Booking = z.infer<typeof bookingSchema>;
export const bookingListSchema = z.array(bookingSchema);
