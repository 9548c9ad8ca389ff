/**
 * Cancellation routes of SPEC §7: rais-cancel (the guest), cancelation-reqs, approve- and
 * decline-cancelation (admins: `config.access` + app.requireAdmin on each).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messages } from '#shared/messages.ts';
import {
  approveCancellationParamsSchema, cancellationListQuerySchema, cancellationRequestListSchema,
  declineCancellationParamsSchema, messageReplySchema, raiseCancelBodySchema,
} from '#shared/schemas/cancellations.ts';
import { onCheckoutEvent } from '../checkout/checkout-events.ts';
import { approveCancellation } from './approve-cancellation.ts';
import { resolveClaimedRequestOfBooking } from './cancellations.repository.ts';
import { declineRequest, listRequests, raiseCancellation } from './cancellations.service.ts';

const admin = { access: 'admin' } as const;

export const registerCancellationRoutes: FastifyPluginAsyncZod = async (app) => {
  // A refund the job recorded after the approval's answer was lost still resolves its request.
  onCheckoutEvent(app, async (event) => {
    if (event.type === 'cancellation-approved') await resolveClaimedRequestOfBooking(app.db, event.bookingId);
  });

  app.post('/rais-cancel', {
    schema: { body: raiseCancelBodySchema, response: { 200: messageReplySchema } },
  }, async (request) => {
    const caller = await app.requireUser(request);
    await raiseCancellation(app, caller, request.body);
    return { message: messages.cancelRequested };
  });

  app.get('/cancelation-reqs', {
    config: admin,
    schema: { querystring: cancellationListQuerySchema, response: { 200: cancellationRequestListSchema } },
  }, async (request) => {
    await app.requireAdmin(request);
    return listRequests(app, request.query.id);
  });

  app.post('/approve-cancelation/:bookingId/:transactionId/:adminId/:requestId', {
    config: admin,
    schema: { params: approveCancellationParamsSchema, response: { 200: messageReplySchema } },
  }, async (request) => {
    const caller = await app.requireAdmin(request);
    await approveCancellation(app, caller, request.params);
    return { message: messages.concernApproved };
  });

  app.post('/decline-cancelation/:bookingId/:requestId', {
    config: admin,
    schema: { params: declineCancellationParamsSchema, response: { 200: messageReplySchema } },
  }, async (request) => {
    const caller = await app.requireAdmin(request);
    await declineRequest(app, caller, request.params.bookingId, request.params.requestId);
    return { message: messages.concernDeclined };
  });
};
