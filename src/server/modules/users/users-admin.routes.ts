/** Admin customer calls of docs/product/api.md#admin-users: all-users and make-admin. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { canAssignRole } from '#shared/domain/staff-roles.ts';
import { forbidden } from '../../errors.ts';
import { auditActorOf } from '../audit/audit.routes.ts';
import { customersList } from '#shared/lists/customers-list.ts';
import { customerPageSchema, isPagedQuery } from '#shared/schemas/admin-lists.ts';
import { userSchema } from '#shared/schemas/users.ts';
import { listCustomerPage } from '../admin-lists/admin-lists.service.ts';
import { registerListRoute } from '../admin-lists/list-routes.ts';
import { listAllUsers, makeAdmin } from './users-admin.service.ts';

export const registerUserAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Without parameters: the spec's whole list; with any, one page (issue #13).
  registerListRoute(app, customersList, z.union([z.array(userSchema), customerPageSchema]), 'staff', async (query) =>
    isPagedQuery(query) ? listCustomerPage(app, query) : listAllUsers(app.db),
  );

  app.post(
    '/make-admin/:userId',
    {
      config: { access: 'staff' },
      schema: { params: z.object({ userId: z.string().min(1).max(200) }), response: { 200: z.object({ message: z.string() }) } },
    },
    async (request) => {
      const { caller } = request;
      // Issue 29: Make Admin makes an owner, which only an owner may do.
      if (!canAssignRole(caller.role, 'admin')) throw forbidden();
      const answer = await makeAdmin(app.db, request.params.userId, auditActorOf(caller, request));
      // The new role holds at once on every instance, not when their session cache lapses (issue 31).
      await app.sessionCache.forgetUser(request.params.userId);
      return answer;
    },
  );
};
