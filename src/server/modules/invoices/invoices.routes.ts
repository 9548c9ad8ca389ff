/** Invoice route (issue #4 item 7): GET /invoice/{tranId} → the PDF as a download. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getInvoicePdf } from './invoices.service.ts';

export const registerInvoiceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoice/:tranId',
    {
      config: { access: 'user' },
      schema: { params: z.object({ tranId: z.string().min(1).max(100) }) },
    },
    async (request, reply) => {
      const { caller } = request;
      const { filename, pdf } = await getInvoicePdf(app, caller, request.params.tranId);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
