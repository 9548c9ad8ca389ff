/** The audit log (issue #13): entries newest first, filtered by object type and id. */
import { AUDIT_OBJECT_TYPES, auditLogQuerySchema } from '../schemas/audit-log.ts';
import { defineList } from './list-definition.ts';

export const auditList = defineList({
  path: '/admin/audit-log',
  screen: { title: 'Audit Log', loading: 'Loading the audit log…', pager: 'Audit log pages' },
  empty: { title: 'No entries', subtitle: 'Nothing has been recorded for this filter.', clear: 'Show every entry' },
  query: auditLogQuerySchema,
  filters: [
    {
      kind: 'select',
      key: 'objectType',
      label: 'Object',
      anyLabel: 'All objects',
      options: AUDIT_OBJECT_TYPES.map((t) => ({ value: t, label: t.charAt(0).toUpperCase() + t.slice(1) })),
    },
    { kind: 'search', key: 'objectId', label: 'Object id', placeholder: 'Booking, room or user id' },
  ],
});
