/**
 * No-shows (issue 28): GET /admin/bookings/{id}/no-show (can it be marked now, the fee and the
 * refund) and POST /admin/bookings/{id}/no-show. The rule, the refund and the transition are
 * checkout's (checkout.service.ts markNoShow).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '#shared/schemas/common.ts';
import { noShowInputSchema, noShowMarkedSchema, noShowQuoteSchema } from '#shared/schemas/no-shows.ts';
import { auditActorOf } from '../audit/audit.routes.ts';
import { markNoShow, quoteNoShow } from '../checkout/checkout.service.ts';

export const registerNoShowRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/bookings/:id/no-show',
    { config: { access: 'bookings' }, schema: { params: idParamSchema, response: { 200: noShowQuoteSchema } } },
    async (request) => quoteNoShow(app, request.params.id),
  );

  app.post(
    '/admin/bookings/:id/no-show',
    // Issue 29: refunds what the fee does not keep, so the second factor must be recent.
    {
      config: { access: 'bookings', stepUp: true },
      schema: { params: idParamSchema, body: noShowInputSchema, response: { 200: noShowMarkedSchema } },
    },
    async (request) => markNoShow(app, request.params.id, request.body, auditActorOf(request.caller, request)),
  );
};
