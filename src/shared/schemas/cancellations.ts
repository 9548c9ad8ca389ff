import { z } from 'zod';
import { DECLINE_REASON_MAX, declineReasonInvalid, declineReasonMissing, declineReasonTooLong, messages } from '../messages.ts';
import { bookingSchema } from './bookings.ts';
import { paymentSchema } from './payments.ts';

/**
 * docs/product/api.md#cancellations POST /rais-cancel body. `userId` must be the caller and `roomId` must be the
 * booking's room (the server checks both); `status` is ignored. docs/product/rules.md#cancel-a-booking: a reason is
 * required ("Please Fill-Up Properly !").
 */
export const raiseCancelBodySchema = z.object({
  userId: z.string().min(1),
  roomId: z.string().min(1),
  bookingId: z.string().min(1),
  reason: z.string({ error: messages.cancelReasonMissing }).trim().min(1, messages.cancelReasonMissing).max(2000, 'Reason is too long'),
  status: z.unknown().optional(),
});
export type RaiseCancelBody = z.infer<typeof raiseCancelBodySchema>;
/** The Cancel dialog's field, picked from the body schema so the SPA and the server validate the reason alike. */
export const cancelReasonFormSchema = raiseCancelBodySchema.pick({ reason: true });

/** Answer of the write calls of this resource: the docs/product/messages.md#toasts. */
export const messageReplySchema = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReplySchema>;

const CANCELLATION_STATUSES = ['pending', 'resolved'] as const;
const CANCELLATION_DECISIONS = ['approved', 'declined'] as const;

/**
 * Cancellation request as the admin views see it (docs/product/entities.md#cancellation-request): room, user, booking and payment
 * attached. `date`/`resolvedAt` are ISO timestamps; `room.price` is BDT per night.
 */
export const cancellationRequestSchema = z.object({
  _id: z.string(),
  date: z.string(),
  reason: z.string(),
  status: z.enum(CANCELLATION_STATUSES),
  decision: z.enum(CANCELLATION_DECISIONS).nullable(),
  /** The hotel's reason for a decline (issue 24); null when approved, pending, or declined through the spec's bodiless call. */
  declineReason: z.string().nullable(),
  resolvedBy: z.string().nullable(),
  resolvedAt: z.string().nullable(),
  userId: z.string(),
  roomId: z.string(),
  bookingId: z.string(),
  room: z.object({
    _id: z.string(),
    title: z.string(),
    image: z.string(),
    category: z.string(),
    price: z.number(),
  }),
  user: z.object({
    _id: z.string(),
    name: z.string(),
    email: z.string(),
    photo: z.string().nullable(),
  }),
  booking: bookingSchema,
  payment: paymentSchema,
});
export type CancellationRequest = z.infer<typeof cancellationRequestSchema>;
/** docs/product/api.md#cancellations GET /cancelation-reqs (newest first) and GET /cancelation-reqs?id= (one item). */
export const cancellationRequestListSchema = z.array(cancellationRequestSchema);

/** docs/product/api.md#cancellations POST /approve-cancelation/{bookingId}/{transactionId}/{adminId}/{requestId}. */
export const approveCancellationParamsSchema = z.object({
  bookingId: z.string().min(1),
  transactionId: z.string().min(1),
  adminId: z.string().min(1),
  requestId: z.string().min(1),
});
/** Control characters (Unicode Cc) other than tab and line breaks (a reason may have paragraphs). */
const CONTROL_CHARACTERS = /(?![\t\n\r])\p{Cc}/u;

/**
 * The hotel's reason for a decline (issue 24): trimmed, 1 to DECLINE_REASON_MAX characters, no
 * control characters. The SPA's confirmation dialog and the server validate it alike.
 */
export const declineReasonSchema = z
  .string({ error: declineReasonMissing })
  .trim()
  .min(1, declineReasonMissing)
  .max(DECLINE_REASON_MAX, declineReasonTooLong)
  .refine((reason) => !CONTROL_CHARACTERS.test(reason), declineReasonInvalid);

/**
 * Body of POST /decline-cancelation (issue 24). The spec's call sends no body (docs/product/api.md#cancellations),
 * so a missing body still declines without a reason; any body must carry a valid `reason`.
 */
export const declineCancellationBodySchema = z.object({ reason: declineReasonSchema }).nullish();
export type DeclineCancellationBody = z.infer<typeof declineCancellationBodySchema>;

/** docs/product/api.md#cancellations POST /decline-cancelation/{bookingId}/{requestId}. */
export const declineCancellationParamsSchema = z.object({
  bookingId: z.string().min(1),
  requestId: z.string().min(1),
});
