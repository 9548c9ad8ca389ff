/**
 * Housekeeping (issue 28): GET /admin/housekeeping (the board) and
 * POST /admin/physical-rooms/{id}/housekeeping { status } (checkout.service.ts setHousekeeping,
 * the transition with its event). Admins only.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { idParamSchema } from '#shared/schemas/common.ts';
import { housekeepingBoardSchema, housekeepingChangedSchema, housekeepingChangeSchema } from '#shared/schemas/housekeeping.ts';
import { setHousekeeping } from '../checkout/checkout.service.ts';
import { findHousekeepingRows } from './housekeeping.repository.ts';

export const registerHousekeepingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/housekeeping',
    { config: { access: 'room-status' }, schema: { response: { 200: housekeepingBoardSchema } } },
    async () => {
      const date = todayInHotel(new Date(), app.config.hotelTimeZone);
      const rows = await findHousekeepingRows(app.db, date);
      return { date, rooms: rows.map((r) => ({ ...r, updatedAt: r.updatedAt?.toISOString() ?? null })) };
    },
  );

  app.post(
    '/admin/physical-rooms/:id/housekeeping',
    {
      config: { access: 'room-status' },
      schema: { params: idParamSchema, body: housekeepingChangeSchema, response: { 200: housekeepingChangedSchema } },
    },
    async (request) => setHousekeeping(app, request.params.id, request.body.status, request.caller),
  );
};
