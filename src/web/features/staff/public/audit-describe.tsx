/** How an audit entry reads on screen besides its sentence (issue 29): the action's short name, the object, and what changed (before → after). */
import { Link } from 'react-router';
import type { AuditEntry } from '#shared/schemas/audit-log.ts';
import { auditActionLabel } from '#shared/domain/audit-action-labels.ts';
import { paths } from '#web/lib/paths.ts';
import { formatMoney, formatStayDate, formatTimestamp } from '#web/lib/format.ts';

export const actionLabel = (e: AuditEntry) => {
  const label = auditActionLabel(e.action);
  return (e.after as { automatic?: boolean } | null)?.automatic ? `${label} (automatic)` : label;
};

/** The URL of the audit log filtered to one object. */
export const auditLogOf = (objectType: string, objectId: string) => `${paths.auditLog}?${new URLSearchParams({ objectType, objectId })}`;

/** The object: its type and id, linked to its own entries (and a booking to its page). */
export function AuditObject({ entry }: { entry: AuditEntry }) {
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2">
      {/* Not `capitalize` for the e-mail: Chromium capitalises after the hyphen too ("E-Mail"). */}
      {entry.objectId.includes('@') ? <span>E-mail</span> : <span className="capitalize">{entry.objectType}</span>}
      <Link
        to={auditLogOf(entry.objectType, entry.objectId)}
        className="link font-mono text-xs break-all"
        aria-label={`Entries of ${entry.objectType} ${entry.objectId}`}
      >
        {/* A failed sign-in's object is the e-mail tried: shown whole (issue 29). */}
        {entry.objectId.includes('@') ? entry.objectId : entry.objectId.slice(0, 8)}
      </Link>
      {entry.objectType === 'booking' && (
        <Link to={paths.adminBooking(entry.objectId)} className="link text-xs" aria-label={`Open booking ${entry.objectId}`}>
          open
        </Link>
      )}
    </span>
  );
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function show(key: string, value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (key.endsWith('Poisha') && typeof value === 'number') return formatMoney(value / 100);
  // Entries are JSON, so instants and days arrive as ISO text: shown in the one style of each
  // kind, like every other date on screen (issue 24, docs/architecture.md#formats).
  if (typeof value === 'string' && ISO_INSTANT.test(value)) return formatTimestamp(value);
  if (typeof value === 'string' && ISO_DAY.test(value)) return formatStayDate(value);
  // A value is otherwise a string, number, boolean, array or object.
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The recorded fields of `entry` whose value changed (or that were only recorded), with both sides. */
function changedFields(entry: AuditEntry) {
  const before = (entry.before ?? {}) as Record<string, unknown>;
  const after = (entry.after ?? {}) as Record<string, unknown>;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (k) => k !== 'automatic' && JSON.stringify(before[k]) !== JSON.stringify(after[k]),
  );
  return { before, after, keys };
}

/** Whether the entry recorded any field worth showing under its sentence. */
export const hasChanges = (entry: AuditEntry): boolean => changedFields(entry).keys.length > 0;

/** Every field that changed, as "field: before → after" (or just the value recorded). */
export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { before, after, keys } = changedFields(entry);
  if (keys.length === 0) return <span className="text-base-content/75">—</span>;
  return (
    <ul className="space-y-0.5 text-xs">
      {keys.map((k) => (
        <li key={k} className="break-words">
          <span className="font-semibold">{k.replace(/Poisha$/, '')}</span>:{' '}
          {k in before && (
            <>
              <span>{show(k, before[k])}</span> →{' '}
            </>
          )}
          <span>{show(k, after[k])}</span>
        </li>
      ))}
    </ul>
  );
}
