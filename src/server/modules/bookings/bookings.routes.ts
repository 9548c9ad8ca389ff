/** Booking routes of docs/product/api.md#bookings: add-bookings, my-bookings, booking-details. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayInHotel } from '#shared/domain/hotel-time.ts';
import { addBookingBodySchema, addBookingQuerySchema, addBookingReplySchema, bookingListSchema } from '#shared/schemas/bookings.ts';
import { forbidden, notFound } from '../../errors.ts';
import { findBookingView, listUserBookings } from './bookings.repository.ts';
import { createHeldBooking, toBookingDto } from './bookings.service.ts';
import { isEntityId } from '#shared/schemas/common.ts';
import { getBookingBalance } from './desk-bookings.service.ts';
import { hasPermission } from '#shared/domain/staff-roles.ts';

const user = { access: 'user' } as const;

export const registerBookingRoutes: FastifyPluginAsyncZod = async (app) => {
  const today = () => todayInHotel(new Date(), app.config.hotelTimeZone);

  app.post(
    '/add-bookings',
    {
      config: user,
      schema: { querystring: addBookingQuerySchema, body: addBookingBodySchema, response: { 200: addBookingReplySchema } },
    },
    async (request) => {
      const { caller } = request;
      // The caller is the session's user; a different userId in the body is refused (docs/architecture.md#api-design).
      if (request.body.userId && request.body.userId !== caller.id) throw forbidden();
      return createHeldBooking(app, caller, request.body);
    },
  );

  app.get(
    '/my-bookings/:userId',
    {
      config: user,
      schema: { params: z.object({ userId: z.string() }), response: { 200: bookingListSchema } },
    },
    async (request) => {
      const { caller } = request;
      if (request.params.userId !== caller.id && !hasPermission(caller.role, 'bookings')) throw forbidden();
      const rows = await listUserBookings(app.db, request.params.userId);
      const day = today();
      return rows.map((row) => toBookingDto(row, day));
    },
  );

  app.get(
    '/booking-details/:bookingId',
    {
      config: user,
      schema: { params: z.object({ bookingId: z.string() }), response: { 200: bookingListSchema } },
    },
    async (request) => {
      const { caller } = request;
      const row = isEntityId(request.params.bookingId) ? await findBookingView(app.db, request.params.bookingId) : undefined;
      if (!row) throw notFound('Booking');
      if (row.booking.userId !== caller.id && !hasPermission(caller.role, 'bookings')) throw forbidden();
      // Issue 24: the desk's booking detail shows the guest's whole phone; issue 27: with its total, paid and balance due.
      const balance = await getBookingBalance(app, row.booking.id);
      return [
        { ...toBookingDto(row, today(), hasPermission(caller.role, 'bookings') ? 'whole' : 'none'), ...(balance ? { balance } : {}) },
      ];
    },
  );
};
