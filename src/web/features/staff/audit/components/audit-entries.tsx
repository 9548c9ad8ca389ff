import type { AuditEntry } from '#shared/schemas/audit-log.ts';
import { actionLabel, AuditChanges, AuditObject, hasChanges } from '../../public/audit-describe.tsx';
import { ListTable } from '#web/components/ui/list-table.tsx';
import { formatTimestamp } from '#web/lib/format.ts';

/** What changed, field by field, folded away under the sentence (an auditor opens it when the sentence is not enough). */
function ChangesDetails({ entry }: { entry: AuditEntry }) {
  if (!hasChanges(entry)) return null;
  return (
    <details className="mt-1 text-xs">
      <summary className="cursor-pointer text-base-content/75">Changes</summary>
      <div className="mt-1">
        <AuditChanges entry={entry} />
      </div>
    </details>
  );
}

/** Wide screens (issue 29): the sentence is the row's main text, with its time, the action's short name, the object and the IP. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <ListTable caption="Audit log entries, newest first" columns={['When', 'Entry', 'Action', 'Object', 'IP']}>
      {entries.map((e) => (
        <tr key={e.id} className="hover align-top">
          <td className="whitespace-nowrap text-xs">{formatTimestamp(e.at)}</td>
          <td className="max-w-xl">
            <p className="text-base font-medium [overflow-wrap:anywhere]">{e.sentence}</p>
            <ChangesDetails entry={e} />
          </td>
          <td className="text-xs">{actionLabel(e)}</td>
          <td>
            <AuditObject entry={e} />
          </td>
          <td className="whitespace-nowrap font-mono text-xs">{e.ip ?? '—'}</td>
        </tr>
      ))}
    </ListTable>
  );
}

/** Phones: one card per entry, the sentence first. */
export function AuditCard({ entry }: { entry: AuditEntry }) {
  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm">
      <p className="font-medium [overflow-wrap:anywhere]">{entry.sentence}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-base-content/75">When</dt>
        <dd>{formatTimestamp(entry.at)}</dd>
        <dt className="text-base-content/75">Action</dt>
        <dd>{actionLabel(entry)}</dd>
        <dt className="text-base-content/75">Object</dt>
        <dd className="min-w-0">
          <AuditObject entry={entry} />
        </dd>
        <dt className="text-base-content/75">IP</dt>
        <dd className="font-mono text-xs">{entry.ip ?? '—'}</dd>
      </dl>
      <ChangesDetails entry={entry} />
    </li>
  );
}
