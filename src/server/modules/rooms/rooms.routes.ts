/** Room routes of SPEC §7: the public list and the signed-in detail calls. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reservationListSchema, reviewListSchema, roomDetailSchema, roomListQuerySchema, roomListSchema,
} from '#shared/schemas/rooms.ts';
import { getReservations, getRoomDetail, getRoomReviews, listRooms } from './rooms.service.ts';

const roomIdParams = z.object({ roomId: z.string().min(1) });

export const registerRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public (anonymous visitors browse rooms, SPEC §2) but revalidated every time, so an
  // admin's edit or a new review shows at once. Also the stay search (checkIn, checkOut,
  // guests, sort): the whole query string is the cache key.
  app.get('/all-rooms', { schema: { querystring: roomListQuerySchema, response: { 200: roomListSchema } } }, async (request, reply) => {
    reply.header('cache-control', 'no-cache');
    return listRooms(app.db, request.query, app.config.hotelTimeZone);
  });

  app.get('/room/:id', { schema: { params: z.object({ id: z.string() }), response: { 200: roomDetailSchema } } }, async (request) => {
    const caller = await app.requireUser(request);
    return getRoomDetail(app.db, request.params.id, caller.id);
  });

  app.get('/reviews/:roomId', { schema: { params: roomIdParams, response: { 200: reviewListSchema } } }, async (request) => {
    await app.requireUser(request);
    return getRoomReviews(app.db, request.params.roomId);
  });

  app.get('/reservation-data/:roomId', { schema: { params: roomIdParams, response: { 200: reservationListSchema } } }, async (request) => {
    const caller = await app.requireUser(request);
    return getReservations(app.db, request.params.roomId, caller.id, app.config.hotelTimeZone);
  });
};
