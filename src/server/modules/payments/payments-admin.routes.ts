/** Admin payment call of docs/product/api.md#admin-lists: all-payments-admin, paged through query parameters (issue #13). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentsList } from '#shared/lists/payments-list.ts';
import { isPagedQuery, paymentListQuerySchema, paymentPageSchema, paymentTotalsSchema } from '#shared/schemas/admin-lists.ts';
import { adminPaymentListSchema } from '#shared/schemas/payments.ts';
import { exportPaymentsCsv, listPaymentPage, totalPayments } from '../admin-lists/admin-lists.service.ts';
import { registerCsvExport, registerListRoute } from '../admin-lists/list-routes.ts';
import { listPaymentsForAdmin } from './payments-admin.service.ts';

const admin = { access: 'payments' } as const;

export const registerPaymentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // Without parameters: the spec's whole list. With any (page, q, status…): one page and its total.
  registerListRoute(app, paymentsList, z.union([adminPaymentListSchema, paymentPageSchema]), 'payments', async (query) =>
    isPagedQuery(query) ? listPaymentPage(app, query) : listPaymentsForAdmin(app.db),
  );

  app.get(
    '/all-payments-admin/totals',
    {
      config: admin,
      schema: { querystring: paymentListQuerySchema, response: { 200: paymentTotalsSchema } },
    },
    async (request) => {
      return totalPayments(app, request.query);
    },
  );

  registerCsvExport(app, paymentsList, (query) => exportPaymentsCsv(app, query));
};
