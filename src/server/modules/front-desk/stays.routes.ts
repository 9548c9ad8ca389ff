/**
 * Check-in, check-out and the foreign guests register (issue 28), admin only. The register
 * record's numbers are whole here: staff open one stay's record, or the police's daily register.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  checkInReplySchema,
  checkInViewSchema,
  checkOutReplySchema,
  foreignGuestsQuerySchema,
  foreignGuestsSchema,
  guestRegisterBodySchema,
} from '#shared/schemas/guest-register.ts';
import { checkInGuest, checkOutGuest, getCheckInView, listForeignGuests } from './stays.service.ts';

const desk = { access: 'bookings' } as const;
const bookingParams = z.object({ id: z.string().min(1).max(100) });

export const registerStayRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/bookings/:id/check-in',
    { config: desk, schema: { params: bookingParams, response: { 200: checkInViewSchema } } },
    async (request) => getCheckInView(app, request.params.id),
  );

  app.post(
    '/admin/bookings/:id/check-in',
    { config: desk, schema: { params: bookingParams, body: guestRegisterBodySchema, response: { 200: checkInReplySchema } } },
    async (request) => checkInGuest(app, request.caller.id, request.params.id, request.body),
  );

  app.post(
    '/admin/bookings/:id/check-out',
    { config: desk, schema: { params: bookingParams, response: { 200: checkOutReplySchema } } },
    async (request) => checkOutGuest(app, request.caller.id, request.params.id),
  );

  app.get(
    '/admin/foreign-guests',
    { config: desk, schema: { querystring: foreignGuestsQuerySchema, response: { 200: foreignGuestsSchema } } },
    async (request) => listForeignGuests(app, request.query.date),
  );
};
