/**
 * The front desk's contracts (issue 27): guests found or created by staff, the server's quote of
 * a stay, a booking taken by staff with its payment (or a payment link), and more money taken
 * later. Money is BDT in the API (integer poisha in the database); stay dates `YYYY-MM-DD` in
 * hotel time.
 */
import { z } from 'zod';
import { DESK_PAYMENT_METHODS, type BookingSource } from './inventory.ts';
import { isoDateSchema } from './common.ts';
import { phoneNumberSchema, userNameSchema } from './profile.ts';

/** Sources a booking taken by staff may name: every one but the website (that is the online flow). */
export const DESK_SOURCES = ['walk-in', 'phone', 'facebook', 'whatsapp', 'ota'] as const satisfies readonly BookingSource[];
export type DeskSource = (typeof DESK_SOURCES)[number];
const deskSourceSchema = z.enum(DESK_SOURCES);

/** Desk methods whose money leaves a trace the clerk must copy (a transaction id or a bank reference). */
export const METHODS_NEEDING_REFERENCE = ['bkash', 'nagad', 'bank-transfer'] as const;

/** A guest as the desk sees one: `email` null when the guest gave none; `phone` masked in the search list. */
export const deskGuestSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  /** Whether the guest can sign in (has a password or a provider); a desk-created guest cannot, until claimed. */
  hasAccount: z.boolean(),
});
export type DeskGuest = z.infer<typeof deskGuestSchema>;

/** GET /api/admin/guests?q= : name, e-mail or phone (at least 2 characters). */
export const guestSearchQuerySchema = z.object({ q: z.string().trim().min(2, 'Type at least 2 characters').max(120) });
export const guestListSchema = z.array(deskGuestSchema);

/** POST /api/admin/guests: name and phone required, e-mail optional; no password (the guest may claim it at sign-up). */
export const createGuestBodySchema = z.object({
  name: userNameSchema,
  phone: phoneNumberSchema,
  email: z
    .string()
    .trim()
    .max(200)
    .optional()
    .transform((e) => (e ? e.toLowerCase() : undefined))
    .pipe(z.email('Enter a valid e-mail').optional()),
});
export type CreateGuestBody = z.input<typeof createGuestBodySchema>;

/** GET /api/admin/desk-quote: the stay the clerk is pricing. */
export const deskQuoteQuerySchema = z.object({ roomId: z.string().min(1).max(100), checkIn: isoDateSchema, checkOut: isoDateSchema });

/** The server's price of a stay (BDT) and the type's physical rooms free for it, lowest number first. */
export const deskQuoteSchema = z.object({
  nights: z.number().int(),
  pricePerNight: z.number(),
  total: z.number(),
  capacity: z.number().int(),
  freeRooms: z.array(z.object({ id: z.string(), number: z.string() })),
});
export type DeskQuote = z.infer<typeof deskQuoteSchema>;

const amountBdtSchema = z.number().positive('Amount must be more than 0').max(10_000_000);
const referenceSchema = z.string().trim().max(100).optional();

/** Money taken at the desk now. */
const deskPaymentSchema = z.object({
  method: z.enum(DESK_PAYMENT_METHODS),
  amountBdt: amountBdtSchema,
  reference: referenceSchema,
});

/** POST /api/admin/desk-bookings. */
export const deskBookingBodySchema = z.object({
  guestId: z.string().min(1).max(200),
  roomId: z.string().min(1).max(100),
  physicalRoomId: z.string().min(1).max(100).optional(),
  startDate: isoDateSchema,
  endDate: isoDateSchema,
  guests: z.number().int().min(1).max(50),
  source: deskSourceSchema,
  sourceName: z.string().trim().max(100).optional(),
  payment: z.discriminatedUnion('mode', [
    deskPaymentSchema.extend({ mode: z.literal('full') }),
    deskPaymentSchema.extend({ mode: z.literal('deposit') }),
    z.object({ mode: z.literal('link') }),
  ]),
});
export type DeskBookingBody = z.input<typeof deskBookingBodySchema>;

/** What a desk booking answers: the booking, its room, the money (BDT), and in link mode the link to send. */
export const deskBookingReplySchema = z.object({
  bookingId: z.string(),
  tranId: z.string(),
  roomNumber: z.string(),
  status: z.enum(['held', 'paid']),
  total: z.number(),
  paid: z.number(),
  balanceDue: z.number(),
  /** The desk payment's id (its receipt), absent in link mode. */
  paymentId: z.string().nullable(),
  /** The payment link (link mode) and when its hold ends. */
  payLink: z.string().nullable(),
  holdExpiresAt: z.string().nullable(),
});
export type DeskBookingReply = z.infer<typeof deskBookingReplySchema>;

/** POST /api/admin/bookings/{id}/desk-payments: more money toward the balance. */
export const deskPaymentBodySchema = deskPaymentSchema;
export type DeskPaymentBody = z.input<typeof deskPaymentBodySchema>;

/** A booking's money (BDT): the stay total, what was paid and is kept, and what is still owed. */
export const bookingBalanceSchema = z.object({ total: z.number(), paid: z.number(), balanceDue: z.number() });
export type BookingBalance = z.infer<typeof bookingBalanceSchema>;

export const deskPaymentReplySchema = bookingBalanceSchema.extend({ paymentId: z.string(), tranId: z.string() });
