/** The daily cash close and abandoned checkouts (issue 28), admin only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cashCloseQuerySchema, cashCloseSchema } from '#shared/schemas/cash-close.ts';
import { abandonedListSchema, abandonedQuerySchema } from '#shared/schemas/guest-profiles.ts';
import { listAbandonedCheckouts } from './abandoned-checkouts.service.ts';
import { exportCashClose, getCashClose } from './cash-close.service.ts';

// The cash close is the desk's end of shift and the accountant's report (issue 29).
const cashClose = { access: ['desk-payments', 'reports'] } as const;
const exportsAccess = { access: 'exports' } as const;
const desk = { access: 'bookings' } as const;

export const registerLedgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/cash-close',
    { config: cashClose, schema: { querystring: cashCloseQuerySchema, response: { 200: cashCloseSchema } } },
    async (request) => getCashClose(app, request.query.date),
  );

  app.get('/admin/cash-close.csv', { config: exportsAccess, schema: { querystring: cashCloseQuerySchema } }, async (request, reply) => {
    const { filename, csv } = await exportCashClose(app, request.query.date);
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${filename}"`);
    return reply.send(csv);
  });

  app.get(
    '/admin/abandoned-checkouts',
    { config: desk, schema: { querystring: abandonedQuerySchema, response: { 200: abandonedListSchema } } },
    async (request) => listAbandonedCheckouts(app.db, request.query.days),
  );
};
