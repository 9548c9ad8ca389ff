/** Guests for the front desk (issue 27), admin only: GET /api/admin/guests?q= and POST /api/admin/guests. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createGuestBodySchema, deskGuestSchema, guestListSchema, guestSearchQuerySchema } from '#shared/schemas/desk.ts';
import { createDeskGuest, findGuests } from './desk-guests.service.ts';

const desk = { access: 'bookings' } as const;

export const registerDeskGuestRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/guests',
    { config: desk, schema: { querystring: guestSearchQuerySchema, response: { 200: guestListSchema } } },
    async (request) => findGuests(app.db, request.query.q),
  );

  app.post(
    '/admin/guests',
    { config: desk, schema: { body: createGuestBodySchema, response: { 200: deskGuestSchema } } },
    async (request) => createDeskGuest(app.db, request.body),
  );
};
