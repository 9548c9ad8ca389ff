import { useCallback, useState } from 'react';
import { customersList } from '#shared/lists/customers-list.ts';
import type { User } from '#shared/schemas/users.ts';
import { ListPage, ListSortSelect } from '#web/components/ui/list-page.tsx';
import { canAssignRole } from '#shared/domain/staff-roles.ts';
import { useAuth } from '#web/lib/auth.tsx';
import { useListPage } from '#web/lib/use-list-params.ts';
import { useCustomerPageQuery } from '../api/get-all-users.ts';
import { CustomersCards, CustomersTable } from '../components/customers-list.tsx';
import { MakeAdminDialog } from '../components/make-admin-dialog.tsx';

/**
 * All customers (docs/product/screens.md#all-customers, admin): photo, name, e-mail, role; Make Admin for non-admins.
 * Paged on the server with name/e-mail search, a role filter and a sort in the URL (issue #13).
 */
export default function AllCustomersPage() {
  const { user: me } = useAuth();
  const list = useListPage(customersList, useCustomerPageQuery);
  const [toPromote, setToPromote] = useState<User | null>(null);
  const close = useCallback(() => setToPromote(null), []);
  return (
    <ListPage
      list={list}
      width="max-w-5xl"
      toolbarExtra={<ListSortSelect list={list} />}
      after={<MakeAdminDialog user={toPromote} onClose={close} />}
    >
      {(users) => {
        // Only an owner makes owners (issue 29); the server refuses anyone else too.
        const onMakeAdmin = me && canAssignRole(me.role, 'admin') ? setToPromote : undefined;
        const listProps = { users, currentUserId: me?._id ?? '', onMakeAdmin };
        return (
          <>
            <CustomersTable {...listProps} />
            <CustomersCards {...listProps} />
          </>
        );
      }}
    </ListPage>
  );
}
