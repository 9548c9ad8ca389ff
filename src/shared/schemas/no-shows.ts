/**
 * No-shows (issue 28): GET /api/admin/bookings/{id}/no-show (the quote, integer poisha) and
 * POST /api/admin/bookings/{id}/no-show { refundWay? } (a desk method when desk money goes back).
 */
import { z } from 'zod';
import { REFUND_WAYS } from './stay-changes.ts';

export const noShowInputSchema = z.object({
  /** Needed (a desk method) when the quote says `needsRefundWay`; otherwise the rest goes back through the gateway. */
  refundWay: z.enum(REFUND_WAYS).optional(),
});
export type NoShowInput = z.infer<typeof noShowInputSchema>;

export const noShowQuoteSchema = z.object({
  canMark: z.boolean(),
  /** Why it cannot be marked now (when `canMark` is false). */
  reason: z.string().optional(),
  /** What the hotel keeps (NO_SHOW_FEE) and what goes back to the guest (poisha). */
  feePoisha: z.number().int(),
  refundPoisha: z.number().int(),
  /** True when the refund includes desk money, so it needs `refundWay` (a desk method). */
  needsRefundWay: z.boolean(),
});
export type NoShowQuote = z.infer<typeof noShowQuoteSchema>;

export const noShowMarkedSchema = z.object({
  message: z.string(),
  feePoisha: z.number().int(),
  refundPoisha: z.number().int(),
});
export type NoShowMarked = z.infer<typeof noShowMarkedSchema>;
