/** Admin payment call of SPEC §7: all-payments-admin. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPaymentListSchema } from '#shared/schemas/payments.ts';
import { listPaymentsForAdmin } from './payments-admin.service.ts';

export const registerPaymentAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/all-payments-admin', {
    config: { access: 'admin' },
    schema: { response: { 200: adminPaymentListSchema } },
  }, async (request) => {
    await app.requireAdmin(request);
    return listPaymentsForAdmin(app.db);
  });
};
