/**
 * Payment views (docs/product/api.md#payments my-payments, payment-details). The gateway's
 * callbacks are checkout's (checkout.routes.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentDetailsReplySchema, paymentListSchema } from '#shared/schemas/payments.ts';
import { getPaymentDetails, listMyPayments } from './payments.service.ts';

export const registerPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/my-payments/:userId',
    {
      config: { access: 'user' },
      schema: { params: z.object({ userId: z.string().min(1) }), response: { 200: paymentListSchema } },
    },
    async (request) => {
      const { caller } = request;
      return listMyPayments(app, caller, request.params.userId);
    },
  );

  app.get(
    '/payment-details/:transactionId',
    {
      config: { access: 'user' },
      schema: { params: z.object({ transactionId: z.string().min(1) }), response: { 200: paymentDetailsReplySchema } },
    },
    async (request) => {
      const { caller } = request;
      return getPaymentDetails(app, caller, request.params.transactionId);
    },
  );
};
