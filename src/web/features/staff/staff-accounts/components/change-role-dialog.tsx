import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import { canAssignRole, ROLE_LABELS, ROLES, type Role } from '#shared/domain/staff-roles.ts';
import { changeRoleSchema, type ChangeRole, type StaffMember } from '#shared/schemas/staff.ts';
import { Modal } from '#web/components/ui/modal.tsx';
import { useChangeRoleMutation } from '../api/staff.ts';
import { RoleSelect } from './role-select.tsx';
import { ServerError } from './server-error.tsx';

/** Roles offered for a change, staff first and Guest (demotion) last; only those `callerRole` may assign. */
const rolesFor = (callerRole: Role) =>
  [...ROLES.filter((r) => r !== 'guest'), 'guest' as const].filter((r) => canAssignRole(callerRole, r));

/**
 * "Change role" of `member` (issue 29), Guest demoting; toasts the answer and closes. A refusal
 * (the hotel's last owner, owner rules) shows in the dialog.
 */
export function ChangeRoleDialog({ member, onClose, callerRole }: { member: StaffMember | null; onClose: () => void; callerRole: Role }) {
  const change = useChangeRoleMutation();
  const formId = useId();
  const close = () => {
    change.reset();
    onClose();
  };
  return (
    <Modal
      open={member !== null}
      onClose={close}
      title={`Change the role of ${member?.name ?? ''}`}
      actions={
        <button type="submit" form={formId} className="btn btn-primary" disabled={change.isPending}>
          {change.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {change.isPending ? 'Saving…' : 'Save role'}
        </button>
      }
    >
      {member && (
        <RoleForm
          id={formId}
          member={member}
          roles={rolesFor(callerRole)}
          error={change.error}
          onValid={async ({ role }) => {
            const reply = await change.mutateAsync({ id: member.id, role }).catch(() => null);
            if (!reply) return;
            toast.success(reply.message);
            close();
          }}
        />
      )}
    </Modal>
  );
}

function RoleForm(props: {
  id: string;
  member: StaffMember;
  roles: readonly Role[];
  error: Error | null;
  onValid: (values: ChangeRole) => Promise<void>;
}) {
  const { register, handleSubmit, formState } = useForm<ChangeRole>({
    resolver: zodResolver(changeRoleSchema),
    defaultValues: { role: props.member.role },
  });
  return (
    <form id={props.id} onSubmit={handleSubmit(props.onValid)} noValidate className="space-y-4">
      <p className="text-sm">
        {props.member.name} is {ROLE_LABELS[props.member.role]} now. Their open sessions get the new role at once; Guest takes every staff
        page away.
      </p>
      <RoleSelect id={`${props.id}-role`} roles={props.roles} registration={register('role')} error={formState.errors.role?.message} />
      <ServerError error={props.error} />
    </form>
  );
}
