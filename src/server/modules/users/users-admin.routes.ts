/** Admin customer calls of SPEC §7: all-users and make-admin. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { userSchema } from '#shared/schemas/users.ts';
import { listAllUsers, makeAdmin } from './users-admin.service.ts';

export const registerUserAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/all-users', {
    config: { access: 'admin' },
    schema: { response: { 200: z.array(userSchema) } },
  }, async (request) => {
    await app.requireAdmin(request);
    return listAllUsers(app.db);
  });

  app.post('/make-admin/:userId', {
    config: { access: 'admin' },
    schema: { params: z.object({ userId: z.string().min(1).max(200) }), response: { 200: z.object({ message: z.string() }) } },
  }, async (request) => {
    await app.requireAdmin(request);
    return makeAdmin(app.db, request.params.userId);
  });
};
