/**
 * Cancellation routes of docs/product/api.md#cancellations: rais-cancel (the guest), cancelation-reqs, approve- and
 * decline-cancelation (admins); access is declared in each route's `config` (plugins/access.ts).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages } from '#shared/messages.ts';
import { cancellationsList } from '#shared/lists/cancellations-list.ts';
import { cancellationPageSchema, isPagedQuery } from '#shared/schemas/admin-lists.ts';
import {
  approveCancellationParamsSchema,
  cancellationRequestListSchema,
  declineCancellationBodySchema,
  declineCancellationParamsSchema,
  messageReplySchema,
  raiseCancelBodySchema,
} from '#shared/schemas/cancellations.ts';
import { listCancellationPage } from '../admin-lists/admin-lists.service.ts';
import { registerListRoute } from '../admin-lists/list-routes.ts';
import { approveCancellation } from './approve-cancellation.ts';
import { declineRequest, listRequests, raiseCancellation } from './cancellations.service.ts';

const desk = { access: 'bookings' } as const;
// Approving gives the money back (issue 29: refunds are the owner's and the manager's).
const refunds = { access: 'refunds' } as const;

export const registerCancellationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/rais-cancel',
    {
      config: { access: 'user' },
      schema: { body: raiseCancelBodySchema, response: { 200: messageReplySchema } },
    },
    async (request) => {
      const { caller } = request;
      await raiseCancellation(app, caller, request.body, new Date(), request.ip);
      return { message: messages.cancelRequested };
    },
  );

  // docs/product/api.md#cancellations: `?id=` or nothing → the list; any paging parameter → one page (issue #13).
  registerListRoute(app, cancellationsList, z.union([cancellationRequestListSchema, cancellationPageSchema]), 'bookings', async (query) => {
    const { id, ...paging } = query;
    return id === undefined && isPagedQuery(paging) ? listCancellationPage(app, paging) : listRequests(app, id);
  });

  app.post(
    '/approve-cancelation/:bookingId/:transactionId/:adminId/:requestId',
    {
      // Issue 29: gives money back, so the second factor must be recent.
      config: { ...refunds, stepUp: true },
      schema: { params: approveCancellationParamsSchema, response: { 200: messageReplySchema } },
    },
    async (request) => {
      const { caller } = request;
      await approveCancellation(app, caller, request.params, request.ip);
      return { message: messages.concernApproved };
    },
  );

  app.post(
    '/decline-cancelation/:bookingId/:requestId',
    {
      config: desk,
      schema: { params: declineCancellationParamsSchema, body: declineCancellationBodySchema, response: { 200: messageReplySchema } },
    },
    async (request) => {
      const { caller } = request;
      const reason = request.body?.reason ?? null;
      await declineRequest(app, caller, request.params.bookingId, request.params.requestId, reason, request.ip);
      return { message: messages.concernDeclined };
    },
  );
};
