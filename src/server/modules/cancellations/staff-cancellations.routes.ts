/**
 * Cancelling a paid stay for the guest, by staff (issue 28): GET /admin/bookings/{id}/staff-cancel
 * (the policy's proposal and each outcome's refund) and POST /admin/bookings/{id}/staff-cancel.
 * The policy, the refund and the transition are checkout's (checkout.service.ts cancelByStaff).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '#shared/schemas/common.ts';
import { staffCancelInputSchema, staffCancelledSchema, staffCancelQuoteSchema } from '#shared/schemas/staff-cancellations.ts';
import { auditActorOf } from '../audit/audit.routes.ts';
import { cancelByStaff, quoteStaffCancellation } from '../checkout/checkout.service.ts';

export const registerStaffCancellationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/bookings/:id/staff-cancel',
    { config: { access: 'bookings' }, schema: { params: idParamSchema, response: { 200: staffCancelQuoteSchema } } },
    async (request) => quoteStaffCancellation(app, request.params.id),
  );

  app.post(
    '/admin/bookings/:id/staff-cancel',
    {
      // Issue 29: gives money back, so the second factor must be recent.
      config: { access: 'bookings', stepUp: true },
      schema: { params: idParamSchema, body: staffCancelInputSchema, response: { 200: staffCancelledSchema } },
    },
    async (request) => cancelByStaff(app, request.params.id, request.body, auditActorOf(request.caller, request)),
  );
};
