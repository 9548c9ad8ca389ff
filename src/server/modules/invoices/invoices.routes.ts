/**
 * Invoice route (issue #4 item 7): GET /invoice/{tranId} → the PDF as a download; and the
 * desk's printable receipt of one payment (issue 27): GET /admin/payments/{id}/receipt, shown inline.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { getInvoicePdf, getReceiptPdf } from './invoices.service.ts';

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

  app.get(
    '/admin/payments/:id/receipt',
    { config: { access: 'invoices' }, schema: { params: z.object({ id: z.string().min(1).max(100) }) } },
    async (request, reply) => {
      const { filename, pdf } = await getReceiptPdf(app, request.params.id);
      // Inline: the browser's PDF viewer opens it, and its print button prints it.
      return reply
        .type('application/pdf')
        .header('content-disposition', `inline; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
};
