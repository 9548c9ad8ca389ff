/** Like routes of docs/product/api.md#likes: POST /like/{roomId}/{userId} and /dislike/{roomId}/{userId} (no body). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { likeParamsSchema, likeReplySchema } from '#shared/schemas/reviews.ts';
import { setLike } from './likes.service.ts';

export const registerLikeRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const [path, isLiked] of [
    ['/like', true],
    ['/dislike', false],
  ] as const) {
    app.post(
      `${path}/:roomId/:userId`,
      {
        config: { access: 'user' },
        schema: { params: likeParamsSchema, response: { 200: likeReplySchema } },
      },
      async (request) => {
        const { caller } = request;
        return setLike(app, caller, request.params.roomId, request.params.userId, isLiked);
      },
    );
  }
};
