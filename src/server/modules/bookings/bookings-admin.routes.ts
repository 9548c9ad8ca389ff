/** Admin booking call of docs/product/api.md#admin-lists: all-bookings-admin, paged through query parameters (issue #13). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingsList } from '#shared/lists/bookings-list.ts';
import { bookingListQuerySchema, bookingPageSchema, isPagedQuery } from '#shared/schemas/admin-lists.ts';
import { bookingListSchema } from '#shared/schemas/bookings.ts';
import { exportBookingsCsv, listBookingPage } from '../admin-lists/admin-lists.service.ts';
import { registerCsvExport } from '../admin-lists/list-routes.ts';
import { listBookingsForAdmin } from './bookings-admin.service.ts';

export const registerBookingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Without parameters: the spec's whole list. With any (page, q, status…): one page and its total.
  app.get(
    '/all-bookings-admin',
    {
      config: { access: 'admin' },
      schema: { querystring: bookingListQuerySchema, response: { 200: z.union([bookingListSchema, bookingPageSchema]) } },
    },
    async (request) => {
      return isPagedQuery(request.query) ? listBookingPage(app, request.query) : listBookingsForAdmin(app);
    },
  );

  registerCsvExport(app, bookingsList, (query) => exportBookingsCsv(app, query));
};
