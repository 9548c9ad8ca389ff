/** docs/product/api.md#users POST /edit-profile/{userId}: the caller's own profile only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { editProfileBodySchema, userIdParamSchema } from '#shared/schemas/profile.ts';
import { userSchema } from '#shared/schemas/users.ts';
import { editOwnProfile } from './profile.service.ts';

export const registerProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/edit-profile/:userId',
    { config: { access: 'user' }, schema: { params: userIdParamSchema, body: editProfileBodySchema, response: { 200: userSchema } } },
    async (request) => {
      const { caller } = request;
      const user = await editOwnProfile(app, caller, request.params.userId, request.body);
      // A new name reaches the caller's next request (checkout's customer name) on every instance.
      await app.sessionCache.forgetUser(caller.id);
      return user;
    },
  );
};
