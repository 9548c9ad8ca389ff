/**
 * Changing a paid stay's dates, by staff (issue 28): GET /api/admin/bookings/{id}/change-stay
 * ?checkIn&checkOut (the quote) and POST /api/admin/bookings/{id}/change-stay. Dates are
 * `YYYY-MM-DD` in hotel time; money is integer poisha, priced by the server at the booking's own
 * nightly rate.
 */
import { z } from 'zod';
import { DESK_PAYMENT_METHODS } from './inventory.ts';

/** How money owed back goes: through the gateway, or by hand at the desk with its method. */
export const REFUND_WAYS = ['gateway', ...DESK_PAYMENT_METHODS] as const;
export type RefundWay = (typeof REFUND_WAYS)[number];

const dateField = (what: string) => z.string({ error: `Choose the ${what} date` }).min(1, `Choose the ${what} date`);

export const stayChangeQuerySchema = z.object({ checkIn: dateField('check-in'), checkOut: dateField('check-out') });

export const stayChangeInputSchema = stayChangeQuerySchema.extend({ refundWay: z.enum(REFUND_WAYS).optional() });

export const stayChangeQuoteSchema = z.object({
  /** Nights and price (poisha) now, before the change. */
  oldNights: z.number().int(),
  oldPricePoisha: z.number().int(),
  nights: z.number().int(),
  pricePoisha: z.number().int(),
  /** New price − old price (poisha; negative when the stay gets cheaper). */
  differencePoisha: z.number().int(),
  /** What goes back to the guest at once: kept money above the new price (poisha, ≥ 0). */
  refundPoisha: z.number().int(),
  /** What is still owed after the change (poisha, ≥ 0): taken with the booking's Take payment form. */
  balanceDuePoisha: z.number().int(),
  roomNumber: z.string(),
  isRoomChanged: z.boolean(),
  /** True when the refund includes desk money, so the change needs `refundWay` (a desk method). */
  needsRefundWay: z.boolean(),
});
export type StayChangeQuote = z.infer<typeof stayChangeQuoteSchema>;

export const stayChangedSchema = stayChangeQuoteSchema.extend({ message: z.string() });
export type StayChanged = z.infer<typeof stayChangedSchema>;
