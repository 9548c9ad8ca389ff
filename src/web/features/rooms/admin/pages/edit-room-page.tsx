import toast from 'react-hot-toast';
import { Link, useNavigate, useParams } from 'react-router';
import { messages } from '#shared/messages.ts';
import type { Room, RoomInput } from '#shared/schemas/rooms.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { hasErrorCode } from '#web/lib/api-client.ts';
import { paths } from '#web/lib/paths.ts';
import { useRoomQuery } from '../api/get-room.ts';
import { useSaveRoomMutation } from '../api/save-room.ts';
import { RoomForm } from '../components/room-form.tsx';
import { PhysicalRoomsSection } from '../components/physical-rooms-section.tsx';
import { PageTitle } from '#web/components/ui/page-title.tsx';

/**
 * Edit room (docs/product/screens.md#add-room-and-edit-room, admin): the room form filled with the room; "Update Room" saves it.
 * The same toast "Room Added Successfully!" shows on edit too (docs/product/messages.md#toasts); then All Rooms opens.
 * Below the form (issue 27), the type's physical rooms: add, renumber, take out of service.
 */
export default function EditRoomPage() {
  const { id = '' } = useParams();
  const room = useRoomQuery(id);

  return (
    <section className="mx-auto max-w-5xl">
      <PageTitle text="Edit Room · Hotel Booking" />
      <h1 className="mb-6 font-display text-3xl font-semibold">Edit Room</h1>
      {!room.isFetchedAfterMount && <Spinner label="Loading the room…" />}
      {room.isFetchedAfterMount && room.isError && (
        <EmptyState
          title={hasErrorCode(room.error, 'NOT_FOUND') ? 'Room not found' : messages.somethingWrong}
          subtitle="It may have been archived."
          action={
            <Link to={paths.allRooms} className="btn btn-primary">
              Back to All Rooms
            </Link>
          }
        />
      )}
      {room.isFetchedAfterMount && room.isSuccess && <EditRoomForm room={room.data} />}
    </section>
  );
}

function EditRoomForm({ room }: { room: Room }) {
  const saveRoom = useSaveRoomMutation(room._id);
  const navigate = useNavigate();

  async function save(input: RoomInput) {
    await saveRoom.mutateAsync(input);
    toast.success(messages.roomAdded);
    await navigate(paths.allRooms);
  }

  return (
    <>
      <RoomForm room={room} submitLabel="Update Room" onSave={save} />
      <PhysicalRoomsSection roomId={room._id} />
    </>
  );
}
