/**
 * The audit log's routes (issue #13; issue 29: readable, filtered, exported):
 * - GET /api/admin/audit-log: newest first, filtered (object, person, action, hotel days), paged on the server;
 *   each entry carries its sentence in the hotel's words (shared/domain/audit-sentence.ts).
 * - GET /api/admin/audit-log/export.csv: every entry of the same filter as CSV (BOM, formula guard).
 * - GET /api/admin/audit-log/people: the person filter's choices.
 * All three need the `audit` permission. The export is declared ['audit'], not 'exports': the file
 * holds exactly what the page shows, so whoever may read the log may download it, and holding
 * 'exports' (CSV of bookings and payments) must not open staff sign-ins and IPs to a role that
 * cannot read the log.
 */
import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { auditLogPageSchema, type AuditEntry, type AuditLogPage, type AuditLogQuery } from '#shared/schemas/audit-log.ts';
import { auditList } from '#shared/lists/audit-list.ts';
import type { CsvRecord } from '#shared/lists/list-definition.ts';
import { describeAuditEntry } from '#shared/domain/audit-sentence.ts';
import { auditActionLabel } from '#shared/domain/audit-action-labels.ts';
import { hotelDateTime } from '#shared/domain/hotel-time.ts';
import { ROLE_LABELS, ROLES } from '#shared/domain/staff-roles.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import type { Executor } from '../../db/client.ts';
import { toPageAnswer } from '../../db/paging.ts';
import { registerCsvExport } from '../admin-lists/list-routes.ts';
import { toCsv } from '../admin-lists/csv-export.ts';
import { findAuditPage, listAuditPeople, streamAudit, type AuditActor, type AuditRow } from './audit.repository.ts';

/**
 * The audit actor of a request made by `user`: its id and role now (issue 29), and its client IP
 * (X-Forwarded-For only behind TRUST_PROXY).
 */
export const auditActorOf = (user: SessionUser, request: FastifyRequest): AuditActor => ({
  actor: user.id,
  ip: request.ip,
  role: user.role,
});

/** A row as the API answers it, with its sentence. */
function toEntry(r: AuditRow): AuditEntry {
  const entry = {
    id: r.id,
    at: r.at.toISOString(),
    actor: r.actor,
    actorName: r.actorName,
    actorRole: r.actorRole,
    action: r.action,
    objectType: r.objectType,
    objectId: r.objectId,
    before: r.before,
    after: r.after,
    ip: r.ip,
  };
  return { ...entry, sentence: describeAuditEntry({ ...entry, bookingRef: r.bookingRef, objectName: r.objectName }) };
}

const roleLabel = (role: string | null) => ROLES.find((r) => r === role) ?? null;

/** The CSV of every entry matching `query`: hotel time, the sentence, never the before/after JSON. */
function exportAuditCsv(db: Executor, query: AuditLogQuery, timeZone: string): Readable {
  const records = Readable.from(
    (async function* () {
      for await (const row of streamAudit(db, query, timeZone)) {
        const e = toEntry(row);
        const role = roleLabel(e.actorRole);
        const record: CsvRecord<typeof auditList> = {
          time: hotelDateTime(row.at, timeZone),
          person: e.actorName ?? e.actor,
          role: role ? ROLE_LABELS[role] : '',
          action: auditActionLabel(e.action),
          entry: e.sentence,
          object_type: e.objectType,
          object_id: e.objectId,
          ip: e.ip ?? '',
        };
        yield record;
      }
    })(),
  );
  return toCsv(records, auditList.csv.columns);
}

const auditPeopleSchema = z.array(z.object({ id: z.string(), name: z.string(), role: z.string() }));

export const registerAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  const timeZone = app.config.hotelTimeZone;
  app.get(
    auditList.path,
    { config: { access: 'audit' }, schema: { querystring: auditList.query, response: { 200: auditLogPageSchema } } },
    async (request): Promise<AuditLogPage> => toPageAnswer(await findAuditPage(app.db, request.query, timeZone), toEntry),
  );
  registerCsvExport(app, auditList, (query) => exportAuditCsv(app.db, query, timeZone), ['audit']);
  app.get(`${auditList.path}/people`, { config: { access: 'audit' }, schema: { response: { 200: auditPeopleSchema } } }, async () =>
    listAuditPeople(app.db),
  );
};
