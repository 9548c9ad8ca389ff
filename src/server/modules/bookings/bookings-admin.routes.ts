/** Admin booking call of docs/product/api.md#admin-lists: all-bookings-admin, paged through query parameters (issue #13). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bookingsList } from '#shared/lists/bookings-list.ts';
import { bookingPageSchema, isPagedQuery } from '#shared/schemas/admin-lists.ts';
import { bookingListSchema } from '#shared/schemas/bookings.ts';
import { exportBookingsCsv, listBookingPage } from '../admin-lists/admin-lists.service.ts';
import { registerCsvExport, registerListRoute } from '../admin-lists/list-routes.ts';
import { listBookingsForAdmin } from './bookings-admin.service.ts';

export const registerBookingAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Without parameters: the spec's whole list. With any (page, q, status…): one page and its total.
  registerListRoute(app, bookingsList, z.union([bookingListSchema, bookingPageSchema]), 'bookings', async (query) =>
    isPagedQuery(query) ? listBookingPage(app, query) : listBookingsForAdmin(app),
  );

  registerCsvExport(app, bookingsList, (query) => exportBookingsCsv(app, query));
};
