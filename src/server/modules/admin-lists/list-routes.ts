/**
 * Route wiring of the list kit (issue 26): a list definition (shared/lists) gives the list's
 * path and query schema, and the CSV export's file name and header row; the module gives the
 * rows.
 */
import type { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { ListDefinition } from '#shared/lists/list-definition.ts';
import type { Permission } from '#shared/domain/staff-roles.ts';

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * GET `{path}` (staff holding `access`): the query parsed by the definition's schema, the answer checked against
 * `response` (the spec's whole list, a page, or their union: docs/product/api.md#admin-lists).
 * `answer` decides between them; errors it throws go to the one error handler.
 */
export function registerListRoute<Query extends z.ZodObject>(
  app: ZodApp,
  definition: ListDefinition<Query, string>,
  response: z.ZodType,
  access: Permission,
  answer: (query: z.infer<Query>) => Promise<unknown>,
): void {
  app.get(
    definition.path,
    { config: { access }, schema: { querystring: definition.query, response: { 200: response } } },
    async (request) => answer(request.query as z.infer<Query>),
  );
}

/**
 * GET `{path}/export.csv` (staff holding `access`, by default those who may export): every row of the filter
 * as CSV (csv-export.ts), named `definition.csv.filename`. `exportCsv` streams the records; its columns are the definition's.
 */
export function registerCsvExport<Query extends z.ZodObject, Column extends string>(
  app: ZodApp,
  definition: ListDefinition<Query, Column>,
  exportCsv: (query: z.infer<Query>) => Readable,
  access: Permission | Permission[] = 'exports',
): void {
  const filename = definition.csv?.filename ?? 'export.csv';
  app.get(`${definition.path}/export.csv`, { config: { access }, schema: { querystring: definition.query } }, async (request, reply) => {
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${filename}"`);
    return reply.send(exportCsv(request.query as z.infer<Query>));
  });
}
