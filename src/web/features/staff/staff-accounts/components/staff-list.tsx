import { ROLE_LABELS } from '#shared/domain/staff-roles.ts';
import type { StaffMember } from '#shared/schemas/staff.ts';
import { EmailText } from '#web/components/ui/email-text.tsx';
import { formatTimestamp } from '#web/lib/format.ts';

/** What a row can do; `callerId`'s own row offers nothing (the server refuses it too). */
export interface StaffActions {
  callerId: string;
  /** False for an owner's row when the caller is not an owner. */
  canManage: (member: StaffMember) => boolean;
  onChangeRole: (member: StaffMember) => void;
  onDeactivate: (member: StaffMember) => void;
  onReactivate: (member: StaffMember) => void;
}

const statusOf = (m: StaffMember) => (m.deactivatedAt ? `Deactivated ${formatTimestamp(m.deactivatedAt)}` : 'Active');
const twoFactorOf = (m: StaffMember) => (m.isTwoFactorEnabled ? 'On' : 'Off');
const lastSignInOf = (m: StaffMember) => (m.lastSignInAt ? formatTimestamp(m.lastSignInAt) : 'Never');

/** The row's buttons, named with the person (several rows have "Change role"). */
function RowActions({ member, actions }: { member: StaffMember; actions: StaffActions }) {
  if (member.id === actions.callerId) return <span className="text-sm text-base-content/75">You</span>;
  if (!actions.canManage(member)) return <span className="text-sm text-base-content/75">Owners only</span>;
  return (
    <div className="flex flex-wrap gap-2">
      <button type="button" className="btn btn-sm" aria-label={`Change role: ${member.name}`} onClick={() => actions.onChangeRole(member)}>
        Change role
      </button>
      {member.deactivatedAt ? (
        <button
          type="button"
          className="btn btn-sm btn-success"
          aria-label={`Reactivate ${member.name}`}
          onClick={() => actions.onReactivate(member)}
        >
          Reactivate
        </button>
      ) : (
        <button
          type="button"
          className="btn btn-sm btn-error btn-outline"
          aria-label={`Deactivate ${member.name}`}
          onClick={() => actions.onDeactivate(member)}
        >
          Deactivate
        </button>
      )}
    </div>
  );
}

/** Staff as a table from the `md` breakpoint up, as cards on phones (issue 29 "Staff" screen). */
export function StaffList({ staff, actions }: { staff: StaffMember[]; actions: StaffActions }) {
  return (
    <>
      <div className="hidden overflow-x-auto rounded-box border border-base-300 bg-base-100 md:block">
        <table className="table">
          <caption className="sr-only">Staff</caption>
          <thead className="bg-base-200 text-base-content">
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Role</th>
              <th scope="col">Two-factor</th>
              <th scope="col">Last sign-in</th>
              <th scope="col">Status</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {staff.map((m) => (
              <tr key={m.id}>
                <td>
                  <p className="font-medium">{m.name}</p>
                  <p className="text-sm break-all text-base-content/75">
                    <EmailText email={m.email} />
                  </p>
                </td>
                <td>{ROLE_LABELS[m.role]}</td>
                <td>{twoFactorOf(m)}</td>
                <td>{lastSignInOf(m)}</td>
                <td>{statusOf(m)}</td>
                <td>
                  <RowActions member={m} actions={actions} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-3 md:hidden" aria-label="Staff">
        {staff.map((m) => (
          <li key={m.id} aria-labelledby={`staff-card-${m.id}`} className="rounded-box border border-base-300 bg-base-100 p-4">
            <p id={`staff-card-${m.id}`} className="font-medium">
              {m.name}
            </p>
            <p className="text-sm break-all text-base-content/75">
              <EmailText email={m.email} />
            </p>
            <dl className="my-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="font-medium">Role</dt>
              <dd>{ROLE_LABELS[m.role]}</dd>
              <dt className="font-medium">Two-factor</dt>
              <dd>{twoFactorOf(m)}</dd>
              <dt className="font-medium">Last sign-in</dt>
              <dd>{lastSignInOf(m)}</dd>
              <dt className="font-medium">Status</dt>
              <dd>{statusOf(m)}</dd>
            </dl>
            <RowActions member={m} actions={actions} />
          </li>
        ))}
      </ul>
    </>
  );
}
