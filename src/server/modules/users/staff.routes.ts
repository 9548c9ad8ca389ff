/**
 * Managing staff (issue 29): GET /api/admin/staff, POST /api/admin/staff/invitations,
 * PUT /api/admin/staff/:id/role, POST /api/admin/staff/:id/deactivate and …/reactivate. All
 * need the `staff` permission (owner, manager); the writes also ask for a recent second factor
 * (`stepUp`, enforced by the step-up hook where it is installed). The rules are staff.service.ts's.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changeRoleSchema,
  inviteStaffSchema,
  staffChangeAnswerSchema,
  staffMemberSchema,
  type StaffChangeAnswer,
} from '#shared/schemas/staff.ts';
import { auditActorOf } from '../audit/audit.routes.ts';
import { changeStaffRole, deactivateStaff, inviteStaff, listStaff, reactivateStaff, type StaffCaller } from './staff.service.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Issue 29: the route asks for the second factor again when the last check is older than the setting. */
    stepUp?: boolean;
  }
}

const params = z.object({ id: z.string().min(1).max(200) });
const writeSchema = { params, response: { 200: staffChangeAnswerSchema } };
const staffWrite = { access: 'staff', stepUp: true } as const;

const callerOf = (request: FastifyRequest): StaffCaller => ({ user: request.caller, by: auditActorOf(request.caller, request) });

/** After a change committed: the person's cached sessions go on every instance (decision 028). */
async function forgetTarget(app: FastifyInstance, id: string, result: StaffChangeAnswer): Promise<StaffChangeAnswer> {
  await app.sessionCache.forgetUser(id);
  return result;
}

export const registerStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/staff', { config: { access: 'staff' }, schema: { response: { 200: z.array(staffMemberSchema) } } }, async () =>
    listStaff(app.db),
  );

  app.post(
    '/admin/staff/invitations',
    { config: staffWrite, schema: { body: inviteStaffSchema, response: { 200: staffChangeAnswerSchema } } },
    async (request) => {
      const deps = { db: app.db, mailer: app.mailer, tasks: app.backgroundTasks, publicUrl: app.config.publicUrl, hotel: app.config.hotel };
      const result = await inviteStaff(deps, callerOf(request), request.body);
      return result.member ? forgetTarget(app, result.member.id, result) : result;
    },
  );

  app.put('/admin/staff/:id/role', { config: staffWrite, schema: { ...writeSchema, body: changeRoleSchema } }, async (request) =>
    forgetTarget(app, request.params.id, await changeStaffRole(app.db, callerOf(request), request.params.id, request.body.role)),
  );

  app.post('/admin/staff/:id/deactivate', { config: staffWrite, schema: writeSchema }, async (request) =>
    forgetTarget(app, request.params.id, await deactivateStaff(app.db, callerOf(request), request.params.id)),
  );

  app.post('/admin/staff/:id/reactivate', { config: staffWrite, schema: writeSchema }, async (request) =>
    forgetTarget(app, request.params.id, await reactivateStaff(app.db, callerOf(request), request.params.id)),
  );
};
