import { auditList } from '#shared/lists/audit-list.ts';
import { ListPage } from '#web/components/ui/list-page.tsx';
import { useListPage } from '#web/lib/use-list-params.ts';
import { useAuditPageQuery } from '../api/get-audit-page.ts';
import { AuditCard, AuditTable } from '../components/audit-entries.tsx';

/**
 * The audit log (issue #13, admin): who did what to which object, newest first, filtered by
 * object type and id in the URL, a page of 25 from the server — a table on wide screens, cards on phones.
 */
export default function AuditLogPage() {
  const list = useListPage(auditList, useAuditPageQuery);
  return (
    <ListPage list={list} width="max-w-7xl">
      {(entries) => (
        <>
          <div className="hidden lg:block">
            <AuditTable entries={entries} />
          </div>
          <ul className="grid gap-4 lg:hidden">
            {entries.map((e) => (
              <AuditCard key={e.id} entry={e} />
            ))}
          </ul>
        </>
      )}
    </ListPage>
  );
}
