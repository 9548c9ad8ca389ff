/** Guest profiles (issue 28), admin only: GET /api/admin/guests/{id} and PUT /api/admin/guests/{id}/notes. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { guestIdParamsSchema, guestNotesBodySchema, guestProfileSchema } from '#shared/schemas/guest-profiles.ts';
import { auditActorOf } from '../audit/audit.routes.ts';
import { getGuestProfile, saveGuestNotes } from './guest-profiles.service.ts';

const desk = { access: 'bookings' } as const;

export const registerGuestProfileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/guests/:id',
    { config: desk, schema: { params: guestIdParamsSchema, response: { 200: guestProfileSchema } } },
    async (request) => getGuestProfile(app.db, request.params.id),
  );

  app.put(
    '/admin/guests/:id/notes',
    { config: desk, schema: { params: guestIdParamsSchema, body: guestNotesBodySchema, response: { 200: guestProfileSchema } } },
    async (request) => {
      const { caller } = request;
      return saveGuestNotes(app.db, request.params.id, request.body.notes, { ...auditActorOf(caller, request), name: caller.name });
    },
  );
};
