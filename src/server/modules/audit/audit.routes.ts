/** GET /api/admin/audit-log (issue #13): the audit log, newest first, filtered by object, paged on the server. */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditLogPageSchema, auditLogQuerySchema, type AuditLogPage } from '#shared/schemas/audit-log.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { toPageAnswer } from '../../db/paging.ts';
import { findAuditPage, type AuditActor } from './audit.repository.ts';

/** The audit actor of a request made by `user` (its client IP: X-Forwarded-For only behind TRUST_PROXY). */
export const auditActorOf = (user: SessionUser, request: FastifyRequest): AuditActor => ({
  actor: user.id,
  ip: request.ip,
  role: user.role,
});

export const registerAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit-log',
    {
      config: { access: 'audit' },
      schema: { querystring: auditLogQuerySchema, response: { 200: auditLogPageSchema } },
    },
    async (request): Promise<AuditLogPage> => {
      return toPageAnswer(await findAuditPage(app.db, request.query), (r) => ({
        id: r.id,
        at: r.at.toISOString(),
        actor: r.actor,
        actorName: r.actorName,
        action: r.action,
        objectType: r.objectType,
        objectId: r.objectId,
        before: r.before,
        after: r.after,
        ip: r.ip,
      }));
    },
  );
};
