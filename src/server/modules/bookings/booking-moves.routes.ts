/**
 * Moving a booking to another physical room (issue 27): GET /admin/bookings/{id}/move-options
 * (free rooms of its type and of same-price types), POST /admin/bookings/{id}/move. The rules and
 * the transition are checkout's (checkout.service.ts moveBooking).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingMovedSchema, moveBookingInputSchema, moveOptionsSchema } from '#shared/schemas/booking-moves.ts';
import { idParamSchema } from '#shared/schemas/common.ts';
import { auditActorOf } from '../audit/audit.routes.ts';
import { listMoveOptions, moveBooking } from '../checkout/checkout.service.ts';

export const registerBookingMoveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/bookings/:id/move-options',
    { config: { access: 'bookings' }, schema: { params: idParamSchema, response: { 200: moveOptionsSchema } } },
    async (request) => listMoveOptions(app, request.params.id),
  );

  app.post(
    '/admin/bookings/:id/move',
    {
      config: { access: 'bookings' },
      schema: { params: idParamSchema, body: moveBookingInputSchema, response: { 200: bookingMovedSchema } },
    },
    async (request) => moveBooking(app, request.params.id, request.body.physicalRoomId, auditActorOf(request.caller, request)),
  );
};
