import { useState } from 'react';
import toast from 'react-hot-toast';
import { messages } from '#shared/messages.ts';
import type { StaffMember } from '#shared/schemas/staff.ts';
import { PageTitle } from '#web/components/ui/page-title.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useAuth } from '#web/lib/auth.tsx';
import { useSetActiveMutation, useStaffQuery } from '../api/staff.ts';
import { ChangeRoleDialog } from '../components/change-role-dialog.tsx';
import { DeactivateDialog } from '../components/deactivate-dialog.tsx';
import { InviteStaffDialog } from '../components/invite-staff-dialog.tsx';
import { StaffList } from '../components/staff-list.tsx';

/**
 * Staff (issue 29, /dashboard/staff; owners and managers): everyone on the staff with role,
 * two-factor, last sign-in and status; "Invite staff", and per person change role, deactivate
 * (confirmed: their sessions end now) and reactivate. The server holds every rule (owner only
 * by an owner, not yourself, never the last owner); its refusals show in the dialogs.
 */
export default function StaffPage() {
  const { user } = useAuth();
  const { data, isPending, isError } = useStaffQuery();
  const setActive = useSetActiveMutation();
  const [isInviting, setInviting] = useState(false);
  const [changing, setChanging] = useState<StaffMember | null>(null);
  const [deactivating, setDeactivating] = useState<StaffMember | null>(null);
  if (!user) return <Spinner label="Loading…" />;

  async function reactivate(member: StaffMember) {
    const reply = await setActive.mutateAsync({ id: member.id, isActive: true }).catch((error: Error) => {
      toast.error(error.message);
      return null;
    });
    if (reply) toast.success(reply.message);
  }

  return (
    <section className="mx-auto max-w-6xl">
      <PageTitle text="Staff · Hotel Booking" />
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold">Staff{data ? ` (${data.length})` : ''}</h1>
        <button type="button" className="btn btn-primary" onClick={() => setInviting(true)}>
          Invite staff
        </button>
      </div>
      {isPending && <Spinner label="Loading staff…" />}
      {isError && (
        <div role="alert" className="alert alert-error">
          {messages.somethingWrong}
        </div>
      )}
      {data && (
        <StaffList
          staff={data}
          actions={{
            callerId: user._id,
            canManage: (m) => m.role !== 'admin' || user.role === 'admin',
            onChangeRole: setChanging,
            onDeactivate: setDeactivating,
            onReactivate: (m) => void reactivate(m),
          }}
        />
      )}
      <InviteStaffDialog open={isInviting} onClose={() => setInviting(false)} callerRole={user.role} />
      <ChangeRoleDialog member={changing} onClose={() => setChanging(null)} callerRole={user.role} />
      <DeactivateDialog member={deactivating} onClose={() => setDeactivating(null)} />
    </section>
  );
}
