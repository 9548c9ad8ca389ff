import toast from 'react-hot-toast';
import { madeAdmin } from '#shared/messages.ts';
import type { User } from '#shared/schemas/users.ts';
import { Modal } from '#web/components/ui/modal.tsx';
import { useMakeAdminMutation } from '../api/make-admin.ts';

/** Confirms Make Admin (one way, docs/product/states.md#user-role); toasts "{name} made Admin" and the list refetches. */
export function MakeAdminDialog({ user, onClose }: { user: User | null; onClose: () => void }) {
  const promote = useMakeAdminMutation();

  async function confirm() {
    if (!user) return;
    try {
      const reply = await promote.mutateAsync(user._id);
      toast.success(reply.message || madeAdmin(user.name));
    } catch {
      // The global mutation-error toast has said why (lib/mutation-errors.ts).
    }
    onClose();
  }

  return (
    <Modal
      open={user !== null}
      onClose={onClose}
      title="Make this user an admin?"
      actions={
        <button type="button" className="btn btn-secondary" disabled={promote.isPending} onClick={() => void confirm()}>
          {promote.isPending && <span className="loading loading-spinner loading-sm" aria-hidden="true" />}
          Make Admin
        </button>
      }
    >
      <p>
        <strong>{user?.name}</strong> ({user?.email}) will be able to manage rooms, customers, bookings, payments and cancellations. This
        cannot be undone here.
      </p>
    </Modal>
  );
}
