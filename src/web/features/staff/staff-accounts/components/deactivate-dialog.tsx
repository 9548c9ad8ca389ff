import toast from 'react-hot-toast';
import type { StaffMember } from '#shared/schemas/staff.ts';
import { Modal } from '#web/components/ui/modal.tsx';
import { useSetActiveMutation } from '../api/staff.ts';
import { ServerError } from './server-error.tsx';

/**
 * Confirms deactivating `member` (issue 29): their open sessions end now, on every device, and
 * they cannot sign in until reactivated. Toasts the answer; a refusal shows in the dialog.
 */
export function DeactivateDialog({ member, onClose }: { member: StaffMember | null; onClose: () => void }) {
  const setActive = useSetActiveMutation();
  const close = () => {
    setActive.reset();
    onClose();
  };
  async function confirm() {
    if (!member) return;
    const reply = await setActive.mutateAsync({ id: member.id, isActive: false }).catch(() => null);
    if (!reply) return;
    toast.success(reply.message);
    close();
  }
  return (
    <Modal
      open={member !== null}
      onClose={close}
      title={`Deactivate ${member?.name ?? ''}?`}
      actions={
        <button type="button" className="btn btn-error" disabled={setActive.isPending} onClick={() => void confirm()}>
          {setActive.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Deactivate
        </button>
      }
    >
      <div className="space-y-3">
        <p>
          <strong>{member?.name}</strong> ({member?.email}) will be signed out now, on every device, and cannot sign in until you reactivate
          the account. Their role stays as it is.
        </p>
        <ServerError error={setActive.error} />
      </div>
    </Modal>
  );
}
