/**
 * GET /api/booking-limits: the limits a stay must fit, so the date panel applies the server's rule,
 * the hotel's identity, so the invoices print the configured hotel (issue 10), and the most
 * guests any offered room sleeps, so the search offers no party no room can take (issue 24).
 */
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toBdt } from '#shared/domain/money.ts';
import { MAX_NIGHTS } from '#shared/domain/stay-dates.ts';
import { bookingLimitsSchema, type BookingLimits } from '#shared/schemas/bookings.ts';
import { findLargestCapacity } from '../rooms/rooms.service.ts';

/** The limits as GET /api/booking-limits answers them (also rendered into server pages, issue 25). */
export async function readBookingLimits(app: FastifyInstance): Promise<BookingLimits> {
  return {
    maxNights: MAX_NIGHTS,
    maxPaymentBdt: toBdt(app.config.maxPaymentPoisha),
    bookingWindowDays: app.config.bookingWindowDays,
    isSameDayTurnover: app.config.isSameDayTurnover,
    hotel: app.config.hotel,
    maxGuests: await findLargestCapacity(app.db),
  };
}

export const registerBookingLimitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/booking-limits', { config: { access: 'public' }, schema: { response: { 200: bookingLimitsSchema } } }, () =>
    readBookingLimits(app),
  );
};
