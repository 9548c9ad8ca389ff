import { useCallback, useState } from 'react';
import { Link } from 'react-router';
import { HiPlus } from 'react-icons/hi2';
import { messages } from '#shared/messages.ts';
import type { Room } from '#shared/schemas/rooms.ts';
import { EmptyState } from '#web/components/ui/empty-state.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { paths } from '#web/lib/paths.ts';
import { useAllRoomsQuery } from '../api/get-all-rooms.ts';
import { AdminRoomCard } from '../components/admin-room-card.tsx';
import { ArchiveRoomDialog } from '../components/archive-room-dialog.tsx';

/** All rooms (docs/product/screens.md#all-rooms, admin): a 1/2/3-column grid with edit, view and delete (archive). */
export default function AllRoomsPage() {
  const rooms = useAllRoomsQuery();
  const [toDelete, setToDelete] = useState<Room | null>(null);
  const close = useCallback(() => setToDelete(null), []);

  return (
    <section className="mx-auto max-w-6xl">
      <title>All Rooms · Hotel Booking</title>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-semibold">All Rooms{rooms.data ? ` (${rooms.data.length})` : ''}</h1>
        <Link to={paths.addRoom} className="btn btn-primary">
          <HiPlus aria-hidden="true" className="size-5" /> Add Room
        </Link>
      </div>
      {rooms.isPending && <Spinner label="Loading rooms…" />}
      {rooms.isError && (
        <div role="alert" className="alert alert-error">
          {messages.somethingWrong}
        </div>
      )}
      {rooms.data?.length === 0 && <EmptyState title="No rooms yet" subtitle="Add the first room guests can book." />}
      {rooms.data && rooms.data.length > 0 && (
        <ul className="grid grid-cols-1 gap-6 md:grid-cols-2 xl:grid-cols-3">
          {rooms.data.map((room) => (
            <AdminRoomCard key={room._id} room={room} onDelete={() => setToDelete(room)} />
          ))}
        </ul>
      )}
      <ArchiveRoomDialog room={toDelete} onClose={close} />
    </section>
  );
}
