/**
 * Changing a paid stay's dates (issue 28): GET /admin/bookings/{id}/change-stay?checkIn&checkOut
 * (the quote: nights, price, difference, room) and POST /admin/bookings/{id}/change-stay. The
 * rules, the pricing and the transition are checkout's (checkout.service.ts changeStay).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '#shared/schemas/common.ts';
import { stayChangedSchema, stayChangeInputSchema, stayChangeQuerySchema, stayChangeQuoteSchema } from '#shared/schemas/stay-changes.ts';
import { auditActorOf } from '../audit/audit.routes.ts';
import { changeStay, quoteStayChange } from '../checkout/checkout.service.ts';

export const registerStayChangeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/bookings/:id/change-stay',
    {
      config: { access: 'bookings' },
      schema: { params: idParamSchema, querystring: stayChangeQuerySchema, response: { 200: stayChangeQuoteSchema } },
    },
    async (request) => quoteStayChange(app, request.params.id, request.query),
  );

  app.post(
    '/admin/bookings/:id/change-stay',
    {
      // Issue 29: a shorter stay gives money back, so the second factor must be recent.
      config: { access: 'bookings', stepUp: true },
      schema: { params: idParamSchema, body: stayChangeInputSchema, response: { 200: stayChangedSchema } },
    },
    async (request) => changeStay(app, request.params.id, request.body, auditActorOf(request.caller, request)),
  );
};
