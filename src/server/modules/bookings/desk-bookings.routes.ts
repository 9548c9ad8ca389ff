/**
 * The front desk's booking calls (issue 27), admin only: the quote of a stay, a booking taken by
 * staff (paid, a deposit, or a payment link), more money toward a booking's balance, and the
 * balance itself.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  bookingBalanceSchema,
  deskBookingBodySchema,
  deskBookingReplySchema,
  deskPaymentBodySchema,
  deskPaymentReplySchema,
  deskQuoteQuerySchema,
  deskQuoteSchema,
} from '#shared/schemas/desk.ts';
import { notFound } from '../../errors.ts';
import { addDeskPayment, createDeskBooking, getBookingBalance, quoteDeskStay } from './desk-bookings.service.ts';

const desk = { access: 'bookings' } as const;
const deskPayments = { access: 'desk-payments' } as const;
const bookingParams = z.object({ id: z.string().min(1).max(100) });

export const registerDeskBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/desk-quote',
    { config: desk, schema: { querystring: deskQuoteQuerySchema, response: { 200: deskQuoteSchema } } },
    async (request) => quoteDeskStay(app, request.query),
  );

  app.post(
    '/admin/desk-bookings',
    { config: desk, schema: { body: deskBookingBodySchema, response: { 200: deskBookingReplySchema } } },
    async (request) => createDeskBooking(app, request.caller, request.body),
  );

  app.post(
    '/admin/bookings/:id/desk-payments',
    { config: deskPayments, schema: { params: bookingParams, body: deskPaymentBodySchema, response: { 200: deskPaymentReplySchema } } },
    async (request) => addDeskPayment(app, request.caller, request.params.id, request.body),
  );

  app.get(
    '/admin/bookings/:id/balance',
    { config: desk, schema: { params: bookingParams, response: { 200: bookingBalanceSchema } } },
    async (request) => {
      const balance = await getBookingBalance(app, request.params.id);
      if (!balance) throw notFound('Booking');
      return balance;
    },
  );
};
