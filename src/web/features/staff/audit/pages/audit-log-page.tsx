import { Link } from 'react-router';
import { auditList } from '#shared/lists/audit-list.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { ListPage } from '#web/components/ui/list-page.tsx';
import { paths } from '#web/lib/paths.ts';
import { useListPage } from '#web/lib/use-list-params.ts';
import { useAuditPageQuery } from '../api/get-audit-page.ts';
import { AuditCard, AuditTable } from '../components/audit-entries.tsx';

/**
 * The audit log (issue #13, admin): who did what to which object, newest first, filtered by
 * object type and id in the URL, a page of 25 from the server — a table on wide screens, cards on phones.
 */
export default function AuditLogPage() {
  const list = useListPage(auditList, useAuditPageQuery);
  const empty = (
    <EmptyState
      title="No entries"
      subtitle="Nothing has been recorded for this filter."
      action={
        <Link to={paths.auditLog} className="btn btn-primary">
          Show every entry
        </Link>
      }
    />
  );
  return (
    <ListPage
      list={list}
      title="Audit Log"
      width="max-w-7xl"
      loadingLabel="Loading the audit log…"
      pagerLabel="Audit log pages"
      empty={empty}
    >
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
