import { useCallback, useState } from 'react';
import { messages } from '#shared/messages.ts';
import type { User } from '#shared/schemas/users.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { FilterSelect, ListToolbar, Pager, SearchBox } from '#web/components/ui/list-controls.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAuth } from '#web/lib/auth.tsx';
import { useLastPageForPastEnd, useListParams } from '#web/lib/use-list-params.ts';
import { useCustomerPageQuery } from '../api/get-all-users.ts';
import { CustomersCards, CustomersTable } from '../components/customers-list.tsx';
import { MakeAdminDialog } from '../components/make-admin-dialog.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';

const KEYS = ['q', 'role', 'sort', 'dir'] as const;

/**
 * All customers (docs/product/screens.md#all-customers, admin): photo, name, e-mail, role; Make Admin for non-admins.
 * Paged on the server with name/e-mail search and a role filter in the URL (issue #13).
 */
export default function AllCustomersPage() {
  const { user: me } = useAuth();
  const { values, update, apiQuery } = useListParams(KEYS);
  const users = useCustomerPageQuery(apiQuery);
  const [toPromote, setToPromote] = useState<User | null>(null);
  const close = useCallback(() => setToPromote(null), []);
  const data = users.data;
  useLastPageForPastEnd(data, users.isPlaceholderData, update);
  const listProps = { users: data?.items ?? [], currentUserId: me?._id ?? '', onMakeAdmin: setToPromote };

  return (
    <section className="mx-auto max-w-5xl">
      <PageTitle text="All Customers · Hotel Booking" />
      <h1 className="mb-6 font-display text-3xl font-semibold">
        All Customers{data ? ` (${data.total}${data.isTotalCapped ? '+' : ''})` : ''}
      </h1>
      <ListToolbar>
        <SearchBox label="Search customers" placeholder="Name or e-mail" value={values.q ?? ''} onSearch={(q) => update({ q })} />
        <FilterSelect
          label="Role"
          value={values.role ?? ''}
          onChange={(role) => update({ role })}
          options={[
            { value: 'guest', label: 'Guest' },
            { value: 'admin', label: 'Admin' },
          ]}
        />
        <FilterSelect
          label="Sort"
          anyLabel=""
          value={`${values.sort ?? 'createdAt'}:${values.dir ?? 'desc'}`}
          onChange={(v) => {
            const [sort, dir] = v.split(':');
            update({ sort, dir });
          }}
          options={[
            { value: 'createdAt:desc', label: 'Newest first' },
            { value: 'createdAt:asc', label: 'Oldest first' },
            { value: 'name:asc', label: 'Name A–Z' },
            { value: 'name:desc', label: 'Name Z–A' },
          ]}
        />
      </ListToolbar>
      {users.isPending && <Spinner label="Loading customers…" />}
      {users.isError && (
        <div role="alert" className="alert alert-error">
          {messages.somethingWrong}
        </div>
      )}
      {data?.total === 0 && <EmptyState title="No customers match" />}
      {data && data.items.length > 0 && (
        <>
          <CustomersTable {...listProps} />
          <CustomersCards {...listProps} />
          <Pager label="Customer pages" list={data} onPage={(page) => update({ page: String(page) })} />
        </>
      )}
      <MakeAdminDialog user={toPromote} onClose={close} />
    </section>
  );
}
