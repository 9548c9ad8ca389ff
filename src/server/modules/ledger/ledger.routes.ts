/** The daily cash close and abandoned checkouts (issue 28), admin only. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cashCloseQuerySchema, cashCloseSchema } from '#shared/schemas/cash-close.ts';
import { abandonedListSchema, abandonedQuerySchema } from '#shared/schemas/guest-profiles.ts';
import { listAbandonedCheckouts } from './abandoned-checkouts.service.ts';
import { exportCashClose, getCashClose } from './cash-close.service.ts';

const admin = { access: 'admin' } as const;

export const registerLedgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/cash-close',
    { config: admin, schema: { querystring: cashCloseQuerySchema, response: { 200: cashCloseSchema } } },
    async (request) => getCashClose(app, request.query.date),
  );

  app.get('/admin/cash-close.csv', { config: admin, schema: { querystring: cashCloseQuerySchema } }, async (request, reply) => {
    const { filename, csv } = await exportCashClose(app, request.query.date);
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${filename}"`);
    return reply.send(csv);
  });

  app.get(
    '/admin/abandoned-checkouts',
    { config: admin, schema: { querystring: abandonedQuerySchema, response: { 200: abandonedListSchema } } },
    async (request) => listAbandonedCheckouts(app.db, request.query.days),
  );
};
