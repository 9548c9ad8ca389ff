/** Room routes of docs/product/api.md#rooms: the public list and the signed-in detail calls. */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  reservationListSchema,
  reviewListSchema,
  roomAvailabilityQuerySchema,
  roomAvailabilitySchema,
  roomDetailSchema,
  roomListQuerySchema,
  roomListSchema,
  roomPageSchema,
  roomSchema,
} from '#shared/schemas/rooms.ts';
import { idParamSchema } from '#shared/schemas/common.ts';
import { sendCached, toCachedBody, type CachedBody } from '../../plugins/public-cache.ts';
import { getReservations, getRoom, getRoomAvailability, getRoomReviews, isRoomLikedBy, listRoomPage, listRooms } from './rooms.service.ts';

const roomIdParams = z.object({ roomId: z.string().min(1) });
// Answers that depend on the clock (holds lapse without any write) are kept this long at most.
const DATE_SEARCH_TTL_MS = 5_000;

/**
 * One room's JSON bytes from the public cache (key `room:{id}`, emptied by every write), read
 * from the database once. Rejects like getRoom for an unknown or archived room. GET
 * /api/room/{id} and the room page's shell (modules/web-pages/room-page-shell.ts) share the entry.
 */
export function getCachedRoom(app: Pick<FastifyInstance, 'publicCache' | 'db'>, id: string): Promise<CachedBody> {
  return app.publicCache.get(`room:${id}`, async () => roomSchema.parse(await getRoom(app.db, id)));
}

/** Cache key of a validated query: every parameter, sorted, so `?a&b` and `?b&a` share an entry. */
export function normalizedQueryKey(prefix: string, query: Record<string, unknown>): string {
  const pairs = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : 1));
  return `${prefix}?${JSON.stringify(pairs)}`;
}

export const registerRoomRoutes: FastifyPluginAsyncZod = async (app) => {
  // Public (anonymous visitors browse rooms, docs/product/screens.md#room-list): served from the public cache with an
  // ETag and revalidated every time, so an admin's edit or a new review shows at once. Also
  // the stay search (checkIn, checkOut, guests, sort): the whole validated query is the key.
  // With page or pageSize, one page and the total (issue 11), else the spec's whole list.
  app.get(
    '/all-rooms',
    {
      config: { access: 'public' },
      schema: { querystring: roomListQuerySchema, response: { 200: z.union([roomListSchema, roomPageSchema]) } },
    },
    async (request, reply) => {
      const query = request.query as Record<string, unknown>;
      const isPaged = request.query.page !== undefined || request.query.pageSize !== undefined;
      const cached = await app.publicCache.get(
        normalizedQueryKey('all-rooms', query),
        async () =>
          isPaged
            ? roomPageSchema.parse(await listRoomPage(app, request.query))
            : roomListSchema.parse(await listRooms(app, request.query)),
        { ttlMs: query.checkIn !== undefined ? DATE_SEARCH_TTL_MS : undefined },
      );
      return sendCached(request, reply, cached);
    },
  );

  // The room's bytes are cached; the caller's liked state is spliced in.
  app.get(
    '/room/:id',
    { config: { access: 'user' }, schema: { params: idParamSchema, response: { 200: roomDetailSchema } } },
    async (request, reply) => {
      const { caller } = request;
      const { id } = request.params;
      const [room, isLiked] = await Promise.all([getCachedRoom(app, id), isRoomLikedBy(app.db, id, caller.id)]);
      const json = room.body.toString();
      return sendCached(request, reply, toCachedBody(`${json.slice(0, -1)},"isLiked":${isLiked}}`));
    },
  );

  app.get(
    '/reviews/:roomId',
    { config: { access: 'user' }, schema: { params: roomIdParams, response: { 200: reviewListSchema } } },
    async (request, reply) => {
      const cached = await app.publicCache.get(`reviews:${request.params.roomId}`, async () =>
        reviewListSchema.parse(await getRoomReviews(app.db, request.params.roomId)),
      );
      return sendCached(request, reply, cached);
    },
  );

  app.get(
    '/reservation-data/:roomId',
    { config: { access: 'user' }, schema: { params: roomIdParams, response: { 200: reservationListSchema } } },
    async (request, reply) => {
      const { caller } = request;
      // The answer is the caller's own (`isOwn`, issue 24): never stored by a shared cache.
      reply.header('cache-control', 'private, no-store');
      return getReservations(app, request.params.roomId, caller.id);
    },
  );

  // Issue 27, the availability check of the room page's date panel ("Only N left"): the
  // signed-in guest's own, like /reservation-data: their own live hold does not count, as
  // booking again replaces it (a guest back from the gateway was told their own dates were taken).
  app.get(
    '/room/:id/availability',
    {
      config: { access: 'user' },
      schema: { params: idParamSchema, querystring: roomAvailabilityQuerySchema, response: { 200: roomAvailabilitySchema } },
    },
    async (request, reply) => {
      const { checkIn, checkOut } = request.query;
      reply.header('cache-control', 'private, no-store');
      return getRoomAvailability(app, request.params.id, { checkIn, checkOut }, request.caller.id);
    },
  );
};
