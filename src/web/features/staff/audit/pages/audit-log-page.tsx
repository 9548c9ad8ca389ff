import { auditList } from '#shared/lists/audit-list.ts';
import { ListPage } from '#web/components/ui/list-page.tsx';
import { useListPage } from '#web/lib/use-list-params.ts';
import { useAuditPageQuery } from '../api/get-audit-page.ts';
import { useAuditPeopleOptions } from '../api/get-audit-people.ts';
import { AuditCard, AuditTable } from '../components/audit-entries.tsx';

/**
 * The audit log (issue #13; issue 29: readable): each entry as a sentence in the hotel's words,
 * newest first, filtered by person, action, hotel days and object in the URL, a page of 25 from
 * the server, exported as CSV with the same filter — a table on wide screens, cards on phones.
 */
export default function AuditLogPage() {
  const list = useListPage(auditList, useAuditPageQuery);
  const people = useAuditPeopleOptions();
  return (
    <ListPage list={list} width="max-w-7xl" moreOptions={{ actor: people }}>
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
