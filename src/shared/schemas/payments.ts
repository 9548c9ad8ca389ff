import { z } from 'zod';

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const;

/** Payment as the API answers it (SPEC §3 Payment); `amount` is BDT. */
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
});
export type Payment = z.infer<typeof paymentSchema>;
export const paymentListSchema = z.array(paymentSchema);
/** SPEC §7 GET /payment-details/{transactionId}: the first item of `element` is used. */
export const paymentDetailsReplySchema = z.object({ element: z.array(paymentSchema) });

/** SPEC §7 GET /all-payments-admin item: a payment with its guest (for the invoice's To block). */
export const adminPaymentSchema = paymentSchema.extend({
  guest: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export const adminPaymentListSchema = z.array(adminPaymentSchema);
