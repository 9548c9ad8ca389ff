/** docs/product/api.md#session user calls and the session confirm/removal of docs/architecture.md#api-design. */
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okSchema } from '#shared/schemas/common.ts';
import { emailParamSchema, jwtBodySchema, upsertUserBodySchema, userSchema } from '#shared/schemas/users.ts';
import { forbidden } from '../../errors.ts';
import { getUserRecord, upsertOwnUser } from './users.service.ts';
import { assertNotOthersProfilePhoto } from '../../plugins/profile-photos.ts';

export const registerUserRoutes: FastifyPluginAsyncZod = async (app) => {
  // Never mints a session from an e-mail: it only confirms the cookie's session (docs/architecture.md#api-design).
  app.post(
    '/jwt',
    { config: { access: 'user' }, schema: { body: jwtBodySchema.optional(), response: { 200: okSchema } } },
    async (request) => {
      const { caller } = request;
      const email = request.body?.email;
      if (email && email.toLowerCase() !== caller.email.toLowerCase()) throw forbidden();
      return { ok: true };
    },
  );

  app.get('/remove-jwt', { config: { access: 'public' }, schema: { response: { 200: okSchema } } }, async (request, reply) => {
    const headers = fromNodeHeaders(request.headers);
    const hasSession = Boolean(await app.auth.api.getSession({ headers }));
    if (hasSession) {
      const response = await app.auth.api.signOut({ headers, asResponse: true });
      const cookies = response.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
    }
    return { ok: true };
  });

  app.get(
    '/user/:email',
    { config: { access: 'user' }, schema: { params: emailParamSchema, response: { 200: userSchema } } },
    async (request) => {
      const { caller } = request;
      return getUserRecord(app.db, caller, request.params.email);
    },
  );

  app.put(
    '/users/:email',
    { config: { access: 'user' }, schema: { params: emailParamSchema, body: upsertUserBodySchema, response: { 200: userSchema } } },
    async (request) => {
      const { caller } = request;
      assertNotOthersProfilePhoto(app.storage, request.body.photo, caller.id);
      const user = await upsertOwnUser(app.db, caller, request.params.email, request.body, (url) => app.storage.keyOf(url) !== null);
      // A new name reaches the caller's next request (checkout's customer name) on every instance.
      await app.sessionCache.forgetUser(caller.id);
      return user;
    },
  );
};
