/** Review route of docs/product/api.md#reviews: POST /post-review (the room's reviews are read by the rooms module). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '#shared/messages.ts';
import { messageReplySchema } from '#shared/schemas/cancellations.ts';
import { postReviewBodySchema } from '#shared/schemas/reviews.ts';
import { postReview } from './reviews.service.ts';

export const registerReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/post-review',
    {
      config: { access: 'user' },
      schema: { body: postReviewBodySchema, response: { 200: messageReplySchema } },
    },
    async (request) => {
      const { caller } = request;
      await postReview(app, caller, request.body);
      return { message: messages.reviewed };
    },
  );
};
