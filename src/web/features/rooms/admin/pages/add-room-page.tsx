import toast from 'react-hot-toast';
import { useNavigate } from 'react-router';
import { messages } from '#shared/messages.ts';
import type { RoomInput } from '#shared/schemas/rooms.ts';
import { paths } from '#web/lib/paths.ts';
import { useSaveRoomMutation } from '../api/save-room.ts';
import { RoomForm } from '../components/room-form.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';

/** Add room (docs/product/screens.md#add-room-and-edit-room, admin): the room form; success toasts "Room Added Successfully!" and opens All Rooms. */
export default function AddRoomPage() {
  const saveRoom = useSaveRoomMutation();
  const navigate = useNavigate();

  async function save(input: RoomInput) {
    await saveRoom.mutateAsync(input);
    toast.success(messages.roomAdded);
    await navigate(paths.allRooms);
  }

  return (
    <section className="mx-auto max-w-5xl">
      <PageTitle text="Add Room · Hotel Booking" />
      <h1 className="mb-6 font-display text-3xl font-semibold">Add Room</h1>
      <RoomForm submitLabel="Add Room" onSave={save} />
    </section>
  );
}
