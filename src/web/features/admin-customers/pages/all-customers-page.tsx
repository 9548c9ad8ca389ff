import { useCallback, useState } from 'react';
import { messages } from '#shared/messages.ts';
import type { User } from '#shared/schemas/users.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAuth } from '#web/lib/auth.tsx';
import { useAllUsersQuery } from '../api/get-all-users.ts';
import { CustomersCards, CustomersTable } from '../components/customers-list.tsx';
import { MakeAdminDialog } from '../components/make-admin-dialog.tsx';

/** All customers (SPEC §2, admin): photo, name, e-mail, role; Make Admin for non-admins. */
export default function AllCustomersPage() {
  const { user: me } = useAuth();
  const users = useAllUsersQuery();
  const [toPromote, setToPromote] = useState<User | null>(null);
  const close = useCallback(() => setToPromote(null), []);
  const listProps = { users: users.data ?? [], currentUserId: me?._id ?? '', onMakeAdmin: setToPromote };

  return (
    <section className="mx-auto max-w-5xl">
      <title>All Customers · Hotel Booking</title>
      <h1 className="mb-6 font-display text-3xl font-semibold">
        All Customers{users.data ? ` (${users.data.length})` : ''}
      </h1>
      {users.isPending && <Spinner label="Loading customers…" />}
      {users.isError && <div role="alert" className="alert alert-error">{messages.somethingWrong}</div>}
      {users.data?.length === 0 && <EmptyState title="No customers yet" />}
      {users.data && users.data.length > 0 && (
        <>
          <CustomersTable {...listProps} />
          <CustomersCards {...listProps} />
        </>
      )}
      <MakeAdminDialog user={toPromote} onClose={close} />
    </section>
  );
}
