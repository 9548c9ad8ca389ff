import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import toast from 'react-hot-toast';
import type { z } from 'zod';
import { canAssignRole, STAFF_ROLES, type Role } from '#shared/domain/staff-roles.ts';
import { inviteStaffSchema, type InviteStaff } from '#shared/schemas/staff.ts';
import { FormField } from '#web/components/ui/form-field.tsx';
import { Modal } from '#web/components/ui/modal.tsx';
import { useInviteStaffMutation } from '../api/staff.ts';
import { RoleSelect } from './role-select.tsx';
import { ServerError } from './server-error.tsx';

type Values = z.input<typeof inviteStaffSchema>;

/**
 * "Invite staff" (issue 29): e-mail, name and role (only the roles `callerRole` may assign: an
 * owner only by an owner). Sends the invitation, toasts the answer and closes; a refusal (e.g.
 * "… is on the staff already") shows in the dialog, which stays open.
 */
export function InviteStaffDialog({ open, onClose, callerRole }: { open: boolean; onClose: () => void; callerRole: Role }) {
  const invite = useInviteStaffMutation();
  const close = () => {
    invite.reset();
    onClose();
  };
  const formId = useId();
  return (
    <Modal
      open={open}
      onClose={close}
      title="Invite staff"
      actions={
        <button type="submit" form={formId} className="btn btn-primary" disabled={invite.isPending}>
          {invite.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          {invite.isPending ? 'Sending…' : 'Send invitation'}
        </button>
      }
    >
      <InviteForm
        id={formId}
        roles={STAFF_ROLES.filter((role) => canAssignRole(callerRole, role))}
        error={invite.error}
        onValid={async (values) => {
          const reply = await invite.mutateAsync(values).catch(() => null);
          if (!reply) return;
          toast.success(reply.message);
          close();
        }}
      />
    </Modal>
  );
}

/** The form, mounted by Modal only while open, so each opening starts empty. */
function InviteForm({
  id,
  roles,
  error,
  onValid,
}: {
  id: string;
  roles: readonly Role[];
  error: Error | null;
  onValid: (values: InviteStaff) => Promise<void>;
}) {
  const { register, handleSubmit, formState } = useForm<Values, unknown, InviteStaff>({
    resolver: zodResolver(inviteStaffSchema),
    defaultValues: { email: '', name: '', role: 'front_desk' },
  });
  const { errors } = formState;
  return (
    <form id={id} onSubmit={handleSubmit(onValid)} noValidate className="space-y-4">
      <p className="text-sm text-base-content/75">
        They get an e-mail with a link to set their password. Someone who already has a guest account keeps it and gets the role.
      </p>
      <FormField id={`${id}-email`} label="E-mail" type="email" autoComplete="off" error={errors.email} registration={register('email')} />
      <FormField id={`${id}-name`} label="Name" autoComplete="off" error={errors.name} registration={register('name')} />
      <RoleSelect id={`${id}-role`} roles={roles} registration={register('role')} error={errors.role?.message} />
      <ServerError error={error} />
    </form>
  );
}
