import { z } from 'zod';

/**
 * Payment states (the checkout state machine, src/server/modules/checkout/checkout-states.ts):
 * pending → paid | failed | cancelled; failed|cancelled → paid (a late payment the gateway
 * verified); paid → refunded. `refund_pending` is what the API shows for a paid payment whose
 * money is owed back (its refund is being asked, was refused, or its answer was lost).
 */
export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded', 'cancelled', 'refund_pending'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** Payment as the API answers it (docs/product/entities.md#payment); `amount` is BDT. */
export const paymentSchema = z.object({
  _id: z.string(),
  transactionId: z.string(),
  paymentDate: z.string().nullable(),
  amount: z.number(),
  bookingId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  tran_id: z.string(),
  tran_date: z.string().nullable(),
  card_type: z.string().nullable(),
  bank_gw: z.string().nullable(),
  val_id: z.string().nullable(),
  currency_type: z.string().nullable(),
  gatewayMode: z.string(),
  isTestPayment: z.boolean(),
  roomTitle: z.string(),
  /**
   * Issue 28: BDT given back of a payment still `paid` (a partial refund). When nothing went back:
   * absent in the guest's replies (the spec's entity), null in the admin list (every key present).
   */
  refundedAmount: z.number().nullable().optional(),
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentListSchema = z.array(paymentSchema);
/** docs/product/api.md#payments GET /payment-details/{transactionId}: the first item of `element` is used. */
export const paymentDetailsReplySchema = z.object({ element: z.array(paymentSchema) });

/** docs/product/api.md#admin-lists GET /all-payments-admin item: a payment with its guest (for the invoice's To block). */
export const adminPaymentSchema = paymentSchema.extend({
  guest: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export const adminPaymentListSchema = z.array(adminPaymentSchema);

/**
 * GET /api/payments/{tranId}/status (issue #8 contract): where a payment stands, for the
 * guest's honest messages. Amounts are BDT; `reason` says why money went back ('late-payment'
 * or 'cancellation'); `holdExpiresAt` is set while the booking is a hold.
 */
export const paymentStatusReplySchema = z.object({
  tranId: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  amount: z.number(),
  refundAmount: z.number().nullable(),
  reason: z.string().nullable(),
  holdExpiresAt: z.string().nullable(),
  booking: z.object({
    id: z.string(),
    roomId: z.string(),
    roomTitle: z.string(),
    startDate: z.string(),
    endDate: z.string(),
    nights: z.number().int(),
  }),
  /** The booking's guest (issue #12: the payment-success page shows the server's word, not the URL's). */
  guest: z.object({ name: z.string(), email: z.string() }),
  tran_date: z.string().nullable(),
  card_type: z.string().nullable(),
  bank_gw: z.string().nullable(),
  val_id: z.string().nullable(),
  currency_type: z.string().nullable(),
  isTestPayment: z.boolean(),
});
export type PaymentStatusReply = z.infer<typeof paymentStatusReplySchema>;
