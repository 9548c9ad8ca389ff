/**
 * The guest's checkout calls (COORDINATION contract): cancel-hold, resume-payment, payment status;
 * and the gateway's callbacks (docs/product/api.md#gateway-callbacks), cross-site form posts
 * without the session cookie: looked up by tran_id, they always answer the browser with a 303 to the SPA.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentStatusReplySchema } from '#shared/schemas/payments.ts';
import { fieldOf } from '../../plugins/gateway/form-fields.ts';
import { handleFailCallback, handleIpn, handleSuccessCallback } from './callbacks.ts';
import { cancelHold, getPaymentStatus, resumePayment } from './guest-actions.ts';

const bookingParams = z.object({ bookingId: z.string().min(1).max(100) });
const tranIdParams = z.object({ tranId: z.string().min(1).max(100) });

const user = { access: 'user' } as const;

export const registerCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
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

  app.post(
    '/bookings/:bookingId/cancel-hold',
    {
      config: user,
      schema: { params: bookingParams, response: { 200: z.object({ ok: z.literal(true) }) } },
    },
    async (request) => {
      const { caller } = request;
      await cancelHold(app, caller, request.params.bookingId);
      return { ok: true as const };
    },
  );

  app.post(
    '/bookings/:bookingId/resume-payment',
    {
      config: user,
      schema: { params: bookingParams, response: { 200: z.object({ url: z.string() }) } },
    },
    async (request) => {
      const { caller } = request;
      return resumePayment(app, caller, request.params.bookingId);
    },
  );

  app.get(
    '/payments/:tranId/status',
    {
      config: user,
      schema: { params: z.object({ tranId: z.string().min(1).max(100) }), response: { 200: paymentStatusReplySchema } },
    },
    async (request) => {
      const { caller } = request;
      return getPaymentStatus(app, caller, request.params.tranId);
    },
  );
};
