/** Admin booking call of SPEC §7: all-bookings-admin. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingListSchema } from '#shared/schemas/bookings.ts';
import { listBookingsForAdmin } from './bookings-admin.service.ts';

export const registerBookingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/all-bookings-admin', {
    config: { access: 'admin' },
    schema: { response: { 200: bookingListSchema } },
  }, async (request) => {
    await app.requireAdmin(request);
    return listBookingsForAdmin(app);
  });
};
