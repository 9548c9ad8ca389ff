/**
 * Admin room calls of docs/product/api.md#admin-rooms (add-room, edit-room), the archive of issue #3
 * (DELETE /rooms/:id), and the archived list and restore of issue 24.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditActorOf } from '../audit/audit.routes.ts';
import { idParamSchema } from '#shared/schemas/common.ts';
import { roomRestored } from '#shared/messages.ts';
import { addRoomInputSchema, roomInputSchema, roomSchema } from '#shared/schemas/rooms.ts';
import { addRoom, archiveRoom, editRoom } from './rooms-admin.service.ts';
import { archivedRoomPageSchema, archivedRoomsQuerySchema, roomRestoredSchema } from '#shared/schemas/archived-rooms.ts';
import { listArchivedRooms, restoreRoom } from './archived-rooms.service.ts';

const messageSchema = z.object({ message: z.string() });

export const registerRoomAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // The access hook checks the role before the body is validated, so anonymous callers and
  // guests learn nothing about the rules (401/403, never a 400).
  app.post(
    '/add-room',
    {
      config: { access: 'rooms' },
      schema: { body: addRoomInputSchema, response: { 201: roomSchema } },
    },
    async (request, reply) => {
      const room = await addRoom(app, request.caller, request.body, request.ip);
      return reply.status(201).send(room);
    },
  );

  app.put(
    '/edit-room/:id',
    {
      config: { access: 'rooms' },
      schema: { params: idParamSchema, body: roomInputSchema, response: { 200: roomSchema } },
    },
    async (request) => {
      const admin = request.caller;
      return editRoom(app, request.params.id, request.body, auditActorOf(admin, request));
    },
  );

  app.delete(
    '/rooms/:id',
    {
      config: { access: 'rooms' },
      schema: { params: idParamSchema, response: { 200: messageSchema } },
    },
    async (request) => {
      const admin = request.caller;
      await archiveRoom(app, request.params.id, auditActorOf(admin, request));
      return { message: 'Room archived' };
    },
  );

  // Issue 24: archived rooms can be listed and put back on sale.
  app.get(
    '/admin/archived-rooms',
    {
      config: { access: 'rooms' },
      schema: { querystring: archivedRoomsQuerySchema, response: { 200: archivedRoomPageSchema } },
    },
    async (request) => listArchivedRooms(app, request.query),
  );

  app.post(
    '/rooms/:id/restore',
    {
      config: { access: 'rooms' },
      schema: { params: idParamSchema, response: { 200: roomRestoredSchema } },
    },
    async (request) => {
      await restoreRoom(app, request.params.id, auditActorOf(request.caller, request));
      return { message: roomRestored };
    },
  );
};
