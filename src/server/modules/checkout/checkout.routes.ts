/** The guest's checkout calls (COORDINATION contract): cancel-hold, resume-payment, payment status. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentStatusReplySchema } from '#shared/schemas/payments.ts';
import { cancelHold, getPaymentStatus, resumePayment } from './guest-actions.ts';

const bookingParams = z.object({ bookingId: z.string().min(1).max(100) });

const user = { access: 'user' } as const;

export const registerCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
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
