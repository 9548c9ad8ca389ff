import { z } from 'zod';
import { messages } from '../messages.ts';

/**
 * docs/product/api.md#reviews POST /post-review body. `userId` must be the caller and `roomId` the booking's
 * room. docs/product/rules.md#reviews: rating (whole stars 1–5) and comment are both required, else
 * "Please Review Properly !".
 */
export const postReviewBodySchema = z.object({
  userId: z.string().min(1),
  roomId: z.string().min(1),
  bookingId: z.string().min(1),
  comment: z.string({ error: messages.reviewInvalid }).trim().min(1, messages.reviewInvalid).max(2000, 'Comment is too long'),
  rating: z.coerce
    .number({ error: messages.reviewInvalid })
    .int(messages.reviewInvalid)
    .min(1, messages.reviewInvalid)
    .max(5, messages.reviewInvalid),
});
export type PostReviewBody = z.infer<typeof postReviewBodySchema>;
/** The Review dialog's fields, picked from the body schema so the SPA and the server validate alike. */
export const reviewFormSchema = postReviewBodySchema.pick({ rating: true, comment: true });

/** docs/product/api.md#likes POST /like/{roomId}/{userId} and /dislike/{roomId}/{userId} (no body). */
export const likeParamsSchema = z.object({ roomId: z.string().min(1), userId: z.string().min(1) });
/** Like/dislike answer: the room's like count and the caller's liked state after the call. */
export const likeReplySchema = z.object({ likes: z.number().int(), isLiked: z.boolean() });
export type LikeReply = z.infer<typeof likeReplySchema>;
