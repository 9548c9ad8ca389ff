import toast from 'react-hot-toast';
import { HiArchiveBox } from 'react-icons/hi2';
import type { Room } from '#shared/schemas/rooms.ts';
import { Modal } from '#web/components/ui/modal.tsx';
import { useArchiveRoomMutation } from '../api/archive-room.ts';

/**
 * Confirms the archive icon of All Rooms: the room is archived (hidden from the list and from
 * booking; past bookings keep it; Archived rooms can restore it, issue 24). Toasts the server's
 * message, also for a 409 refusal.
 */
export function ArchiveRoomDialog({ room, onClose }: { room: Room | null; onClose: () => void }) {
  const archive = useArchiveRoomMutation();

  async function confirm() {
    if (!room) return;
    try {
      const reply = await archive.mutateAsync(room._id);
      toast.success(reply.message);
      onClose();
    } catch {
      // The global mutation-error toast has said why (lib/mutation-errors.ts).
      onClose();
    }
  }

  return (
    <Modal
      open={room !== null}
      onClose={onClose}
      title="Archive this room?"
      actions={
        <button type="button" className="btn btn-error" disabled={archive.isPending} onClick={() => void confirm()}>
          {archive.isPending ? (
            <span className="loading loading-spinner loading-sm" aria-hidden="true" />
          ) : (
            <HiArchiveBox aria-hidden="true" className="size-5" />
          )}
          Archive room
        </button>
      }
    >
      <p>
        <strong>{room?.title}</strong> will be removed from the room list and can no longer be booked. Past bookings and payments keep it,
        and you can restore it from Archived rooms.
      </p>
    </Modal>
  );
}
