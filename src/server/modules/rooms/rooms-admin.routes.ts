/** Admin room calls of SPEC §7 (add-room, edit-room) and the archive of issue #3 (DELETE /rooms/:id). */
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '#shared/schemas/common.ts';
import { roomInputSchema, roomSchema } from '#shared/schemas/rooms.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { addRoom, archiveRoom, editRoom } from './rooms-admin.service.ts';

const messageSchema = z.object({ message: z.string() });

export const registerRoomAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // The role is checked before the body is validated, so anonymous callers and guests learn
  // nothing about the rules (401/403, never a 400); handlers read the admin found here.
  const admins = new WeakMap<FastifyRequest, SessionUser>();
  const authorise = async (request: FastifyRequest) => {
    admins.set(request, await app.requireAdmin(request));
  };
  const adminOf = async (request: FastifyRequest) => admins.get(request) ?? app.requireAdmin(request);

  app.post('/add-room', {
    config: { access: 'admin' },
    preValidation: authorise,
    schema: { body: roomInputSchema, response: { 201: roomSchema } },
  }, async (request, reply) => {
    const room = await addRoom(app, await adminOf(request), request.body);
    return reply.status(201).send(room);
  });

  app.put('/edit-room/:id', {
    config: { access: 'admin' },
    preValidation: authorise,
    schema: { params: idParamSchema, body: roomInputSchema, response: { 200: roomSchema } },
  }, async (request) => {
    await adminOf(request);
    return editRoom(app, request.params.id, request.body);
  });

  app.delete('/rooms/:id', {
    config: { access: 'admin' },
    schema: { params: idParamSchema, response: { 200: messageSchema } },
  }, async (request) => {
    await app.requireAdmin(request);
    await archiveRoom(app, request.params.id);
    return { message: 'Room archived' };
  });
};
