/** The guest's checkout calls (COORDINATION contract): cancel-hold, resume-payment, payment status. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { paymentStatusReplySchema } from '#shared/schemas/payments.ts';
import { cancelHold, getPaymentStatus, resumePayment } from './guest-actions.ts';

const bookingParams = z.object({ bookingId: z.string().min(1).max(100) });

export const registerCheckoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/bookings/:bookingId/cancel-hold', {
    schema: { params: bookingParams, response: { 200: z.object({ ok: z.literal(true) }) } },
  }, async (request) => {
    const caller = await app.requireUser(request);
    await cancelHold(app, caller, request.params.bookingId);
    return { ok: true as const };
  });

  app.post('/bookings/:bookingId/resume-payment', {
    schema: { params: bookingParams, response: { 200: z.object({ url: z.string() }) } },
  }, async (request) => {
    const caller = await app.requireUser(request);
    return resumePayment(app, caller, request.params.bookingId);
  });

  app.get('/payments/:tranId/status', {
    schema: { params: z.object({ tranId: z.string().min(1).max(100) }), response: { 200: paymentStatusReplySchema } },
  }, async (request) => {
    const caller = await app.requireUser(request);
    return getPaymentStatus(app, caller, request.params.tranId);
  });
};
