/**
 * Cancelling a paid stay for the guest, by staff (issue 28): GET /api/admin/bookings/{id}/staff-cancel
 * (the policy's proposal and each outcome's refund, integer poisha) and POST
 * /api/admin/bookings/{id}/staff-cancel { reason, outcome?, overrideReason?, refundWay? }.
 */
import { z } from 'zod';
import { CANCELLATION_OUTCOMES } from './desk-vocabularies.ts';
import { REFUND_WAYS } from './stay-changes.ts';

export const staffCancelInputSchema = z.object({
  reason: z.string({ error: 'Say why the stay is cancelled' }).trim().min(1, 'Say why the stay is cancelled').max(1000),
  /** Absent: the policy's proposal. */
  outcome: z.enum(CANCELLATION_OUTCOMES).optional(),
  overrideReason: z.string().trim().max(1000).optional(),
  refundWay: z.enum(REFUND_WAYS).optional(),
});
export type StaffCancelInput = z.infer<typeof staffCancelInputSchema>;

const outcomeQuoteSchema = z.object({
  outcome: z.enum(CANCELLATION_OUTCOMES),
  /** What goes back to the guest with this outcome (poisha). */
  refundPoisha: z.number().int(),
  /** True when the refund includes desk money, so it needs `refundWay` (a desk method). */
  needsRefundWay: z.boolean(),
});

export const staffCancelQuoteSchema = z.object({
  proposal: z.enum(CANCELLATION_OUTCOMES),
  /** The booking's kept money and its first night (poisha). */
  keptPoisha: z.number().int(),
  firstNightPoisha: z.number().int(),
  outcomes: z.array(outcomeQuoteSchema),
});
export type StaffCancelQuote = z.infer<typeof staffCancelQuoteSchema>;

export const staffCancelledSchema = z.object({
  message: z.string(),
  outcome: z.enum(CANCELLATION_OUTCOMES),
  refundPoisha: z.number().int(),
});
export type StaffCancelled = z.infer<typeof staffCancelledSchema>;
