/**
 * The audit log (issue #13; issue 29: readable, filtered by person, action and hotel days, and
 * exported as CSV): entries newest first. The person select's choices come from the server
 * (GET /api/admin/audit-log/people), so its options here are only the non-staff actors.
 */
import { AUDIT_ACTION_GROUPS, AUDIT_OBJECT_TYPES, auditLogQuerySchema } from '../schemas/audit-log.ts';
import { AUDIT_ACTION_LABELS } from '../domain/audit-action-labels.ts';
import { defineList } from './list-definition.ts';

export const auditList = defineList({
  path: '/admin/audit-log',
  screen: { title: 'Audit Log', loading: 'Loading the audit log…', pager: 'Audit log pages' },
  empty: { title: 'No entries', subtitle: 'Nothing has been recorded for this filter.', clear: 'Show every entry' },
  query: auditLogQuerySchema,
  filters: [
    {
      kind: 'select',
      key: 'actor',
      label: 'Person',
      anyLabel: 'Everyone',
      options: [
        { value: 'system', label: 'The system', group: 'Not a person' },
        { value: 'gateway', label: 'The payment gateway', group: 'Not a person' },
        { value: 'anonymous', label: 'Not signed in (failed sign-ins)', group: 'Not a person' },
      ],
    },
    {
      kind: 'select',
      key: 'action',
      label: 'Action',
      anyLabel: 'Every action',
      options: AUDIT_ACTION_GROUPS.flatMap((group) =>
        group.actions.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value], group: group.label })),
      ),
    },
    { kind: 'day', key: 'from', label: 'From' },
    { kind: 'day', key: 'to', label: 'To' },
    {
      kind: 'select',
      key: 'objectType',
      label: 'Object',
      anyLabel: 'All objects',
      options: AUDIT_OBJECT_TYPES.map((t) => ({ value: t, label: t.charAt(0).toUpperCase() + t.slice(1) })),
    },
    { kind: 'search', key: 'objectId', label: 'Object id', placeholder: 'Booking, room or user id' },
  ],
  csv: {
    filename: 'audit-log.csv',
    columns: ['time', 'person', 'role', 'action', 'entry', 'object_type', 'object_id', 'ip'],
  },
});
