/** Front desk and reports (issue 13): admin-only reads for Today, the tape chart and the report. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { occupancyQuerySchema, occupancySchema, reportQuerySchema, reportSchema, todaySchema } from '#shared/schemas/front-desk.ts';
import { getOccupancy, getReport, getToday } from './front-desk.service.ts';

export const registerFrontDeskRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/admin/today', { config: { access: 'bookings' }, schema: { response: { 200: todaySchema } } }, async () => {
    return getToday(app);
  });

  app.get(
    '/admin/occupancy',
    {
      config: { access: 'bookings' },
      schema: { querystring: occupancyQuerySchema, response: { 200: occupancySchema } },
    },
    async (request) => {
      return getOccupancy(app, request.query.month);
    },
  );

  app.get(
    '/admin/reports',
    {
      config: { access: 'reports' },
      schema: { querystring: reportQuerySchema, response: { 200: reportSchema } },
    },
    async (request) => {
      return getReport(app, request.query);
    },
  );
};
