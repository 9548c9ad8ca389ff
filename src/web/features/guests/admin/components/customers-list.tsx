import { HiShieldCheck } from 'react-icons/hi2';
import type { User } from '#shared/schemas/users.ts';
import { Avatar } from '#web/components/ui/avatar.tsx';
import { RoleBadge } from './role-badge.tsx';
import { EmailText } from '#web/components/ui/email-text.tsx';

interface ListProps {
  users: User[];
  /** The signed-in admin, marked "(you)". */
  currentUserId: string;
  /** Absent when the viewer may not make owners (issue 29: only an owner may). */
  onMakeAdmin?: (user: User) => void;
}

function MakeAdminButton({ user, onMakeAdmin }: { user: User; onMakeAdmin?: (user: User) => void }) {
  if (user.role === 'admin' || !onMakeAdmin) return null;
  return (
    <button type="button" className="btn btn-sm btn-secondary" onClick={() => onMakeAdmin(user)}>
      <HiShieldCheck aria-hidden="true" className="size-4" /> Make Admin<span className="sr-only">: {user.name}</span>
    </button>
  );
}

function NameCell({ user, currentUserId }: { user: User; currentUserId: string }) {
  return (
    <span className="font-medium">
      {user.name}
      {user._id === currentUserId && <span className="ml-1 text-sm font-normal text-base-content/75">(you)</span>}
    </span>
  );
}

/** All customers as a table on wide screens (docs/product/screens.md#all-customers). */
export function CustomersTable({ users, currentUserId, onMakeAdmin }: ListProps) {
  return (
    <div className="hidden overflow-x-auto rounded-box border border-base-300 bg-base-100 shadow-sm md:block">
      <table className="table">
        <caption className="sr-only">Customers</caption>
        <thead className="text-base-content">
          <tr>
            <th scope="col">Photo</th>
            <th scope="col">Name</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <tr key={user._id}>
              <td>
                <Avatar name={user.name} photo={user.photo} />
              </td>
              <td>
                <NameCell user={user} currentUserId={currentUserId} />
              </td>
              <td>
                <EmailText email={user.email} />
              </td>
              <td>
                <RoleBadge role={user.role} />
              </td>
              <td className="text-right">
                <MakeAdminButton user={user} onMakeAdmin={onMakeAdmin} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** All customers as cards on phones. */
export function CustomersCards({ users, currentUserId, onMakeAdmin }: ListProps) {
  return (
    <ul className="grid gap-3 md:hidden">
      {users.map((user) => (
        <li key={user._id} className="card border border-base-300 bg-base-100 shadow-sm">
          <div className="card-body flex-row items-center gap-3 p-4">
            <Avatar name={user.name} photo={user.photo} size="size-12" />
            <div className="min-w-0 flex-1">
              <p>
                <NameCell user={user} currentUserId={currentUserId} />
              </p>
              <p className="text-sm text-base-content/75">
                <EmailText email={user.email} />
              </p>
              <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
                <RoleBadge role={user.role} />
                <MakeAdminButton user={user} onMakeAdmin={onMakeAdmin} />
              </div>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
