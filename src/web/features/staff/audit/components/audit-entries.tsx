import type { AuditEntry } from '#shared/schemas/audit-log.ts';
import { actionLabel, actorLabel, AuditChanges, AuditObject } from '../../public/audit-describe.tsx';
import { ListTable } from '#web/components/ui/list-table.tsx';
import { formatTimestamp } from '#web/lib/format.ts';

/** Wide screens: one dense row per entry under a sticky header. */
export function AuditTable({ entries }: { entries: AuditEntry[] }) {
  return (
    <ListTable caption="Audit log entries, newest first" columns={['When', 'Action', 'Object', 'Who', 'Changes', 'IP']}>
      {entries.map((e) => (
        <tr key={e.id} className="hover align-top">
          <td className="whitespace-nowrap text-xs">{formatTimestamp(e.at)}</td>
          <td className="font-medium">{actionLabel(e)}</td>
          <td>
            <AuditObject entry={e} />
          </td>
          <td>{actorLabel(e)}</td>
          <td className="max-w-md">
            <AuditChanges entry={e} />
          </td>
          <td className="whitespace-nowrap font-mono text-xs">{e.ip ?? '—'}</td>
        </tr>
      ))}
    </ListTable>
  );
}

/** Phones: one card per entry. */
export function AuditCard({ entry }: { entry: AuditEntry }) {
  return (
    <li className="rounded-box border border-base-300 bg-base-100 p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="font-semibold">{actionLabel(entry)}</h2>
        <span className="text-xs text-base-content/75">{formatTimestamp(entry.at)}</span>
      </div>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-base-content/75">Object</dt>
        <dd>
          <AuditObject entry={entry} />
        </dd>
        <dt className="text-base-content/75">Who</dt>
        <dd>{actorLabel(entry)}</dd>
        <dt className="text-base-content/75">IP</dt>
        <dd className="font-mono text-xs">{entry.ip ?? '—'}</dd>
      </dl>
      <div className="mt-2">
        <AuditChanges entry={entry} />
      </div>
    </li>
  );
}
