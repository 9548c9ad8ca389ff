/**
 * The admin's inventory calls (issue 27): a room type's physical rooms (GET/POST
 * /admin/rooms/{roomId}/physical-rooms, PATCH/DELETE /admin/physical-rooms/{id}, GET
 * /admin/physical-rooms) and blocked rooms (GET/POST /admin/blocks, POST /admin/blocks/{id}/end).
 * Every write empties the public cache (plugins/public-cache.ts does so after any successful
 * POST/PATCH/DELETE), so the room list's availability is fresh at once.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '#shared/schemas/common.ts';
import {
  physicalRoomInputSchema,
  physicalRoomListSchema,
  physicalRoomPatchSchema,
  physicalRoomSchema,
  physicalRoomWithTypeListSchema,
} from '#shared/schemas/physical-rooms.ts';
import {
  blockEndedSchema,
  blockInputSchema,
  blocksQuerySchema,
  roomBlockListSchema,
  roomBlockSchema,
} from '#shared/schemas/room-blocks.ts';
import { auditActorOf } from '../audit/audit.routes.ts';
import { addRoomToType, editPhysicalRoom, listAllPhysicalRooms, listRoomsOfType, retireRoom } from './physical-rooms.service.ts';
import { createBlock, endBlock, listBlocks } from './room-blocks.service.ts';

const roomIdParamSchema = z.object({ roomId: z.string().min(1) });
const messageSchema = z.object({ message: z.string() });
const rooms = { access: 'rooms' } as const;
const blocks = { access: 'blocks' } as const;
// The blocks page and a move pick among the physical rooms too.
const roomList = { access: ['rooms', 'blocks', 'bookings'] } as const;

export const registerInventoryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/rooms/:roomId/physical-rooms',
    { config: rooms, schema: { params: roomIdParamSchema, response: { 200: physicalRoomListSchema } } },
    async (request) => listRoomsOfType(app, request.params.roomId),
  );

  app.post(
    '/admin/rooms/:roomId/physical-rooms',
    { config: rooms, schema: { params: roomIdParamSchema, body: physicalRoomInputSchema, response: { 201: physicalRoomSchema } } },
    async (request, reply) => {
      const added = await addRoomToType(app, request.params.roomId, request.body, auditActorOf(request.caller, request));
      return reply.status(201).send(added);
    },
  );

  app.get('/admin/physical-rooms', { config: roomList, schema: { response: { 200: physicalRoomWithTypeListSchema } } }, async () =>
    listAllPhysicalRooms(app),
  );

  app.patch(
    '/admin/physical-rooms/:id',
    { config: rooms, schema: { params: idParamSchema, body: physicalRoomPatchSchema, response: { 200: physicalRoomSchema } } },
    async (request) => editPhysicalRoom(app, request.params.id, request.body, auditActorOf(request.caller, request)),
  );

  app.delete(
    '/admin/physical-rooms/:id',
    { config: rooms, schema: { params: idParamSchema, response: { 200: messageSchema } } },
    async (request) => {
      await retireRoom(app, request.params.id, auditActorOf(request.caller, request));
      return { message: 'Room taken out of service' };
    },
  );

  app.get(
    '/admin/blocks',
    { config: blocks, schema: { querystring: blocksQuerySchema, response: { 200: roomBlockListSchema } } },
    async (request) => listBlocks(app, request.query),
  );

  app.post(
    '/admin/blocks',
    { config: blocks, schema: { body: blockInputSchema, response: { 201: roomBlockSchema } } },
    async (request, reply) => reply.status(201).send(await createBlock(app, request.body, auditActorOf(request.caller, request))),
  );

  app.post(
    '/admin/blocks/:id/end',
    { config: blocks, schema: { params: idParamSchema, response: { 200: blockEndedSchema } } },
    async (request) => {
      const block = await endBlock(app, request.params.id, auditActorOf(request.caller, request));
      return { message: block ? 'Block ended' : 'Block withdrawn', block };
    },
  );
};
