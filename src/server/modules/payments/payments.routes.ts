/**
 * Payment routes (docs/product/api.md#payments my-payments, payment-details; docs/product/api.md#gateway-callbacks).
 * The gateway callbacks are cross-site form posts without the session cookie: they are
 * looked up by tran_id and always answer the browser with a 303 to the SPA.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentDetailsReplySchema, paymentListSchema } from '#shared/schemas/payments.ts';
import { fieldOf } from '../../plugins/gateway/form-fields.ts';
import { handleFailCallback, handleIpn, handleSuccessCallback } from '../checkout/callbacks.ts';
import { getPaymentDetails, listMyPayments } from './payments.service.ts';

const tranIdParams = z.object({ tranId: z.string().min(1).max(100) });

export const registerPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  // The gateway's callbacks: public, looked up by tran_id and verified with the gateway.
  app.post('/payment/success/:tranId', { config: { access: 'public' }, schema: { params: tranIdParams } }, async (request, reply) => {
    const location = await handleSuccessCallback(app, request.params.tranId, fieldOf(request.body, 'val_id'), request.log);
    return reply.redirect(location, 303);
  });

  // Fail and cancel are handled alike; the posted body is not read at all.
  for (const kind of ['fail', 'cancel'] as const) {
    app.post(`/payment/${kind}/:tranId`, { config: { access: 'public' }, schema: { params: tranIdParams } }, async (request, reply) => {
      return reply.redirect(await handleFailCallback(app, request.params.tranId, request.log), 303);
    });
  }

  app.post(
    '/payment/ipn',
    { config: { access: 'public' }, schema: { response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      const { body } = request;
      return { message: await handleIpn(app, fieldOf(body, 'tran_id'), fieldOf(body, 'val_id'), request.log) };
    },
  );

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
